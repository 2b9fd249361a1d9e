import BundleFormats
import Foundation
import LabCore
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

/// A local Swift package's `Package.swift`, read as Swift syntax rather than run: the package's
/// name, its library products and its targets (name, dependencies, `path`, `exclude`,
/// `resources`). Running the manifest (`swift package dump-package`) would compile and execute
/// it with SwiftPM, seconds per build and outside the build's sandbox; the manifests of local
/// packages in apps are declarations of literals, which this reads. A manifest computing its
/// lists (variables, loops, conditions) is refused with the place it does so.
struct PackageManifest: Sendable, Equatable {
    struct Product: Sendable, Equatable {
        var name: String
        var targets: [String]
    }

    struct Target: Sendable, Equatable {
        var name: String
        /// Other targets of the package (`"Core"`, `.target(name: "Core")`, `.byName(name:)`).
        var dependencies: [String] = []
        /// Package-relative folder; `Sources/NAME` when not given.
        var path: String?
        var exclude: [String] = []
        /// `.process("x")` and `.copy("x")`, package-relative to the target's folder.
        var resources: [String] = []
    }

    var name: String
    /// The package folder, project-relative.
    var folder: String
    var products: [Product] = []
    var targets: [Target] = []

    static func read(folder: String, root: String) throws(BuildFailure) -> PackageManifest {
        let file = (folder == "." ? "" : folder + "/") + "Package.swift"
        guard let data = FileManager.default.contents(atPath: root + "/" + file) else {
            throw BuildFailure(.error(file, tr("the local package has no readable Package.swift")))
        }
        guard let text = String(validating: data, as: UTF8.self) else {
            let invalid = UTF8Validation.firstInvalid(in: data)
            throw BuildFailure(.error(file, line: invalid?.line ?? 1, tr("Package.swift is not UTF-8 text (byte offset %d); save it as UTF-8", invalid?.offset ?? 0)))
        }
        if let line = SwiftNesting.tooDeep(text) { throw BuildFailure(.error(file, line: line, SwiftNesting.message())) }
        let tree = Parser.parse(source: text)
        if let first = ParseDiagnosticsGenerator.diagnostics(for: tree).first(where: { $0.diagMessage.severity == .error }) {
            let location = SourceLocationConverter(fileName: file, tree: tree).location(for: first.position)
            throw BuildFailure(.error(file, line: location.line, tr("Package.swift is not valid Swift: %@", first.message)))
        }
        let converter = SourceLocationConverter(fileName: file, tree: tree)
        let finder = PackageCallFinder(viewMode: .sourceAccurate)
        finder.walk(tree)
        guard let call = finder.call else {
            throw BuildFailure(.error(file, line: 1, tr("Package.swift makes no `Package(…)`")))
        }
        var manifest = PackageManifest(name: folder.fileName, folder: folder)
        let reader = Reader(file: file, converter: converter)
        for argument in call.arguments {
            switch argument.label?.text {
            case "name": manifest.name = try reader.string(argument.expression)
            case "products":
                for element in try reader.array(argument.expression) {
                    let (kind, arguments) = try reader.member(element)
                    guard kind == "library" else { continue }
                    manifest.products.append(Product(name: try reader.string(arguments["name"], in: element),
                                                     targets: try reader.strings(arguments["targets"], in: element)))
                }
            case "targets":
                for element in try reader.array(argument.expression) {
                    let (kind, arguments) = try reader.member(element)
                    guard kind == "target" else { continue }
                    var target = Target(name: try reader.string(arguments["name"], in: element))
                    for dependency in try arguments["dependencies"].map({ expression throws(BuildFailure) in try reader.array(expression) }) ?? [] {
                        if let name = try? reader.string(dependency) { target.dependencies.append(name); continue }
                        let (dependencyKind, dependencyArguments) = try reader.member(dependency)
                        switch dependencyKind {
                        case "target", "byName": target.dependencies.append(try reader.string(dependencyArguments["name"], in: dependency))
                        default:
                            throw reader.failure(dependency, tr("target %@ depends on another package's product; LifecycleLab builds a local package's own targets and fetches no dependencies",
                                 target.name))
                        }
                    }
                    if let path = arguments["path"] {
                        target.path = try reader.string(path)
                        if let given = target.path, given.hasPrefix("/") || given.split(separator: "/").contains("..") {
                            throw reader.failure(path, tr("the target's path \"%@\" leaves the package folder; a target's files are inside it", given))
                        }
                    }
                    target.exclude = try reader.strings(arguments["exclude"], in: element)
                    for resource in try arguments["resources"].map({ expression throws(BuildFailure) in try reader.array(expression) }) ?? [] {
                        let (_, resourceArguments) = try reader.member(resource)
                        target.resources.append(try reader.string(resourceArguments[""], in: resource))
                    }
                    manifest.targets.append(target)
                }
            default: continue
            }
        }
        return manifest
    }

