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
        return keys.union(consoleNoteKeys).union(SDKConsoleNotes.keys)
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

    /// The phrases the SDK fills into a note are worded too: a list item by item, a reason whole;
    /// a name (a file, a class) stays as it is.
    @Test func phrasesTheSDKFillsInAreWorded() {
        let scene = "[LifecycleLab] GameScene.sks: LifecycleLab reads a scene file's sizes, nodes, names, positions and labels; "
            + "not its actions, physics bodies (the nodes are made without them)"
        #expect(Words.speaking(.zhHans) { ConsoleNoteText.words(Substring(scene)) }
                == "[LifecycleLab] GameScene.sks：LifecycleLab 读取场景文件的尺寸、节点、名称、位置和标签，但不读取其中的 动作，物理体（创建的节点不含这些）")
        let image = "[LifecycleLab] the image 'Logo' is an interlaced PNG, which the lab does not decode: it has a size but no pixels"
        #expect(Words.speaking(.ru) { ConsoleNoteText.words(Substring(image)) }.contains("PNG с чересстрочной развёрткой"))
        #expect(!Words.speaking(.ru) { ConsoleNoteText.words(Substring(image)) }.contains("interlaced"))
        #expect(ConsoleNoteText.words(Substring(scene)) == scene)
    }

    /// The simulated SDK's own console notes (`SDKConsoleNotes`) are found where they are printed.
    @Test func theSDKNotesAreFound() {
        let notes = SDKConsoleNotes.found.notes.map(\.text)
        #expect(SDKConsoleNotes.modules.contains("UIKit") && SDKConsoleNotes.modules.contains("SpriteKit"))
        #expect(notes.contains("[LifecycleLab] the colour '%@' has no value the lab knows (no colour set of the asset catalog has that name); it is drawn as mid grey"))
        #expect(notes.contains("[LifecycleLab] LifecycleLab does not simulate beacons and region monitoring yet: no beacon is ever in range and no region is entered"))
        #expect(notes.contains("[LifecycleLab] %@: LifecycleLab does not run SpriteKit shaders: nodes draw without them"))
        #expect(notes.contains { $0.hasPrefix("[LifecycleLab] outlet %@ is declared %@, but the nib connects a %@; iOS would store it anyway") })
        #expect(SDKConsoleNotes.found.phrases.map(\.text).contains("long press"))
        #expect(SDKConsoleNotes.keys.contains("[LifecycleLab] %@: the simulated device has no %@, so it never shows; its delegate is not asked"))
        #expect(notes.count >= 50)
    }

    /// Every console note of the SDK's own reads in the learner's language, names filled in.
    @Test(arguments: languages)
    func everyNoteOfTheSDKIsWorded(_ language: Language) {
        let notes = SDKConsoleNotes.found.notes.filter { !SDKConsoleNotes.keys(of: $0.text).isEmpty }
        let english = notes.filter { note in
            let line = SDKConsoleNotes.example(note.text)
            return Words.speaking(language) { ConsoleNoteText.words(Substring(line)) } == line
        }.map { "Sources/\($0.file):\($0.line): \($0.text)" }
        #expect(english.isEmpty, "console notes of the SDK's own that stay English in \(language.rawValue):\n\(english.joined(separator: "\n"))")
    }

    /// iOS's own console texts the simulated SDK writes as iOS does (untranslated, as on a
    /// device), and a text that never reaches the lab's console: (file under Sources, start, why).
    static let textsNotTheLabs: [(file: String, starts: String, why: String)] = [
        ("UIKit/UIViewController.swift", "Warning: Attempt to present %@ on %@ which is already presenting", "UIKit's warning, as iOS logs it"),
        ("UIKit/UIViewController.swift", "Warning: Attempt to present %@ on %@ whose view is not in the window hierarchy!", "UIKit's warning, as iOS logs it"),
        ("UIKit/UIViewController.swift", "Warning: Attempt to present %@ on %@ while a presentation is in progress!", "UIKit's warning, as iOS logs it"),
        ("UIKit/UIViewController.swift", "Warning: Attempt to dismiss from view controller %@ while a presentation or dismiss is in progress!", "UIKit's warning, as iOS logs it"),
        ("UIKit/ContainerControllers.swift", "setViewControllers:animated: called on <%@> while an existing transition", "UINavigationController's log line, as iOS writes it"),
        ("UIKit/ContainerControllers.swift", "%@ called on <%@> while an existing transition or presentation is occurring", "UINavigationController's log line, as iOS writes it"),
        ("UIKit/ContainerControllers.swift", "nested %@ animation can result in a corrupted navigation bar", "UINavigationController's log line, as iOS writes it"),
        ("UIKit/NSDiffableDataSourceSnapshot.swift", "There are currently no sections in the data source.", "the snapshot's assertion, in iOS's words"),
        ("UIKit/Runtime/SelectorArguments.swift", "Could not cast value of type '%@' to '%@'", "the Swift runtime's words for a failed cast"),
        ("UIKit/Runtime/LabBridge.swift", "*** Terminating app due to uncaught exception '%@', reason: '%@'", "iOS's last line for an uncaught exception, written only when the app runs outside the lab"),
        ("UIKit/Runtime/AppRuntime.swift", "This app runs inside LifecycleLab: `lab` launches it on its simulated device.", "written only when the app is started by hand, outside the lab, whose console never sees it"),
        ("SpriteKit/SKTexture.swift", "SKTexture: Error loading image resource:", "SpriteKit's log line, as iOS writes it"),
        ("Contacts/CNContact.swift", "CNPropertyNotFetchedException: A property was not requested when contact was fetched", "the Contacts framework's exception and its reason, in iOS's words"),
        ("UIKit/AnyObjectMethods.swift", "Unexpectedly found nil while implicitly unwrapping an Optional value", "the Swift runtime's words for an implicitly unwrapped method the object lacks, as on iOS, with the names in brackets"),
        ("LabCombine/Published.swift", "@Published is only available on properties of classes", "Combine's own message, as Swift writes it on iOS"),
    ]

    /// A sentence the SDK writes to the console without the `[LifecycleLab] ` marker is iOS's
    /// own (listed, with why) or a note of the lab's own that `ConsoleNoteText` cannot word.
    @Test func everyOtherConsoleTextOfTheSDKIsIOSsOwn() {
        let unlisted = SDKConsoleNotes.otherSentences.filter { found in
            !Self.textsNotTheLabs.contains { found.file == $0.file && found.text.hasPrefix($0.starts) }
        }.map { "Sources/\($0.file):\($0.line): \($0.text)" }
        #expect(unlisted.isEmpty, "console texts of the SDK without the [LifecycleLab] marker (a note of the lab's own starts with it; iOS's words are listed here):\n\(unlisted.joined(separator: "\n"))")
        for listed in Self.textsNotTheLabs {
            #expect(SDKConsoleNotes.otherSentences.contains { $0.file == listed.file && $0.text.hasPrefix(listed.starts) },
                    "no longer in the SDK: \(listed.file): \(listed.starts)" as Comment)
        }
    }

    @Test func displayWidthCountsWideCharactersTwice() {
        #expect(DisplayWidth.of("挂起") == 4)
        #expect(DisplayWidth.of("suspended") == 9)
        #expect(DisplayWidth.fitted("未运行abc", to: 7) == "未运行a")
        #expect(DisplayWidth.fitted("未运行", to: 5) == "未运 ")
    }
}
