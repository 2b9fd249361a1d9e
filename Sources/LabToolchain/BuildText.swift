/// A sentence of the build's own (a project problem, a line about an iOS API the lab does not
/// simulate, a near-miss warning): its English text as a message catalog's key, with the
/// arguments that fill its placeholders (`%@` a text, `%d` a whole number).
///
/// The build keeps the English (`english`, what `Diagnostic.message` holds and what the build's
/// own checks read); LabShell words the key through its message catalogs in the learner's
/// language when it prints the diagnostic (docs/formats.md, "Message catalogs"). Writing the
/// key beside the code that finds the problem, rather than a case per problem worded in
/// LabShell, keeps the build's several hundred messages next to their checks; the keys are
/// found by `MessageCatalogTests` like LabShell's own calls of `tr`.
public struct BuildText: Sendable, Equatable, CustomStringConvertible {
    /// What fills one placeholder: a text given as is (a file name, an API name, swiftc's
    /// words), a whole number, or another sentence of the build's own, worded in turn.
    public enum Argument: Sendable, Equatable {
        case text(String)
        case number(Int)
        case phrase(BuildText)
    }

    /// The English, placeholders included: the catalog's key.
    public var key: String
    public var arguments: [Argument]

    public init(key: String, arguments: [Argument] = []) {
        self.key = key
        self.arguments = arguments
    }

    /// A text that is not the lab's own sentence (swiftc's words, a name): shown as it is in
    /// every language.
    public static func verbatim(_ text: String) -> BuildText {
        BuildText(key: "%@", arguments: [.text(text)])
    }

    /// The sentence in English, placeholders filled in order.
    public var english: String {
        var text = ""
        var next = 0
        var characters = key.makeIterator()
        while let character = characters.next() {
            guard character == "%", let kind = characters.next() else { text.append(character); continue }
            if kind == "%" { text.append("%"); continue }
            guard kind == "@" || kind == "d", next < arguments.count else { text.append(character); text.append(kind); continue }
            switch arguments[next] {
            case let .text(value): text += value
            case let .number(value): text += String(value)
            case let .phrase(value): text += value.english
            }
            next += 1
        }
        return text
    }

    public var description: String { english }
}

/// A value that fills a `BuildText`'s placeholder.
public protocol BuildTextArgument: Sendable {
    var buildTextArgument: BuildText.Argument { get }
}

extension String: BuildTextArgument {
    public var buildTextArgument: BuildText.Argument { .text(self) }
}

extension Substring: BuildTextArgument {
    public var buildTextArgument: BuildText.Argument { .text(String(self)) }
}

extension Int: BuildTextArgument {
    public var buildTextArgument: BuildText.Argument { .number(self) }
}

extension BuildText: BuildTextArgument {
    public var buildTextArgument: BuildText.Argument { .phrase(self) }
}

/// A build sentence: `key` (English, `%@`/`%d` placeholders, `%%` a percent sign) with
/// its arguments, worded by LabShell in the learner's language.
func tr(_ key: String, _ arguments: any BuildTextArgument...) -> BuildText {
    BuildText(key: key, arguments: arguments.map(\.buildTextArgument))
}
