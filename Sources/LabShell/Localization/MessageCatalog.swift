import Foundation
import LabLessons

/// The lab's own words in one language: `Catalog/LANG.lproj/Localizable.strings`, a SwiftPM
/// resource in the `.strings` format Xcode and translators know (`"English" = "Translation";`).
///
/// The key is the English text itself, placeholders included (`"%@ installed (%@)"`), as
/// `NSLocalizedString` keys often are: a call site reads as what it prints, and English needs
/// no table, so English output is exactly the key. docs/formats.md, "Message catalogs".
public struct MessageCatalog: Sendable {
    public let language: Language
    /// English key → translation.
    public let entries: [String: String]

    public init(language: Language, entries: [String: String]) {
        self.language = language
        self.entries = entries
    }

    /// The catalog file of `language` among LabShell's resources (nil for English, which has none).
    /// SwiftPM on Linux writes the folder's name in lower case (`zh-hans.lproj`).
    public static func path(of language: Language) -> String? {
        guard language != .en, let folder = LabShellResources.folder else { return nil }
        let paths = [language.rawValue, language.rawValue.lowercased()].map { folder + "/\($0).lproj/Localizable.strings" }
        return paths.first { FileManager.default.fileExists(atPath: $0) } ?? paths[0]
    }

    /// Reads a `.strings` file with Foundation's property-list reader (the format is the old
    /// OpenStep dictionary without its braces).
    public static func read(path: String, language: Language) throws -> MessageCatalog {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        let list = try PropertyListSerialization.propertyList(from: data, format: nil)
        guard let dictionary = list as? [String: String] else {
            throw CocoaError(.propertyListReadCorrupt)
        }
        return MessageCatalog(language: language, entries: dictionary)
    }

    /// Each language's catalog, read once per process; an unreadable file reads as empty
    /// (every line then stays English, and the suite's catalog tests fail).
    static let loaded: [Language: MessageCatalog] = {
        var catalogs: [Language: MessageCatalog] = [:]
        for language in Language.allCases where language != .en {
            let catalog = path(of: language).flatMap { try? read(path: $0, language: language) }
            catalogs[language] = catalog ?? MessageCatalog(language: language, entries: [:])
        }
        return catalogs
    }()

    /// The words of `key` in this catalog's language with `arguments` filled in; the English
    /// key when the entry is missing or its placeholders do not fit.
    public func text(_ key: String, _ arguments: [any CatalogArgument]) -> String {
        if let translation = entries[key], let text = CatalogPlaceholders.fill(translation, with: arguments) { return text }
        return CatalogPlaceholders.fill(key, with: arguments) ?? key
    }
}

/// The language LabShell words its output in while a command runs: the session's (`--lang`,
/// `lesson lang`), set around each command by `Session.execute`.
public enum Words {
    @TaskLocal public static var language: Language = .en

    /// Runs `body` with LabShell's words in `language`.
    public static func speaking<T>(_ language: Language, _ body: () throws -> T) rethrows -> T {
        try $language.withValue(language, operation: body)
    }
}

/// `key` (English, with `%@`/`%d` placeholders) in the learner's language, arguments filled in.
/// English is the key itself: `tr("%@ removed", app)` prints `Radio removed`.
func tr(_ key: String, _ arguments: any CatalogArgument...) -> String {
    worded(key, arguments)
}

/// `tr` with its arguments as an array (a key made elsewhere: LabToolchain's `BuildText`).
func worded(_ key: String, _ arguments: [any CatalogArgument]) -> String {
    let language = Words.language
    if language == .en {
        // Most lines the narration words have no placeholder: no lookup of the format then.
        if arguments.isEmpty, !key.utf8.contains(UInt8(ascii: "%")) { return key }
        return CatalogPlaceholders.fill(key, with: arguments) ?? key
    }
    return MessageCatalog.loaded[language]?.text(key, arguments) ?? key
}

/// A text made elsewhere in English (a command's summary, a usage note) in the learner's language:
/// its catalog entry when there is one, else the English.
func translated(_ english: String) -> String {
    let language = Words.language
    guard language != .en, let translation = MessageCatalog.loaded[language]?.entries[english] else { return english }
    return translation
}

/// The words of `lab --help` (the `lab` executable's ArgumentParser texts, outside LabShell):
/// `english` in the language `Words.language` holds while the command line is parsed.
public enum CommandLineWords {
    public static func text(_ english: String) -> String { translated(english) }

    /// `english` with its placeholders (`%@`) filled by `arguments`, in that language.
    public static func text(_ english: String, _ arguments: [String]) -> String { worded(english, arguments) }

    /// The language of `lab --help`: `--lang CODE` (or `--lang=CODE`) among `arguments`, else the environment's.
    public static func language(arguments: [String], environment: [String: String]) -> Language {
        for (index, argument) in arguments.enumerated() {
            if argument == "--lang", index + 1 < arguments.count, let chosen = Language(code: arguments[index + 1]) { return chosen }
            if argument.hasPrefix("--lang="), let chosen = Language(code: String(argument.dropFirst(7))) { return chosen }
        }
        return Language.from(environment: environment)
    }
}
