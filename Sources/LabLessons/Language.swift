import LabCore

/// The languages lessons and the engine's own messages are written in.
///
/// Command names and Swift stay English in every language.
public enum Language: String, CaseIterable, Sendable, Comparable {
    case en
    case zhHans = "zh-Hans"
    case ru

    /// `en`, `zh-Hans`, `ru` as typed after `--lang`; also accepts `zh`, `zh_CN`, `ru_RU`, `en_US`.
    public init?(code: String) {
        let lowered = code.lowercased().replacingOccurrences(of: "_", with: "-")
        if let exact = Language.allCases.first(where: { $0.rawValue.lowercased() == lowered }) { self = exact; return }
        if lowered.hasPrefix("zh") { self = .zhHans; return }
        if lowered.hasPrefix("ru") { self = .ru; return }
        if lowered.hasPrefix("en") { self = .en; return }
        return nil
    }

    /// The language from the environment, as POSIX orders it: `LC_ALL`, then `LC_MESSAGES`,
    /// then `LANG` (`ru_RU.UTF-8` → ru); English when none names a lesson language.
    public static func from(environment: [String: String]) -> Language {
        for name in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            guard let value = environment[name], !value.isEmpty else { continue }
            let code = value.split(separator: ".").first.map(String.init) ?? value
            return Language(code: code) ?? .en
        }
        return .en
    }

    /// The codes as listed in messages: `en, zh-Hans, ru`.
    public static var codes: String { allCases.map(\.rawValue).joined(separator: ", ") }

    public static func < (a: Language, b: Language) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
}

/// A text written in several languages; English is always there.
public struct LocalizedText: Sendable, Equatable {
    public var texts: [Language: String]

    public init(_ texts: [Language: String]) { self.texts = texts }

    /// The text in `language`, or English when it has no translation.
    public func text(in language: Language) -> String { texts[language] ?? texts[.en] ?? "" }

    /// Whether the text exists in `language` itself.
    public func has(_ language: Language) -> Bool { texts[language] != nil }
}

extension AppState {
    /// The state in `language`, as docs/glossary.md and LabShell's catalogs name it (English:
    /// "not running", "suspended", …), for the lesson engine's ✓ and ✗ lines.
    public func name(in language: Language) -> String {
        switch (self, language) {
        case (_, .en): displayName
        case (.notRunning, .zhHans): "未运行"
        case (.inactive, .zhHans): "非活跃"
        case (.active, .zhHans): "活跃"
        case (.background, .zhHans): "后台"
        case (.suspended, .zhHans): "挂起"
        case (.notRunning, .ru): "не запущено"
        case (.inactive, .ru): "неактивно"
        case (.active, .ru): "активно"
        case (.background, .ru): "в фоне"
        case (.suspended, .ru): "приостановлено"
        }
    }
}

extension MacAppState {
    /// The Mac app's state in `language`, as LabShell's catalogs name it ("running active",
    /// "hidden", …), for the lesson engine's ✓ and ✗ lines.
    public func name(in language: Language) -> String {
        switch (self, language) {
        case (.notRunning, .en): "not running"
        case (.active, .en): "running active"
        case (.inactive, .en): "running inactive"
        case (.hidden, .en): "hidden"
        case (.notRunning, .zhHans): "未运行"
        case (.active, .zhHans): "运行（活跃）"
        case (.inactive, .zhHans): "运行（非活跃）"
        case (.hidden, .zhHans): "隐藏"
        case (.notRunning, .ru): "не запущено"
        case (.active, .ru): "работает, активно"
        case (.inactive, .ru): "работает, неактивно"
        case (.hidden, .ru): "скрыто"
        }
    }
}
