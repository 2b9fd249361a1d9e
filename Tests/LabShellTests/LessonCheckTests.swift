import Foundation
import LabCore
import LabLessons
import Testing
@testable import LabShell

/// `lab lessons --check` (LessonCheck) on lessons made to be wrong
/// (`Transcripts/Projects/LessonAuthoring/Lessons`): each silent mistake of a lesson.yaml is
/// found and named with its lesson, step and reason; a right lesson passes.
@Suite struct LessonCheckTests {
    static let fixtures = TranscriptReplayTests.root + "/Transcripts/Projects/LessonAuthoring/Lessons"

    static func reasons(_ id: String) -> [String] {
        LessonCheck.problems(directory: fixtures, ids: [id]).map(\.text)
    }

    @Test func theSilentMistakesAreFound() {
        let found = Self.reasons("90-silent-mistakes")
        let expected = [
            "90-silent-mistakes: Lessons/90-silent-mistakes/lesson.yaml: some texts have no zh-Hans; translate them or list zh-Hans under untranslated",
            "90-silent-mistakes: there is no recap: — what the learner did and saw, shown when the lesson completes",
            "90-silent-mistakes, step look: expectation 1 names the command `veiws`, which the lab does not have — did you mean `views`?",
            "90-silent-mistakes, step look: solution.transcript does not complete the lesson: this step never passes",
            "90-silent-mistakes, step launch: `implemented hideGreeting` can never happen: a callback is named with its argument labels, such as hideGreeting(_:)",
            "90-silent-mistakes, step look: console \"Hello from the lab\": the solution never prints a line holding it",
            "90-silent-mistakes, step launch: Lessons/90-silent-mistakes/wrong/never-runs.transcript passes this step: the check does not catch the mistake",
        ]
        for reason in expected { #expect(found.contains(reason), "not found: \(reason)\nin: \(found)") }
    }

    @Test func aSharedOrderAndAWrongAppAreFound() {
        let found = Self.reasons("91-same-order")
        #expect(found.contains("91-same-order: Lessons/91-same-order/lesson.yaml: order 90 is also 90-silent-mistakes's; give each lesson its own"))
        #expect(found.contains("91-same-order: the starter's bundle identifier is com.example.FirstLaunch, but app: is com.example.Elsewhere; make them the same"))
        #expect(found.contains("91-same-order: the solution's bundle identifier is com.example.FirstLaunch, but app: is com.example.Elsewhere; make them the same"))
    }

    /// The lesson whose step asks for `views` after `home`: its solution completes it, its wrong
    /// transcript (views first, home after) does not pass the step.
    @Test func orderedCommandsPassOnlyInOrder() {
        #expect(Self.reasons("94-ordered-commands") == [])
        #expect(Self.reasons("94") == [], "a lesson's number names it")
    }

    /// The view, controller and navigation-stack expectations, each proven both ways: the
    /// solutions pass every step, the wrong transcripts are stopped at theirs — a hidden label
    /// (read from the device's `isHidden`, not printed), a button removed instead, `views`
    /// typed before `tap Hide`.
    @Test func screensTheNavigationStackAndHiddenViewsAreSeen() {
        #expect(Self.reasons("96-screens-and-views") == [])
        #expect(Self.reasons("97-navigation-stack") == [])
        #expect(Self.reasons("98-hide-greeting") == [])
    }

    @Test func aLessonThatDoesNotLoadIsAProblem() {
        #expect(Self.reasons("93-kind-typo") == ["93-kind-typo: Lessons/93-kind-typo/lesson.yaml:9: unknown expectation \"consol\"; did you mean `console`?"])
        #expect(Self.reasons("92") == ["92-tab-indent: Lessons/92-tab-indent/lesson.yaml:6: a tab character; YAML indents with spaces only — replace the tab with spaces"])
        #expect(Self.reasons("95-unquoted").first?.contains("a text holding \": \" reads as a new key") == true)
        #expect(Self.reasons("99-nowhere") == ["99-nowhere: there is no such lesson in \(Self.fixtures)"])
    }

    /// A Mac lesson (`device: mac`) that asks for what only the iPhone has is refused with its line.
    @Test func anIPhoneExpectationInAMacLessonIsNamed() {
        #expect(Self.reasons("89") == ["89-mac-iphone-only: Lessons/89-mac-iphone-only/lesson.yaml:11: `view` reads UIKit's key window and view tree, and this lesson runs on the Mac (device: mac); a Mac lesson checks sequence, never, state, windows, info-plist, build-setting, bundle-file, container-file, sandboxed, console, command"])
    }

    @Test func methodNamesAreReadAsCallbacksNameThem() {
        let names = SwiftMethodNames.declared(inSource: """
        @objc func hideGreeting(_ sender: UIButton) {}
        func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
        override func viewDidLoad() { super.viewDidLoad() }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { fatalError() }
        func make<T: Equatable>(value: T, handler: @escaping (T) -> Void) {}
        let functional = 1
        """)
        #expect(names == ["hideGreeting(_:)", "application(_:didFinishLaunchingWithOptions:)", "viewDidLoad()",
                          "tableView(_:cellForRowAt:)", "make(value:handler:)"])
    }

    /// `replay --update` keeps a lesson transcript whose steps passed changed unless forced.
    @Test func anOutcomeThatChangedIsSaid() {
        var same = LessonOutcome()
        same.note(expected: ["✓ step 1 of 2 passed"], actual: ["✓ step 1 of 2 passed"])
        #expect(same.change == nil)
        var lost = LessonOutcome()
        lost.note(expected: ["✓ step 1 of 1 passed", "★ lesson complete: A"], actual: ["✗ not yet"])
        #expect(lost.change == "it completed the lesson and no longer does (0 steps pass now, 1 before)")
        var gained = LessonOutcome()
        gained.note(expected: ["✓ step 1 of 2 passed"], actual: ["✓ step 1 of 2 passed", "✓ step 2 of 2 passed", "★ lesson complete: A"])
        #expect(gained.change == "it now completes the lesson, which it did not before")
        var first = LessonOutcome()
        first.note(expected: [], actual: ["✓ step 1 of 1 passed", "★ lesson complete: A"])
        #expect(first.change == nil, "a transcript's first recording")
    }

    @Test func lessonsAreFoundAsReplayFindsThem() throws {
        let root = NSTemporaryDirectory() + "lessons-location-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root + "/Lessons/01-a/Starter", withIntermediateDirectories: true)
        let deep = root + "/Lessons/01-a/Starter"
        let found = LessonsLocation.find(explicit: nil, environment: [:], currentDirectory: deep, sourceRoot: nil)
        #expect(found.directory.map { URL(fileURLWithPath: $0).standardizedFileURL.path } == URL(fileURLWithPath: root + "/Lessons").standardizedFileURL.path)
        let named = LessonsLocation.find(explicit: nil, environment: ["LAB_LESSONS": root + "/nowhere"], currentDirectory: deep, sourceRoot: nil)
        #expect(named == LessonsLocation(directory: nil, searched: root + "/nowhere"))
        let given = LessonsLocation.find(explicit: "../..", environment: ["LAB_LESSONS": "x"], currentDirectory: deep, sourceRoot: nil)
        #expect(given.directory == deep + "/../..")
        #expect(RelativePath.from(root + "/Transcripts", to: root + "/Lessons") == "../Lessons")
    }

    /// `lab lesson new`: a lesson folder that loads, in English with the other languages marked
    /// untranslated, with its projects and transcripts; an order already taken is refused.
    @Test func theScaffoldLoads() throws {
        let root = NSTemporaryDirectory() + "lesson-scaffold-\(UUID().uuidString)/Lessons"
        defer { try? FileManager.default.removeItem(atPath: (root as NSString).deletingLastPathComponent) }
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        _ = try LessonScaffold.create(id: "31-navigation-stack", from: nil, lessons: root)
        let library = LessonLibrary(directory: root)
        #expect(library.problems.map(\.text) == [])
        let lesson = try #require(library.lesson("31-navigation-stack"))
        #expect(lesson.order == 31 && lesson.untranslated == [.zhHans, .ru] && lesson.app == "com.example.EmptyWindow")
        for file in ["Starter/project.yml", "Solution/project.yml", "solution.transcript", "idle.transcript", "wrong"] {
            #expect(FileManager.default.fileExists(atPath: root + "/31-navigation-stack/" + file), "\(file) is made")
        }
        #expect(throws: CommandError.self) { try LessonScaffold.create(id: "31-other", from: nil, lessons: root) }
        #expect(throws: CommandError.self) { try LessonScaffold.create(id: "Navigation", from: nil, lessons: root) }
        _ = try LessonScaffold.create(id: "32-copied", from: "31", lessons: root)
        #expect(LessonLibrary(directory: root).lesson("32-copied")?.app == "com.example.EmptyWindow")
    }

    /// `lab lesson new ID --device mac`: a Mac lesson (`device: mac`) on the "Mac Window" sample;
    /// a lesson copied from it stays on the Mac, and cannot be copied onto the iPhone.
    @Test func theMacScaffoldLoads() throws {
        let root = NSTemporaryDirectory() + "lesson-scaffold-mac-\(UUID().uuidString)/Lessons"
        defer { try? FileManager.default.removeItem(atPath: (root as NSString).deletingLastPathComponent) }
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        _ = try LessonScaffold.create(id: "41-mac-windows", from: nil, device: .mac, lessons: root)
        let library = LessonLibrary(directory: root)
        #expect(library.problems.map(\.text) == [])
        let lesson = try #require(library.lesson("41-mac-windows"))
        #expect(lesson.macOS == .current && lesson.app == "com.example.MacWindow")
        let yaml = try String(contentsOfFile: root + "/41-mac-windows/lesson.yaml", encoding: .utf8)
        #expect(yaml.contains("\ndevice: mac\n"))
        let manifest = try String(contentsOfFile: root + "/41-mac-windows/Starter/project.yml", encoding: .utf8)
        #expect(manifest.contains("platform: macOS"))
        _ = try LessonScaffold.create(id: "42-mac-copied", from: "41", lessons: root)
        #expect(LessonLibrary(directory: root).lesson("42-mac-copied")?.macOS == .current)
        #expect(throws: CommandError.self) { try LessonScaffold.create(id: "43-on-iphone", from: "41", device: .iphone, lessons: root) }
    }
}

/// `lesson start` names a lesson that did not load, by id or number, with its file, line and reason.
@Suite struct LessonLoadMessageTests {
    @Test func aLessonThatDidNotLoadSaysWhy() throws {
        let session = try Session(workingDirectory: LessonCheckTests.fixtures)
        session.lessonsDirectory = LessonCheckTests.fixtures
        let lines = session.execute(line: "lesson start 92").lines
        #expect(lines == ["error: lesson 92 did not load: Lessons/92-tab-indent/lesson.yaml:6: a tab character; YAML indents with spaces only — replace the tab with spaces"])
        let unknown = session.execute(line: "lesson start 98-nowhere").lines
        #expect(unknown == ["error: no lesson \"98-nowhere\" in . (`lesson list` shows them)"])
    }
}
