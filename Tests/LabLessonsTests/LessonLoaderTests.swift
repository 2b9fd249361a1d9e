import Foundation
import LabCore
import Testing
@testable import LabLessons

/// lesson.yaml: what loads, and the FILE:LINE message for what does not.
@Suite struct LessonLoaderTests {
    /// Writes `yaml` as `<tmp>/Lessons/<id>/lesson.yaml` and loads the library.
    static func library(_ files: [String: String], curriculum: String? = nil) throws -> LessonLibrary {
        let root = NSTemporaryDirectory() + "lesson-loader-\(UUID().uuidString)/Lessons"
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        if let curriculum { try curriculum.write(toFile: "\(root)/curriculum.yaml", atomically: true, encoding: .utf8) }
        for (id, yaml) in files {
            try FileManager.default.createDirectory(atPath: "\(root)/\(id)", withIntermediateDirectories: true)
            try yaml.write(toFile: "\(root)/\(id)/lesson.yaml", atomically: true, encoding: .utf8)
        }
        defer { try? FileManager.default.removeItem(atPath: (root as NSString).deletingLastPathComponent) }
        return LessonLibrary(directory: root)
    }

    static let good = """
    id: a
    order: 1
    app: com.example.A
    title: {en: A, zh-Hans: 甲, ru: А}
    summary: {en: S, zh-Hans: 摘要, ru: Итог}
    steps:
      - id: one
        text: {en: Do it, zh-Hans: 做, ru: Сделайте}
        expect:
          - sequence: [state notRunning -> inactive, callback applicationDidBecomeActive(_:)]
            not-between: [crash]
          - window: {key: true, visible: true, root: UIViewController, view-from: code}
          - info-plist: {key: UIBackgroundModes, value: fetch}
          - command: home
        hints:
          - {en: Hint, zh-Hans: 提示, ru: Подсказка}
    """

    @Test func aGoodLessonLoads() throws {
        let library = try Self.library(["a": Self.good])
        #expect(library.problems == [])
        let lesson = try #require(library.lesson("a"))
        #expect(lesson.steps.count == 1)
        #expect(lesson.steps[0].expectations.count == 4)
        #expect(lesson.iosVersion == Device.defaultIOSVersion)
        #expect(lesson.isTranslated(into: .ru))
        #expect(library.validate() == [])
    }

    /// A prediction: the question, choices each decided by an observation; malformed ones named.
    @Test func aPredictionLoadsAndItsChoicesAreMatched() throws {
        let asking = Self.good.replacingOccurrences(of: "    expect:\n", with: """
            predict:
              question: {en: Which state?, zh-Hans: 哪个状态？, ru: Какое состояние?}
              choices:
                - text: {en: running in the background, zh-Hans: 在后台运行, ru: работает в фоне}
                  observed: {state: background}
                - text: {en: suspended, zh-Hans: 挂起, ru: приостановлено}
                  observed: {sequence: [state suspended]}
            expect:

        """)
        let library = try Self.library(["a": asking])
        #expect(library.problems == [])
        let prediction = try #require(library.lesson("a")?.steps[0].predict)
        #expect(prediction.choices.count == 2)
        #expect(prediction.choice(matching: "2", language: .en) == 1)
        #expect(prediction.choice(matching: "Background", language: .en) == 0)
        #expect(prediction.choice(matching: "挂起", language: .zhHans) == 1)
        #expect(prediction.choice(matching: "3", language: .en) == nil)
        #expect(prediction.choice(matching: "e", language: .en) == nil, "words in several choices decide nothing")
        #expect(library.validate() == [])

        let oneChoice = asking.replacingOccurrences(of: """
                - text: {en: suspended, zh-Hans: 挂起, ru: приостановлено}
                  observed: {sequence: [state suspended]}

        """, with: "")
        #expect(try Self.library(["a": oneChoice]).problems.map(\.text) == ["Lessons/a/lesson.yaml:10: predict needs at least two choices"])
        let undecided = asking.replacingOccurrences(of: "          observed: {state: background}\n", with: "")
        #expect(try Self.library(["a": undecided]).problems.first?.text.contains("a choice needs text and observed") == true)
    }

    /// curriculum.yaml: units in order; a lesson folder it does not list, or an id it lists
    /// without a folder, is named with what to do.
    @Test func theCurriculumOrdersAndNamesWhatIsMissing() throws {
        let b = Self.good.replacingOccurrences(of: "id: a", with: "id: b").replacingOccurrences(of: "order: 1", with: "order: 2")
        let curriculum = """
        units:
          - title: {en: First, zh-Hans: 一, ru: Первый}
            lessons: [b, {id: a, optional: true}, c]
        """
        let library = try Self.library(["a": Self.good, "b": b], curriculum: curriculum)
        #expect(library.ids == ["b", "a"])
        #expect(library.isOptional("a"))
        #expect(library.lesson(after: "b") == nil, "lesson next passes an optional lesson by")
        #expect(library.validate().map(\.text) == ["Lessons/curriculum.yaml:3: c is listed, but there is no lesson folder Lessons/c; remove the line or fix the id"])
        let unlisted = try Self.library(["a": Self.good, "b": b], curriculum: curriculum.replacingOccurrences(of: ", c]", with: "]")
            .replacingOccurrences(of: "[b, ", with: "["))
        #expect(unlisted.validate().map(\.text) == ["Lessons/curriculum.yaml: b is in no unit; every lesson folder must be listed once — add a new lesson under the unit it belongs to"])
    }

