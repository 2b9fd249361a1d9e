import Foundation
import Testing
import LabLessons
import LabRuntime
import LabToolchain
@testable import LabShell

/// The message catalogs (`Sources/LabShell/Catalog/*.lproj/Localizable.strings`): every text the
/// lab words through `tr(…)` or shows in `help` is in every language, with the same placeholders.
@Suite struct MessageCatalogTests {
    static let languages = Language.allCases.filter { $0 != .en }

    static func catalog(_ language: Language) throws -> MessageCatalog {
        let path = try #require(MessageCatalog.path(of: language))
        return try MessageCatalog.read(path: path, language: language)
    }

    /// The English keys the code passes to `tr("…")`, read from LabShell's sources, the `lab`
    /// executable's (`lab --help`), LabToolchain's (its build messages, `BuildText`) and LabLessons' (lesson.yaml problems).
    static let codeKeys: Set<String> = {
        var keys = Set<String>()
        let call = /\btr\("((?:[^"\\]|\\.)*)"/
        for root in ["/Sources/LabShell", "/Sources/lab", "/Sources/LabToolchain", "/Sources/LabLessons"].map({ TestHome.repository + $0 }) {
            let files = FileManager.default.enumerator(atPath: root)?.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") } ?? []
            for file in files {
                guard let source = try? String(contentsOfFile: root + "/" + file, encoding: .utf8) else { continue }
                for match in source.matches(of: call) { keys.insert(unescaped(String(match.1))) }
            }
        }
        return keys.union(consoleNoteKeys)
    }()

    /// The console notes of the stand-ins LabToolchain compiles into apps (`ConsoleNoteText`):
    /// an API and what happens instead, `__LabNotSimulated.say("API", instead: "…")`, and the text
    /// after `NAME: ` in `print("[LifecycleLab] NAME: …")`, each when written whole (no `\\(…)`).
    static let consoleNoteKeys: Set<String> = {
        var keys = Set<String>()
        let patterns = [/__LabNotSimulated\.say\("((?:[^"\\]|\\.)*)"/, /instead: "((?:[^"\\]|\\.)*)"/,
                        /print\("\[LifecycleLab\] [^ "]*?: ((?:[^"\\]|\\.)*)"\)/]
        let root = TestHome.repository + "/Sources/LabToolchain"
        for file in (FileManager.default.enumerator(atPath: root)?.compactMap { $0 as? String } ?? []) where file.hasSuffix(".swift") {
            guard let source = try? String(contentsOfFile: root + "/" + file, encoding: .utf8) else { continue }
            for pattern in patterns {
                for match in source.matches(of: pattern) where !match.1.contains("\\(") { keys.insert(unescaped(String(match.1))) }
            }
        }
        return keys
    }()

    /// A Swift string literal's text: `\"`, `\\`, `\n`, `\t`, `\u{…}`.
    static func unescaped(_ literal: String) -> String {
        var text = ""
        var characters = literal.makeIterator()
        while let character = characters.next() {
            guard character == "\\", let next = characters.next() else { text.append(character); continue }
            switch next {
            case "n": text.append("\n")
            case "t": text.append("\t")
            case "u":
                var hex = ""
                while let digit = characters.next(), digit != "}" { if digit != "{" { hex.append(digit) } }
                if let value = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(value) { text.unicodeScalars.append(scalar) }
            default: text.append(next)
            }
        }
        return text
    }

    /// What `help` shows of each command and group, in English.
    static var helpKeys: Set<String> {
        let registry = CommandRegistry.standard
        return Set(registry.commands.map(\.summary)).union(CommandGroup.allCases.map(\.rawValue))
    }

    static var helpDetails: Set<String> { Set(CommandRegistry.standard.commands.map(\.details).filter { !$0.isEmpty }) }

    @Test func theSourcesAreFound() {
        #expect(Self.codeKeys.contains("no window is visible: the screen stays black"))
        #expect(Self.codeKeys.contains("%@ \"%@\" sends %@ → %@.%@"))
    }

    @Test(arguments: languages)
    func everyTextTheCodeWordsIsTranslated(_ language: Language) throws {
        let catalog = try Self.catalog(language)
        let missing = Self.codeKeys.union(Self.helpKeys).union(Self.helpDetails).subtracting(catalog.entries.keys).sorted()
        #expect(missing.isEmpty, "missing in \(language.rawValue).lproj/Localizable.strings:\n\(missing.joined(separator: "\n"))")
    }

    @Test func everyLanguageHasTheSameKeys() throws {
        let keys = try Self.languages.map { try Set(Self.catalog($0).entries.keys) }
        for (language, set) in zip(Self.languages, keys) {
            #expect(set == keys[0], "\(language.rawValue) differs: \(set.symmetricDifference(keys[0]).sorted())")
        }
    }

    /// An entry no code uses any more (its English was reworded) is stale: it would never show.
    @Test(arguments: languages)
    func noEntryIsStale(_ language: Language) throws {
        let known = Self.codeKeys.union(Self.helpKeys).union(Self.helpDetails)
        let stale = try Set(Self.catalog(language).entries.keys).subtracting(known).sorted()
        #expect(stale.isEmpty, "no code uses these entries of \(language.rawValue): \(stale)")
    }

    @Test(arguments: languages)
    func placeholdersMatchTheEnglish(_ language: Language) throws {
        for (key, value) in try Self.catalog(language).entries.sorted(by: { $0.key < $1.key }) {
            let english = CatalogPlaceholders(key)
            #expect(english != nil, "the key has a placeholder the lab cannot fill: \(key)")
            #expect(CatalogPlaceholders(value) == english, "\(language.rawValue): placeholders differ from the English in \"\(value)\"")
        }
    }

    @Test func placeholdersAreFilledInOrderOrByPosition() {
        #expect(CatalogPlaceholders.fill("%@ has %d", with: ["Radio", 3]) == "Radio has 3")
        #expect(CatalogPlaceholders.fill("%2$d: %1$@", with: ["Radio", 3]) == "3: Radio")
        #expect(CatalogPlaceholders.fill("100%% %@", with: ["done"]) == "100% done")
        #expect(CatalogPlaceholders("%2$@ %1$d")?.kinds == [.number, .text])
    }

    @Test func argumentsThatDoNotFitAreRefused() {
        #expect(CatalogPlaceholders.fill("%d apps", with: ["three"]) == nil)
        #expect(CatalogPlaceholders.fill("%@ and %@", with: ["one"]) == nil)
        #expect(CatalogPlaceholders("%s") == nil)
        #expect(CatalogPlaceholders("%1$@ %3$@") == nil)
    }

    @Test func wordsFollowTheLanguageAndEnglishIsTheKey() {
        #expect(tr("%@ removed", "Radio") == "Radio removed")
        #expect(Words.speaking(.ru) { tr("%@ removed", "Radio") } == "Radio удалено")
        #expect(Words.speaking(.zhHans) { tr("no window is visible: the screen stays black") } == "没有可见的窗口：屏幕保持黑色")
        #expect(Words.speaking(.ru) { tr("a text no catalog has") } == "a text no catalog has")
    }

    /// A build sentence with a phrase inside (the value an Info.plist key holds) is worded whole.
    @Test func buildSentencesWordTheirPhrases() {
        let wrongType = BuildText(key: "%@ must be an array, not %@", arguments: [.text("UIBackgroundModes"), .phrase(BuildText(key: "a string"))])
        #expect(wrongType.words == "UIBackgroundModes must be an array, not a string")
        #expect(Words.speaking(.ru) { wrongType.words } == "значение UIBackgroundModes должно быть массивом, а здесь это строка")
        #expect(Words.speaking(.zhHans) { wrongType.words } == "UIBackgroundModes 必须是数组，这里却是字符串")
    }

    /// The console notes of the stand-ins are worded; the app's own lines are not.
    @Test func consoleNotesOfTheStandInsAreWorded() {
        let offline = "[LifecycleLab] LifecycleLab does not simulate a network (SLRequest) yet: the simulated device has no network: "
            + "the request fails as offline (NSURLErrorNotConnectedToInternet)"
        #expect(Words.speaking(.ru) { ConsoleNoteText.words(Substring(offline)) } == "[LifecycleLab] LifecycleLab пока не моделирует сеть (SLRequest): "
            + "у моделируемого устройства нет сети: запрос завершается ошибкой, как без подключения (NSURLErrorNotConnectedToInternet)")
        #expect(ConsoleNoteText.words(Substring(offline)) == offline)
        #expect(Words.speaking(.zhHans) { ConsoleNoteText.words("[LifecycleLab] AudioServicesPlaySystemSound: the simulated device plays no sounds and does not vibrate") }
                == "[LifecycleLab] AudioServicesPlaySystemSound：模拟设备不播放声音，也不振动")
        // An interpolated API stays as it is; a line of the app's own is untouched.
        #expect(Words.speaking(.zhHans) { ConsoleNoteText.words("[LifecycleLab] LifecycleLab does not simulate CloudKit (CKDatabase.save) yet") }
                == "[LifecycleLab] LifecycleLab 还没有模拟 CloudKit (CKDatabase.save)")
        #expect(Words.speaking(.ru) { ConsoleNoteText.words("send failed: notConnected") } == "send failed: notConnected")
    }

    @Test func displayWidthCountsWideCharactersTwice() {
        #expect(DisplayWidth.of("挂起") == 4)
        #expect(DisplayWidth.of("suspended") == 9)
        #expect(DisplayWidth.fitted("未运行abc", to: 7) == "未运行a")
        #expect(DisplayWidth.fitted("未运行", to: 5) == "未运 ")
    }
}
