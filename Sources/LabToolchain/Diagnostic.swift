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
    /// The message in English (what the build's own checks read); setting it drops `wording`.
    public var message: String {
        get { english }
        set { english = newValue; wording = nil }
    }
    private var english: String
    /// The message as a sentence of the lab's own, for LabShell to word in the learner's
    /// language; nil for swiftc's and other tools' words, shown as they are.
    public private(set) var wording: BuildText?
    /// Lines printed after the message: the source line and a caret, or a hint.
    public var context: [String]

    public init(file: String?, line: Int? = nil, column: Int? = nil, severity: Severity = .error,
                message: String, context: [String] = []) {
        self.file = file
        self.line = line
        self.column = column
        self.severity = severity
        self.english = message
        self.context = context
    }

    /// A diagnostic whose message is a sentence of the lab's own (made with `tr`).
    public init(file: String?, line: Int? = nil, column: Int? = nil, severity: Severity = .error,
                text: BuildText, context: [String] = []) {
        self.init(file: file, line: line, column: column, severity: severity, message: text.english, context: context)
        self.wording = text
    }

    public static func error(_ file: String?, line: Int? = nil, _ message: String) -> Diagnostic {
        Diagnostic(file: file, line: line, message: message)
    }

    public static func warning(_ file: String?, line: Int? = nil, _ message: String) -> Diagnostic {
        Diagnostic(file: file, line: line, severity: .warning, message: message)
    }

    public static func error(_ file: String?, line: Int? = nil, _ text: BuildText) -> Diagnostic {
        Diagnostic(file: file, line: line, text: text)
    }

    public static func warning(_ file: String?, line: Int? = nil, _ text: BuildText) -> Diagnostic {
        Diagnostic(file: file, line: line, severity: .warning, text: text)
    }

    /// Replaces the message with a sentence of the lab's own.
    public mutating func reword(_ text: BuildText) {
        english = text.english
        wording = text
    }

    /// The first line with the message worded by `words` (LabShell's catalogs).
    public func headline(wording words: (BuildText) -> String) -> String {
        var copy = self
        copy.english = wording.map(words) ?? english
        return copy.headline
    }

    /// Every line with the message worded by `words`.
    public func description(wording words: (BuildText) -> String) -> String {
        ([headline(wording: words)] + context).joined(separator: "\n")
    }

    /// The first line: `FILE:LINE:COL: error: message`.
    public var headline: String {
        var location = file ?? ""
        if file != nil, let line { location += ":\(line)" }
        if file != nil, line != nil, let column { location += ":\(column)" }
        return (location.isEmpty ? "" : location + ": ") + "\(severity.rawValue): \(message)"
    }

    public var description: String { ([headline] + context).joined(separator: "\n") }

    /// The same problem at the same place: the English decides, whatever way it is worded.
    public static func == (lhs: Diagnostic, rhs: Diagnostic) -> Bool {
        lhs.file == rhs.file && lhs.line == rhs.line && lhs.column == rhs.column && lhs.severity == rhs.severity
            && lhs.english == rhs.english && lhs.context == rhs.context
    }
}

/// A build that did not produce a bundle: the diagnostics say why. Nothing was written.
public struct BuildFailure: Error, Sendable, Equatable {
    public var diagnostics: [Diagnostic]

    public init(_ diagnostics: [Diagnostic]) { self.diagnostics = diagnostics }
    public init(_ diagnostic: Diagnostic) { self.diagnostics = [diagnostic] }

    public var errorCount: Int { diagnostics.filter { $0.severity == .error }.count }

    /// Every diagnostic, one after another, as a compiler prints them.
    public var text: String { diagnostics.map(\.description).joined(separator: "\n") }

    /// Every diagnostic with the lab's own messages worded by `words`.
    public func text(wording words: (BuildText) -> String) -> String {
        diagnostics.map { $0.description(wording: words) }.joined(separator: "\n")
    }
}