    @Test func aMalformedLessonNamesFileAndLineAndTheOthersLoad() throws {
        let bad = Self.good.replacingOccurrences(of: "id: a", with: "id: b")
            .replacingOccurrences(of: "- command: home", with: "- comand: home")
        let library = try Self.library(["a": Self.good, "b": bad])
        #expect(library.ids == ["a"])
        #expect(library.problems.map(\.text) == [
            "Lessons/b/lesson.yaml:14: unknown expectation \"comand\"; did you mean `command`?",
        ])
    }

    @Test func aBadEventPhraseIsNamed() throws {
        let bad = Self.good.replacingOccurrences(of: "state notRunning -> inactive", with: "state sleeping")
        let library = try Self.library(["a": bad])
        #expect(library.problems.first?.line == 10)
        #expect(library.problems.first?.message.hasPrefix("`state` takes a state") == true)
    }

    @Test func brokenYAMLGivesItsLine() throws {
        let library = try Self.library(["a": "id: a\norder: [1\n"])
        #expect(library.problems.first?.file == "Lessons/a/lesson.yaml")
        #expect(library.problems.first?.message.hasPrefix("YAML is malformed") == true)
    }

    @Test func aMissingTranslationFailsValidationUnlessMarked() throws {
        let partial = Self.good.replacingOccurrences(of: ", ru: Сделайте", with: "")
        #expect(try Self.library(["a": partial]).validate().map(\.message)
            == ["some texts have no ru; translate them or list ru under untranslated"])
        let marked = partial + "\nuntranslated: [ru]\n"
        #expect(try Self.library(["a": marked]).validate() == [])
    }

    @Test func theIdMustBeTheFolderName() throws {
        let library = try Self.library(["other": Self.good])
        #expect(library.problems.first?.message == "id \"a\" differs from the folder name \"other\"; make them the same")
    }
}

