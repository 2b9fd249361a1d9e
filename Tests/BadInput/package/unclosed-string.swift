// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "Recipes,
    products: [.library(name: "Recipes", targets: ["Recipes"])],
    targets: [.target(name: "Recipes")]
)
