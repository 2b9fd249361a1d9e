import Foundation
import Testing
import LabCore
@testable import LabShell

/// `run --watch`: a save in the project folder rebuilds and relaunches, says which callbacks
/// changed, and a recording of it replays exactly. Driven step by step: the edit is written,
/// then the session reads what inotify queued (the kernel queues it as the write returns), so
/// nothing waits on a clock.
@Suite struct WatchModeTests {
    init() { TestHome.prepare() }

    static let project = """
        name: Watched
        targets:
          Watched:
            type: application
            platform: iOS
        """

    static func delegate(_ methods: String) -> String {
        """
        import UIKit

        @main
        class AppDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?

            func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                print("launched")
                return true
            }
        \(methods)
        }
        """
    }

    @Test func aSaveRebuildsRelaunchesAndShowsTheChangedCallbacks() throws {
        let folder = try #require(TemporaryFolder.make(prefix: "watch-test-"))
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let projectFolder = folder + "/Watched"
        try FileManager.default.createDirectory(atPath: projectFolder, withIntermediateDirectories: true)
        try Self.project.write(toFile: projectFolder + "/project.yml", atomically: true, encoding: .utf8)
        try Self.delegate("").write(toFile: projectFolder + "/AppDelegate.swift", atomically: false, encoding: .utf8)

        let session = try Session(workingDirectory: folder)
        let transcript = folder + "/watch.transcript"
        session.recorder = try TranscriptRecorder(path: transcript, displayPath: "watch.transcript")
        let first = session.execute(line: "run --watch Watched")
        #expect(!first.failed, "\(first.lines)")
        #expect(session.watch != nil)
        #expect(session.handleSaves() == nil)

        // The learner's editor saves a new method.
        try Self.delegate("""
            func applicationDidBecomeActive(_ application: UIApplication) {
                print("active")
            }
        """).write(toFile: projectFolder + "/AppDelegate.swift", atomically: false, encoding: .utf8)
        let lines = try #require(session.handleSaves())
        #expect(lines.first == "▸ saved AppDelegate.swift: rebuilding and relaunching")
        #expect(lines.contains("lab> run Watched"))
        #expect(lines.contains("      │ active"))
        #expect(lines.suffix(2) == ["changes in the lifecycle since the last run:", "  + AppDelegate.applicationDidBecomeActive(_:)"])
        #expect(session.handleSaves() == nil)

        // The prompt is still there: other commands run meanwhile.
        #expect(!session.execute(line: "home").failed)
        #expect(session.execute(line: "watch stop").lines == ["stopped watching the project folder"])
        #expect(session.watch == nil)
        session.recorder = nil

        // The recording names copies of the project as each run saw it, and replays exactly,
        // though the folder has changed since.
        let recorded = try String(contentsOfFile: transcript, encoding: .utf8)
        #expect(recorded.contains("lab> run --watch watch-projects/watch-1\n"))
        #expect(recorded.contains("# saved AppDelegate.swift: rebuilding and relaunching\nlab> run watch-projects/watch-2\n"))
        #expect(recorded.contains("#   + AppDelegate.applicationDidBecomeActive(_:)\n"))
        try Self.delegate("").write(toFile: projectFolder + "/AppDelegate.swift", atomically: false, encoding: .utf8)
        let result = Replayer().replay(path: transcript, name: "watch.transcript")
        #expect(result.status == .passed, "\(result.report)")
    }

    @Test func changesBetweenRunsAreAddedRemovedOrReordered() {
        let changes = CallbackChanges(from: ["A.a", "A.b", "A.c"], to: ["A.c", "A.b", "A.d"])
        #expect(changes.added == ["A.d"])
        #expect(changes.removed == ["A.a"])
        #expect(changes.reordered == ["A.c", "A.b"])
        #expect(CallbackChanges(from: ["A.a"], to: ["A.a"]).isEmpty)
        // A callback that ran twice and now once lost one run.
        #expect(CallbackChanges(from: ["A.a", "A.a"], to: ["A.a"]).removed == ["A.a"])
    }

    /// During a lesson with a starter project, the prompt watches the lesson's project: a save
    /// rebuilds with the lesson's `run`; `watch stop` keeps it off for that lesson; the watch
    /// ends with the lesson.
    @Test func aLessonWatchesItsProject() throws {
        let lessons = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Lessons").path
        let session = try Session(workingDirectory: lessons)
        session.lessonsDirectory = lessons
        #expect(session.watchLessonProject() == nil)
        #expect(!session.execute(line: "lesson start 12-save-before-killed").failed)
        let shown = try #require(session.watchLessonProject())
        #expect(shown == ["watching the lesson's project: a save rebuilds and relaunches the app and checks the step (`watch stop` or Ctrl-C ends it)"])
        #expect(session.watch?.lessonID == "12-save-before-killed")
        #expect(session.watchLessonProject() == nil)

        let workspace = try session.lessonDesk.workspace(for: "12-save-before-killed", dataDirectory: session.dataDirectory)
        let delegate = workspace + "/AppDelegate.swift"
        let source = try String(contentsOfFile: delegate, encoding: .utf8)
        try (source + "\n// saved\n").write(toFile: delegate, atomically: false, encoding: .utf8)
        let lines = try #require(session.handleSaves())
        #expect(lines.first == "▸ saved AppDelegate.swift: rebuilding and relaunching")
        #expect(lines.contains("lab> run"))

        #expect(session.execute(line: "watch stop").lines == ["stopped watching the project folder"])
        #expect(session.watchLessonProject() == nil)
        #expect(session.watch == nil)

        // Another lesson is watched again; leaving it ends its watch.
        #expect(!session.execute(line: "lesson start 01-first-launch").failed)
        #expect(session.watchLessonProject() != nil)
        _ = session.execute(line: "lesson quit")
        #expect(session.watchLessonProject() == nil)
        #expect(session.watch == nil)
    }
}
