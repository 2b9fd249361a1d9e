import Foundation
import LabCore
import Testing
@testable import LabLessons

/// lesson.yaml: what loads, and the FILE:LINE message for what does not.
@Suite struct LessonLoaderTests {
    /// Writes `yaml` as `<tmp>/Lessons/<id>/lesson.yaml` and loads the library.
    static func library(_ files: [String: String]) throws -> LessonLibrary {
        let root = NSTemporaryDirectory() + "lesson-loader-\(UUID().uuidString)/Lessons"
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

    @Test func aMalformedLessonNamesFileAndLineAndTheOthersLoad() throws {
        let bad = Self.good.replacingOccurrences(of: "id: a", with: "id: b")
            .replacingOccurrences(of: "- command: home", with: "- comand: home")
        let library = try Self.library(["a": Self.good, "b": bad])
        #expect(library.ids == ["a"])
        #expect(library.problems.map(\.text) == [
            "Lessons/b/lesson.yaml:14: unknown expectation \"comand\"; use sequence, never, state, window, windows, info-plist, build-setting, bundle-file, container-file, preference, console, shows, command, crash",
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
