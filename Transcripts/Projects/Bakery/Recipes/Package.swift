// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "Recipes",
    products: [
        .library(name: "Recipes", targets: ["Recipes"]),
    ],
    targets: [
        .target(name: "Pantry"),
        .target(
            name: "Recipes",
            dependencies: ["Pantry"],
            resources: [.process("card.txt")]
        ),
    ]
)
