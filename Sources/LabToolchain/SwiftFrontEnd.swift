import BundleFormats
import LabCore
import SwiftDiagnostics
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

/// The Swift front end: parses every source with SwiftParser, fails the build on syntax errors
/// (printed as swiftc prints them), and records the program's declarations and entry point.
///
/// Name and type checking is swiftc's (`SwiftCompiler`); this pass adds what swiftc on Linux
/// cannot see, such as Xcode's near-miss warning for delegate methods.
public enum SwiftFrontEnd {
    /// Attributes that make a class the app's entry point.
    static let entryAttributes: Set<String> = ["main", "UIApplicationMain", "NSApplicationMain"]

    /// What the front end hands the bundle assembler.
    public struct Output: Sendable {
        public var program: AppProgram
        /// Modules the sources import (Swift autolinks SDK frameworks it imports).
        public var imports: [String]
        public var warnings: [Diagnostic]
        /// Each source's tree, for the passes after the front end.
        public var trees = ParsedSources()
    }

    /// `ownModules` are the project's library targets the files may import; a `library`'s
    /// files need no entry point.
    public static func check(_ files: [SourceFile], ownModules: Set<String> = [], library: Bool = false,
                             platform: BundleLayout = .iOS) throws(BuildFailure) -> Output {
        var errors: [Diagnostic] = []
        var warnings: [Diagnostic] = []
        var collectors: [SwiftDeclarations] = []
        var trees = ParsedSources()
        for file in files {
            if let line = SwiftNesting.tooDeep(file.text) {
                throw BuildFailure(.error(file.path, line: line, SwiftNesting.message()))
            }
            let tree = Parser.parse(source: file.text)
            trees.keep(tree, of: file)
            let collector = SwiftDeclarations(file: file.path, tree: tree)
            for diagnostic in ParseDiagnosticsGenerator.diagnostics(for: tree) {
                let formatted = format(diagnostic, file: file, converter: collector.converter)
                if formatted.first?.severity == .error { errors += formatted } else { warnings += formatted }
            }
            collector.walk(tree)
            collectors.append(collector)
            for module in collector.imports where !SDKModules.exists(module.module) && !ownModules.contains(module.module) {
                errors.append(sourceDiagnostic(file, line: module.line, column: module.column, "no such module '\(module.module)'"))
            }
            for module in collector.imports where PlatformModules.isOtherPlatforms(module.module, for: platform) {
                errors.append(sourceDiagnostic(file, line: module.line, column: module.column, "no such module '\(module.module)'"))
                errors.append(Diagnostic(file: file.path, line: module.line, severity: .note, text: PlatformModules.note(module.module, for: platform)))
            }
            if file.path.fileName != "main.swift" {
                for statement in collector.topLevelStatements {
                    errors.append(sourceDiagnostic(file, line: statement.line, column: statement.column,
                                                   "expressions are not allowed at the top level"))
                }
            }
        }
        let entryPoint = library ? .none : try findEntryPoint(collectors, files: files, errors: &errors)
        guard errors.isEmpty else { throw BuildFailure(errors + warnings) }
        let classes = merge(collectors)
        warnings += NearMissCheck.warnings(classes: classes, places: collectors.flatMap(\.methodPlaces), files: files)
        let imports = Array(Set(collectors.flatMap { $0.imports.map(\.module) })).sorted()
        return Output(program: AppProgram(sources: files, classes: classes, entryPoint: entryPoint),
                      imports: imports, warnings: warnings, trees: trees)
    }

