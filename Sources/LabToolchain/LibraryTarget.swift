import Foundation

/// A Swift module the app links that the project builds itself, as Xcode builds it before the
/// app: a framework or static library target of the same `.xcodeproj`, or a target of a local
/// Swift package whose product the app uses.
public struct LibraryTarget: Sendable, Equatable {
    public enum Kind: String, Sendable, Equatable {
        /// `com.apple.product-type.framework`: a dynamic library embedded as
        /// `Frameworks/NAME.framework/NAME`, with its own Info.plist and resources.
        case framework
        /// `com.apple.product-type.library.static`: linked into the app's executable.
        case staticLibrary
        /// A target of a local Swift package: linked statically, as Xcode links a package
        /// product of automatic type; its resources go into `PACKAGE_TARGET.bundle`.
        case packageTarget
    }

    /// The module name (`import Coolness`).
    public var module: String
    public var kind: Kind
    /// Project-relative files: Swift sources and resources (storyboards, xibs, asset catalogs…).
    public var files: [String]
    /// Resources a package target names (`resources: [.process("jack.jpg")]`), project-relative.
    public var resources: [String] = []
    /// The framework's Info.plist, project-relative.
    public var infoPath: String?
    /// The target's build settings (the Debug configuration's, over the project's).
    public var settings: [String: String] = [:]
    /// Modules of other library targets it imports (built before it).
    public var dependencies: [String] = []
    /// How messages name where it comes from: `target Coolness`, `package Coolness (Coolness/Package.swift)`.
    public var origin: String
    /// Modules every source of the target sees without importing them: a pod's umbrella header
    /// imports UIKit, and a framework's Swift code sees what its umbrella header imports.
    public var implicitImports: [String] = []
    /// A third party's code the clone carries (a pod): its warnings are counted, not listed,
    /// so that the learner's own code's lines are not lost among them.
    public var countsWarnings = false
    /// A package target's resource bundle, `PACKAGE_TARGET` (`Coolness_Coolness.bundle`); nil without resources.
    public var resourceBundle: String?

    public init(module: String, kind: Kind, files: [String], origin: String) {
        self.module = module
        self.kind = kind
        self.files = files
        self.origin = origin
    }

    /// `libraries` ordered so each comes after the ones it depends on (Xcode's implicit
    /// dependency order); a cycle is an error naming the modules in it.
    static func ordered(_ libraries: [LibraryTarget]) throws(BuildFailure) -> [LibraryTarget] {
        var done: [LibraryTarget] = []
        var remaining = libraries
        while !remaining.isEmpty {
            let names = Set(remaining.map(\.module))
            guard let index = remaining.firstIndex(where: { $0.dependencies.allSatisfy { !names.contains($0) } }) else {
                let cycle = remaining.map(\.module).sorted().joined(separator: ", ")
                throw BuildFailure(.error(nil, tr("Cycle in dependencies between targets %@: each imports another, so none can be built first", cycle)))
            }
            done.append(remaining.remove(at: index))
        }
        return done
    }
}

/// A library target compiled: its module (what `import` reads) and its binary (a shared object
/// for a framework, an archive otherwise), and the cache key the app's key includes.
public struct CompiledLibrary: Sendable, Equatable {
    public var module: String
    public var kind: LibraryTarget.Kind
    public var swiftmodule: Data
    public var binary: Data
    public var key: String
    /// Modules it and the libraries it uses import: the app links the SDK libraries they need.
    public var imports: [String] = []
    /// Whether importing it imports UIKit too: a CocoaPods framework whose umbrella header
    /// imports UIKit re-exports it (its module map's `export *`).
    public var exportsUIKit = false
}
