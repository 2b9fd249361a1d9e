import Foundation
import LabCore
import Testing
@testable import LabToolchain

/// The project's own modules: framework and static library targets of an `.xcodeproj`, and
/// local Swift packages read from their `Package.swift`.
@Suite struct LibraryTargetTests {
    init() { TestHome.prepare() }

    @Test func frameworkAndStaticLibraryTargetsTheAppLinks() throws {
        let loaded = try ProjectLoader.load(at: Fixtures.project("Kennel"), shownAs: "Kennel")
        let libraries = loaded.project.target.libraries
        #expect(libraries.map(\.module) == ["Barking", "Tricks"])
        #expect(libraries.map(\.kind) == [.framework, .staticLibrary])
        #expect(libraries[0].files == ["Barking/Dog.swift", "Barking/Kennel.xcassets"])
        #expect(libraries[0].infoPath == "Barking/Info.plist")
        #expect(libraries[1].files == ["Tricks/Trick.swift"])
        // Snoop links Barking only, in its Frameworks phase (no target dependency).
        let snoop = try ProjectLoader.load(at: Fixtures.project("Kennel"), shownAs: "Kennel", target: "Snoop")
        #expect(snoop.project.target.libraries.map(\.module) == ["Barking"])
    }

    @Test func aLocalPackagesProductAndTheTargetsItNeeds() throws {
        let root = Fixtures.project("Bakery")
        let manifest = try PackageManifest.read(folder: "Recipes", root: root)
        #expect(manifest.name == "Recipes")
        #expect(manifest.products == [PackageManifest.Product(name: "Recipes", targets: ["Recipes"])])
        #expect(manifest.targets.map(\.name) == ["Pantry", "Recipes"])
        #expect(manifest.targets[1].dependencies == ["Pantry"])
        #expect(manifest.targets[1].resources == ["card.txt"])

        let loaded = try ProjectLoader.load(at: root, shownAs: "Bakery")
        let libraries = loaded.project.target.libraries
        #expect(libraries.map(\.module) == ["Pantry", "Recipes"])
        #expect(libraries.allSatisfy { $0.kind == .packageTarget })
        #expect(libraries[0].resourceBundle == nil)
        #expect(libraries[1].resourceBundle == "Recipes_Recipes")
        #expect(libraries[1].files == ["Recipes/Sources/Recipes/Media.xcassets", "Recipes/Sources/Recipes/Recipe.swift"])
        #expect(libraries[1].resources == ["Recipes/Sources/Recipes/card.txt"])
    }

    @Test func aManifestThatComputesItsListsIsRefusedWhereItDoesSo() {
        let root = Fixtures.project(named: "ComputedManifest", files: ["Pkg/Package.swift": """
            // swift-tools-version:5.9
            import PackageDescription
            let names = ["A", "B"]
            let package = Package(
                name: "Pkg",
                products: [.library(name: "Pkg", targets: names)],
                targets: names.map { .target(name: $0) }
            )
            """])
        #expect(throws: BuildFailure.self) { try PackageManifest.read(folder: "Pkg", root: root) }
        do {
            _ = try PackageManifest.read(folder: "Pkg", root: root)
        } catch {
            #expect(error.diagnostics.first?.headline
                == "Pkg/Package.swift:6: error: LifecycleLab reads Package.swift without running it, and expected an array literal here")
        }
    }

    @Test func anotherPackagesProductIsNotFetched() {
        let root = Fixtures.project(named: "RemoteDependency", files: ["Pkg/Package.swift": """
            import PackageDescription
            let package = Package(name: "Pkg", products: [.library(name: "Pkg", targets: ["Pkg"])],
                targets: [.target(name: "Pkg", dependencies: [.product(name: "Alamofire", package: "Alamofire")])])
            """])
        do {
            _ = try PackageManifest.read(folder: "Pkg", root: root)
            Issue.record("a package product dependency was accepted")
        } catch {
            #expect(error.diagnostics.first?.message.contains("fetches no dependencies") == true)
        }
    }

    @Test func dependencyOrderAndCycles() throws {
        func library(_ name: String, _ dependencies: [String]) -> LibraryTarget {
            var made = LibraryTarget(module: name, kind: .staticLibrary, files: [], origin: "target \(name)")
            made.dependencies = dependencies
            return made
        }
        let ordered = try LibraryTarget.ordered([library("App", ["Net", "Model"]), library("Model", []), library("Net", ["Model"])])
        #expect(ordered.map(\.module) == ["Model", "Net", "App"])
        #expect(throws: BuildFailure.self) { try LibraryTarget.ordered([library("A", ["B"]), library("B", ["A"])]) }
    }

    @Test func timerPublishGoesThroughTheVirtualClockWhereCombineIsImported() {
        let withCombine = SourceRewriter.rewrite(SourceFile(path: "A.swift", text: """
            import Combine
            let t = Timer.publish(every: 1, on: .main, in: .common)
            """), canImport: SDKModules.exists).text
        #expect(withCombine.hasSuffix("let t = __LabTimers.publish(every: 1, on: .main, in: .common)"))
        let without = SourceRewriter.rewrite(SourceFile(path: "B.swift", text: "let t = Timer.publish(every: 1, on: .main, in: .common)"),
                                             canImport: SDKModules.exists).text
        #expect(without == "let t = Timer.publish(every: 1, on: .main, in: .common)")
    }
}