    /// The targets `product` builds, with the package targets they depend on, as libraries.
    func libraries(forProduct product: String, root: String) throws(BuildFailure) -> [LibraryTarget] {
        let file = (folder == "." ? "" : folder + "/") + "Package.swift"
        guard let declared = products.first(where: { $0.name == product }) else {
            throw BuildFailure(.error(file, tr("package %@ has no library product %@", name, product)))
        }
        var names = declared.targets
        var result: [LibraryTarget] = []
        var done: Set<String> = []
        while let next = names.first {
            names.removeFirst()
            guard done.insert(next).inserted else { continue }
            guard let target = targets.first(where: { $0.name == next }) else {
                throw BuildFailure(.error(file, tr("package %@ names a target %@ that it does not declare", name, next)))
            }
            names += target.dependencies
            result.append(try library(for: target, root: root))
        }
        return result
    }

    /// A target's files: its Swift sources, and as resources the files it declares and what
    /// SwiftPM processes on its own (asset catalogs, storyboards, xibs); other files are left
    /// out, as SwiftPM leaves out (with a warning) files it is not told about.
    private func library(for target: Target, root: String) throws(BuildFailure) -> LibraryTarget {
        let base = (folder == "." ? "" : folder + "/") + (target.path ?? "Sources/" + target.name)
        let excluded = Set(target.exclude.map { base + "/" + $0 })
        let declared = target.resources.map { base + "/" + $0 }
        var library = LibraryTarget(module: target.name, kind: .packageTarget, files: [], origin: "package \(name)")
        var queue = [base]
        while let folder = queue.first {
            queue.removeFirst()
            for entry in try ProjectFiles.entries(of: folder, root: root) {
                let path = folder + "/" + entry
                guard !excluded.contains(path) else { continue }
                var isFolder: ObjCBool = false
                FileManager.default.fileExists(atPath: root + "/" + path, isDirectory: &isFolder)
                if declared.contains(path) {
                    library.resources.append(path)
                } else if ["swift", "xcassets", "storyboard", "xib"].contains(entry.pathExtension) {
                    library.files.append(path)
                } else if isFolder.boolValue {
                    queue.append(path)
                }
            }
        }
        library.dependencies = target.dependencies
        library.settings = ["SWIFT_VERSION": "5"]
        if !library.resources.isEmpty || library.files.contains(where: { $0.pathExtension != "swift" }) {
            library.resourceBundle = "\(name)_\(target.name)"
        }
        return library
    }
}

/// Finds the first `Package(…)` call.
private final class PackageCallFinder: SyntaxVisitor {
    var call: FunctionCallExprSyntax?

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if call == nil, node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Package" { call = node }
        return call == nil ? .visitChildren : .skipChildren
    }
}

/// Reads the literal parts of a manifest, or says where it is not a literal.
private struct Reader {
    var file: String
    var converter: SourceLocationConverter

    func failure(_ node: some SyntaxProtocol, _ message: BuildText) -> BuildFailure {
        let location = node.startLocation(converter: converter)
        return BuildFailure(.error(file, line: location.line, message))
    }

    func string(_ expression: ExprSyntax) throws(BuildFailure) -> String {
        guard let literal = expression.as(StringLiteralExprSyntax.self), let value = literal.representedLiteralValue else {
            throw failure(expression, tr("LifecycleLab reads Package.swift without running it, and expected a string literal here"))
        }
        return value
    }

    func string(_ expression: ExprSyntax?, in element: ExprSyntax) throws(BuildFailure) -> String {
        guard let expression else { throw failure(element, tr("LifecycleLab reads Package.swift without running it, and expected a name here")) }
        return try string(expression)
    }

    func strings(_ expression: ExprSyntax?, in element: ExprSyntax) throws(BuildFailure) -> [String] {
        guard let expression else { return [] }
        var result: [String] = []
        for item in try array(expression) { result.append(try string(item)) }
        return result
    }

    func array(_ expression: ExprSyntax) throws(BuildFailure) -> [ExprSyntax] {
        guard let array = expression.as(ArrayExprSyntax.self) else {
            throw failure(expression, tr("LifecycleLab reads Package.swift without running it, and expected an array literal here"))
        }
        return array.elements.map(\.expression)
    }

    /// `.library(name: "X", targets: […])`: `library` and the arguments by label (`""` for the first unlabelled one).
    func member(_ expression: ExprSyntax) throws(BuildFailure) -> (String, [String: ExprSyntax]) {
        guard let call = expression.as(FunctionCallExprSyntax.self),
              let member = call.calledExpression.as(MemberAccessExprSyntax.self) else {
            throw failure(expression, tr("LifecycleLab reads Package.swift without running it, and expected a call such as .target(name: …) here"))
        }
        var arguments: [String: ExprSyntax] = [:]
        for argument in call.arguments {
            let label = argument.label?.text ?? ""
            if arguments[label] == nil { arguments[label] = argument.expression }
        }
        return (member.declName.baseName.text, arguments)
    }
}