    /// `@main` on one class, or main.swift calling `UIApplicationMain`; both, or two `@main`s,
    /// are errors as in swiftc.
    private static func findEntryPoint(_ collectors: [SwiftDeclarations], files: [SourceFile],
                                       errors: inout [Diagnostic]) throws(BuildFailure) -> EntryPoint {
        let attributed = collectors.flatMap { collector in collector.entryAttributes.map { (collector.file, $0) } }
        let mainFile = collectors.first { $0.file.fileName == "main.swift" }
        for (file, extra) in attributed.dropFirst() {
            let source = files.first { $0.path == file }!
            errors.append(sourceDiagnostic(source, line: extra.line, column: extra.column,
                                           "'\(extra.attribute)' attribute can only apply to one type in a module"))
        }
        if let (file, first) = attributed.first {
            if mainFile != nil {
                let source = files.first { $0.path == file }!
                errors.append(sourceDiagnostic(source, line: first.line, column: first.column,
                                               "'\(first.attribute)' attribute cannot be used in a module that contains top-level code"))
            }
            if first.definesMain || first.attribute == "main" && !declaresClass(first.className, in: collectors) {
                // `@main struct MyMain { static func main() { UIApplicationMain(…) } }`: its own
                // main runs, and the call names the principal and delegate classes as main.swift's would.
                guard let call = collectors.lazy.flatMap(\.mainCalls).first else { return .none }
                return .mainFunction(principalClass: call.principal, delegateClass: call.delegate)
            }
            return .attributedDelegate(delegateClass: first.className)
        }
        if let mainFile {
            guard let call = mainFile.mainCalls.first else { return .none }
            return .mainFunction(principalClass: call.principal, delegateClass: call.delegate)
        }
        if files.isEmpty {
            // An empty folder, or the one above the project: "no entry point" would send the learner looking for @main.
            throw BuildFailure(errors + [.error(nil,
                tr("no Swift files to build: a project folder holds the app's .swift files (is it the folder with AppDelegate.swift?)"))])
        }
        throw BuildFailure(errors + [.error(nil,
            tr("no entry point: mark the app delegate class with @main, or add main.swift calling UIApplicationMain(_:_:_:_:) (the linker would say: undefined symbol _main)"))])
    }

    private static func declaresClass(_ name: String, in collectors: [SwiftDeclarations]) -> Bool {
        collectors.contains { $0.classes.contains { $0.name == name } }
    }

    /// Classes from every file, with extensions of the app's own classes merged in, and a first
    /// inherited name that is a protocol moved to the conformances.
    private static func merge(_ collectors: [SwiftDeclarations]) -> [DeclaredClass] {
        var classes = collectors.flatMap(\.classes)
        let names = Set(classes.map(\.name))
        for index in classes.indices {
            if let first = classes[index].superclass, !names.contains(first), looksLikeProtocol(first) {
                classes[index].conformances.insert(first, at: 0)
                classes[index].superclass = nil
            }
        }
        for extensionDecl in collectors.flatMap(\.extensions) {
            guard let index = classes.firstIndex(where: { $0.name == extensionDecl.name }) else { continue }
            classes[index].conformances += extensionDecl.conformances
            classes[index].methods += extensionDecl.methods
            classes[index].properties += extensionDecl.properties
        }
        return classes
    }

    /// Names Swift code inherits from that are protocols, not classes.
    static func looksLikeProtocol(_ name: String) -> Bool {
        let suffixes = ["Delegate", "DataSource", "Protocol", "able", "ible", "Convertible", "Sendable"]
        return suffixes.contains { name.hasSuffix($0) } || ["Error", "Identifiable", "AnyObject", "Equatable"].contains(name)
    }

    /// swiftc's layout: `File.swift:LINE:COL: error: message`, the source line, a caret; then notes.
    static func format(_ diagnostic: SwiftDiagnostics.Diagnostic, file: SourceFile,
                       converter: SourceLocationConverter) -> [Diagnostic] {
        let location = diagnostic.location(converter: converter)
        let severity: Diagnostic.Severity = switch diagnostic.diagMessage.severity {
        case .error: .error
        case .warning: .warning
        default: .note
        }
        var result = [sourceDiagnostic(file, line: location.line, column: location.column, diagnostic.message, severity: severity)]
        for note in diagnostic.notes {
            let noteLocation = note.location(converter: converter)
            result.append(sourceDiagnostic(file, line: noteLocation.line, column: noteLocation.column, note.message, severity: .note))
        }
        return result
    }

    static func sourceDiagnostic(_ file: SourceFile, line: Int, column: Int, _ message: String,
                                 severity: Diagnostic.Severity = .error) -> Diagnostic {
        let lines = file.text.split(separator: "\n", omittingEmptySubsequences: false)
        var context: [String] = []
        if line >= 1, line <= lines.count {
            let sourceLine = String(lines[line - 1]).replacingOccurrences(of: "\r", with: "")
            // Keep tabs under tabs so the caret lines up in a terminal.
            let prefix = sourceLine.utf8.prefix(max(0, column - 1)).map { $0 == 0x09 ? "\t" : " " }.joined()
            context = [sourceLine, prefix + "^"]
        }
        return Diagnostic(file: file.path, line: line, column: column, severity: severity, message: message, context: context)
    }

    /// The same with a sentence of the lab's own.
    static func sourceDiagnostic(_ file: SourceFile, line: Int, column: Int, _ text: BuildText,
                                 severity: Diagnostic.Severity = .error) -> Diagnostic {
        var diagnostic = sourceDiagnostic(file, line: line, column: column, text.english, severity: severity)
        diagnostic.reword(text)
        return diagnostic
    }
}
