/// A problem the build reports, printed the way Xcode's tools print them:
/// `Base.lproj/Main.storyboard:42: error: …`, or with a column and the source line and a caret
/// for Swift (`AppDelegate.swift:12:9: error: …`).
///
/// Paths are relative to the project folder, never absolute host paths.
public struct Diagnostic: Sendable, Equatable, CustomStringConvertible {
    public enum Severity: String, Sendable {
        case error, warning, note
    }

    /// Project-relative path; nil for problems with no file (a missing project folder).
    public var file: String?
    public var line: Int?
    public var column: Int?
    public var severity: Severity
    public var message: String
    /// Lines printed after the message: the source line and a caret, or a hint.
    public var context: [String]

    public init(file: String?, line: Int? = nil, column: Int? = nil, severity: Severity = .error,
                message: String, context: [String] = []) {
        self.file = file
        self.line = line
        self.column = column
        self.severity = severity
        self.message = message
        self.context = context
    }

    public static func error(_ file: String?, line: Int? = nil, _ message: String) -> Diagnostic {
        Diagnostic(file: file, line: line, message: message)
    }

    public static func warning(_ file: String?, line: Int? = nil, _ message: String) -> Diagnostic {
        Diagnostic(file: file, line: line, severity: .warning, message: message)
    }

    /// The first line: `FILE:LINE:COL: error: message`.
    public var headline: String {
        var location = file ?? ""
        if file != nil, let line { location += ":\(line)" }
        if file != nil, line != nil, let column { location += ":\(column)" }
        return (location.isEmpty ? "" : location + ": ") + "\(severity.rawValue): \(message)"
    }

    public var description: String { ([headline] + context).joined(separator: "\n") }
}

/// A build that did not produce a bundle: the diagnostics say why. Nothing was written.
public struct BuildFailure: Error, Sendable, Equatable {
    public var diagnostics: [Diagnostic]

    public init(_ diagnostics: [Diagnostic]) { self.diagnostics = diagnostics }
    public init(_ diagnostic: Diagnostic) { self.diagnostics = [diagnostic] }

    public var errorCount: Int { diagnostics.filter { $0.severity == .error }.count }

    /// Every diagnostic, one after another, as a compiler prints them.
    public var text: String { diagnostics.map(\.description).joined(separator: "\n") }
}