/// Feedback: ✗ names the failing fact in plain words; hints tied to a fact; `never:` counts
/// from the app's latest launch.
@Suite struct LessonFeedbackTests {
    @Test func eventPatternsReadAsWordsNotSyntax() throws {
        let phrases = ["state suspended -> notRunning", "callback applicationDidEnterBackground(_:)", "implemented viewDidLoad()",
                       "action home", "crash 0x8badf00d", "console saved"]
        let words = try phrases.map { try EventPattern.parse($0).get().words(in: .en) }
        #expect(words == ["the app goes from suspended to not running", "UIKit calls applicationDidEnterBackground(_:)",
                          "your viewDidLoad() runs", "you use `home`", "the app is ended with code 0x8badf00d",
                          "the app prints a line with \"saved\""])
        for language in Language.allCases {
            for phrase in phrases {
                let text = try EventPattern.parse(phrase).get().words(in: language)
                #expect(!text.contains("->") && !text.hasPrefix("callback ") && !text.hasPrefix("action "), "\(language): \(text)")
            }
        }
    }

    /// `advice NAME` matches the lab's own warning by its fact's name, whatever its words.
    @Test func adviceIsMatchedByItsName() throws {
        let app = "com.example.A"
        let pattern = try EventPattern.parse("advice fetchModeMissing").get()
        #expect(pattern.matches(Event(seq: 1, t: 0, app: app, kind: .advice(.fetchModeMissing(app: "A"))), app: app))
        #expect(!pattern.matches(Event(seq: 2, t: 0, app: app, kind: .advice(.remoteNotificationModeMissing(app: "A"))), app: app))
        #expect(!pattern.matches(Event(seq: 3, t: 0, app: app, kind: .warning(text: "fetchModeMissing")), app: app))
        if case .success = EventPattern.parse("advice noSuchFact") { Issue.record("an unknown fact is refused") }
    }

    /// `called-in-time TEXT` matches a completion called before its deadline whose name holds
    /// TEXT; `not-called-in-time` one that was not; both are the learner's work.
    @Test func aCompletionInTimeIsAnEvent() throws {
        let app = "com.example.A"
        let inTime = try EventPattern.parse("called-in-time setTaskCompleted").get()
        let late = try EventPattern.parse("not-called-in-time setTaskCompleted").get()
        let met = Event(seq: 1, t: 0, app: app, kind: .deadline(what: .setTaskCompleted(success: false), met: true))
        let missed = Event(seq: 2, t: 0, app: app, kind: .deadline(what: .setTaskCompleted(success: nil), met: false))
        #expect(inTime.matches(met, app: app) && !inTime.matches(missed, app: app))
        #expect(late.matches(missed, app: app) && !late.matches(met, app: app))
        #expect(!inTime.matches(met, app: "com.example.Other"))
        #expect(try EventPattern.parse("called-in-time setTaskCompleted(success: true)").get().matches(met, app: app) == false)
        #expect(inTime.isLearnersWork && late.isLearnersWork)
        #expect(inTime.words(in: .en) == "the app calls setTaskCompleted in time")
        if case .success = EventPattern.parse("called-in-time") { Issue.record("a completion needs its name") }
    }

    /// `view:` loads its keys; a frame takes four numbers and an origin two, and a wrong count is named.
    @Test func aViewExpectationLoadsItsFacts() throws {
        let yaml = LessonLoaderTests.good.replacingOccurrences(of: "- command: home", with: "- view: {class: CardView, superview: UIView, origin: [16, 16], above: ShineView}")
        let library = try LessonLoaderTests.library(["a": yaml])
        #expect(library.problems == [])
        let view = try #require(library.lesson("a")?.steps[0].expectations[3].expectation as? ViewExpectation)
        #expect(view.className == "CardView" && view.superviewClass == "UIView" && view.above == "ShineView")
        #expect(view.origin?.x == 16 && view.origin?.y == 16 && view.frame == nil)
        #expect(view.description(in: .en) == "a CardView on screen: inside a UIView, frame starting at (16, 16), drawn over the ShineView")
        let bad = LessonLoaderTests.good.replacingOccurrences(of: "- command: home", with: "- view: {class: CardView, frame: [0, 0, 10]}")
        #expect(try LessonLoaderTests.library(["a": bad]).problems.map(\.text) == ["Lessons/a/lesson.yaml:14: frame takes 4 numbers: [x, y, width, height]"])
    }

    @Test func aSequenceNamesTheFirstEventThatHasNotHappened() throws {
        let sequence = SequenceExpectation(patterns: try ["state notRunning -> inactive", "callback applicationDidBecomeActive(_:)"].map { try EventPattern.parse($0).get() })
        var scanner = try #require(sequence.makeScanner())
        let device = Device()
        let launched = Event(seq: 1, t: 0, app: "com.example.A", kind: .state(from: .notRunning, to: .inactive))
        scanner.feed(launched, app: "com.example.A")
        let context = CheckContext(device: device, app: "com.example.A", events: [])
        #expect(sequence.failure(in: context, scanner: scanner, language: .en)
            == "not yet: UIKit calls applicationDidBecomeActive(_:) (so far: the app goes from not running to inactive)")
    }

    @Test func aNeverCheckCountsFromTheLatestLaunch() throws {
        let never = NeverExpectation(pattern: try EventPattern.parse("crash").get())
        var scanner = try #require(never.makeScanner())
        let app = "com.example.A"
        scanner.feed(Event(seq: 1, t: 0, app: app, kind: .state(from: .notRunning, to: .inactive)), app: app)
        scanner.feed(Event(seq: 2, t: 0, app: app, kind: .crash(cause: .fault(reason: "boom", exceptionType: "EXC_CRASH (SIGABRT)"), code: "SIGABRT")), app: app)
        #expect(!scanner.isSatisfied)
        scanner.feed(Event(seq: 3, t: 0, app: app, kind: .state(from: .inactive, to: .notRunning)), app: app)
        #expect(!scanner.isSatisfied, "still the same attempt until the app is launched again")
        scanner.feed(Event(seq: 4, t: 0, app: app, kind: .state(from: .notRunning, to: .inactive)), app: app)
        #expect(scanner.isSatisfied, "a new launch is a new attempt")
        #expect(never.waitsForTheRest)
    }

    @Test func hintsCarryAFactAndOneOutOfRangeIsNamed() throws {
        let yaml = LessonLoaderTests.good.replacingOccurrences(of: "      - {en: Hint, zh-Hans: 提示, ru: Подсказка}",
                                                               with: "      - {en: Hint, zh-Hans: 提示, ru: Подсказка, fact: 2}")
        let library = try LessonLoaderTests.library(["a": yaml])
        #expect(library.lessons.first?.steps.first?.hints.first?.fact == 2)
        let wrong = yaml.replacingOccurrences(of: "fact: 2", with: "fact: 9")
        let problems = try LessonLoaderTests.library(["a": wrong]).problems.map(\.message)
        #expect(problems.first?.contains("has a hint for fact 9, but only 4 expectations") == true, "\(problems)")
    }

    @Test func aFailMessageLoadsInEveryLanguage() throws {
        let yaml = LessonLoaderTests.good.replacingOccurrences(of: "      - command: home",
                                                               with: "      - command: home\n        fail: {en: Press Home, zh-Hans: 按主屏幕, ru: Нажмите Домой}")
        let lesson = try #require(try LessonLoaderTests.library(["a": yaml]).lessons.first)
        #expect(lesson.steps[0].expectations[3].fail?.text(in: .ru) == "Нажмите Домой")
        #expect(lesson.isTranslated(into: .zhHans))
    }
}
