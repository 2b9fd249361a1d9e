import Foundation
import LabCore
import LabLessons
import Testing
@testable import LabShell

/// The lesson engine inside a session: undo's exactness, lesson events in the JSON Lines
/// stream, the English fallback said once, progress written under the data directory.
@Suite struct LessonSessionTests {
    static let lessons = TranscriptReplayTests.root + "/Lessons"

    static func folder() throws -> String {
        let path = NSTemporaryDirectory() + "lesson-session-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    @Test func undoLeavesTheDeviceAsTheShorterSessionWould() throws {
        let lines = ["launch \"Empty Window\"", "call Mum", "answer", "hangup", "home", "wait 2s", "launch \"Truly Empty\""]
        let rewound = try Session()
        for line in lines { _ = rewound.execute(line: line) }
        #expect(rewound.execute(line: "undo").lines == ["undone: launch \"Truly Empty\" (the device was rebuilt from 6 commands)"])
        let shorter = try Session()
        for line in lines.dropLast() { _ = shorter.execute(line: line) }
        for probe in ["state", "state \"Empty Window\" --json", "log", "diagram"] {
            #expect(rewound.execute(line: probe) == shorter.execute(line: probe), "\(probe)")
        }
    }

    @Test func lessonEventsReachTheEventStream() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let session = try Session(workingDirectory: folder, eventStream: try EventStream(path: "events.jsonl", workingDirectory: folder))
        session.lessonsDirectory = Self.lessons
        for line in ["lesson start 01-first-launch", "run", "home", "launch FirstLaunch"] { _ = session.execute(line: line) }
        let text = try String(contentsOfFile: folder + "/events.jsonl", encoding: .utf8)
        let lessonLines = text.split(separator: "\n").filter { $0.contains(#""kind":"lesson""#) }
        #expect(lessonLines.count == 4)
        #expect(lessonLines.last?.contains(#""name":"lesson-complete""#) == true)
        #expect(lessonLines.last?.contains(#""lesson":"01-first-launch""#) == true)
    }

    @Test func progressIsSavedUnderTheDataDirectory() throws {
        let data = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: data) }
        let session = try Session()
        session.lessonsDirectory = Self.lessons
        session.dataDirectory = data
        for line in ["lesson start 01-first-launch", "run", "home"] { _ = session.execute(line: line) }
        #expect(try String(contentsOfFile: data + "/progress.txt", encoding: .utf8)
            == "# LifecycleLab lesson progress\ncurrent: 01-first-launch\n01-first-launch: step 3\n")
        #expect(FileManager.default.fileExists(atPath: data + "/workspace/01-first-launch/AppDelegate.swift"))
        // A second session resumes where the first stopped.
        let later = try Session()
        later.lessonsDirectory = Self.lessons
        later.dataDirectory = data
        #expect(later.execute(line: "lesson start 01-first-launch").lines.contains("Resuming at step 3 (`lesson reset` starts over)."))
        // Progress carried to another machine and back: the count is in words, not "lesson(s)".
        let exported = data + "/carried.txt"
        #expect(later.execute(line: "lesson export \(exported)").lines == ["progress written to \(exported)"])
        #expect(later.execute(line: "lesson import \(exported)").lines == ["progress from \(exported) merged: 1 lesson recorded"])
    }

    /// Two labs on one data folder, each finishing its own lesson: both lessons stay complete.
    @Test func twoSessionsOnOneDataFolderKeepBothLessons() throws {
        let data = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: data) }
        let one = try Session(), two = try Session()
        for session in [one, two] {
            session.lessonsDirectory = Self.lessons
            session.dataDirectory = data
        }
        _ = one.execute(line: "lesson start 01-first-launch")
        _ = two.execute(line: "lesson start 02-home-and-back")
        for line in ["run", "home", "launch FirstLaunch"] { _ = one.execute(line: line) }
        for line in ["run", "home", "launch HomeAndBack", "lock", "unlock"] { _ = two.execute(line: line) }
        #expect(one.lessonDesk.run?.isComplete == true)
        #expect(two.lessonDesk.run?.isComplete == true)
        let progress = try String(contentsOfFile: data + "/progress.txt", encoding: .utf8)
        #expect(progress.contains("01-first-launch: complete\n"))
        #expect(progress.contains("02-home-and-back: complete\n"))
        // Each lab sees the other's lesson as it stands on disk.
        #expect(one.progressStore.progress.lessons["02-home-and-back"] == .complete)
        #expect(two.progressStore.progress.lessons["01-first-launch"] == .complete)
    }

    @Test func aNewSessionResumesTheLessonInProgress() throws {
        let data = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: data) }
        let first = try Session()
        first.lessonsDirectory = Self.lessons
        first.dataDirectory = data
        for line in ["lesson start 01-first-launch", "run"] { _ = first.execute(line: line) }
        let later = try Session()
        later.lessonsDirectory = Self.lessons
        later.dataDirectory = data
        let said = try #require(later.resumeLessonInProgress())
        #expect(said.first?.hasPrefix("Welcome back") == true)
        #expect(said.contains("Resuming at step 2 (`lesson reset` starts over)."))
        #expect(later.lessonDesk.run?.stepIndex == 1)
        // Nothing in progress: nothing resumed, nothing said.
        _ = later.execute(line: "lesson quit")
        let third = try Session()
        third.lessonsDirectory = Self.lessons
        third.dataDirectory = data
        #expect(third.resumeLessonInProgress() == nil)
    }

    /// A guess given before quitting is there after a restart, and is dropped once its step passes.
    @Test func aGuessSurvivesARestart() throws {
        let data = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: data) }
        let first = try Session()
        first.lessonsDirectory = Self.lessons
        first.dataDirectory = data
        for line in ["lesson start 02-home-and-back", "lesson answer 2"] { _ = first.execute(line: line) }
        #expect(first.progressStore.progress.guesses["02-home-and-back"] == 2)
        let later = try Session()
        later.lessonsDirectory = Self.lessons
        later.dataDirectory = data
        let said = try #require(later.resumeLessonInProgress())
        #expect(said.contains("Your guess: 2. running in the background — now do the step and see."))
        #expect(later.lessonDesk.run?.currentGuess == 1)
        for line in ["run", "home"] { _ = later.execute(line: line) }
        #expect(later.lessonDesk.run?.stepIndex == 1)
        #expect(later.progressStore.progress.guesses["02-home-and-back"] == nil)
    }

    /// `lab --record` in a session that resumed a lesson at start-up: the recording starts
    /// with the commands that put a fresh device where the learner went on, so it replays.
    @Test func aRecordingOfAResumedLessonReplays() throws {
        let data = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: data) }
        let first = try Session()
        first.lessonsDirectory = Self.lessons
        first.dataDirectory = data
        for line in ["lesson start 02-home-and-back", "run", "home"] { _ = first.execute(line: line) }
        let later = try Session(workingDirectory: data)
        later.lessonsDirectory = Self.lessons
        later.dataDirectory = data
        let file = data + "/resumed.transcript"
        later.recorder = try TranscriptRecorder(path: file, displayPath: "resumed.transcript")
        _ = try #require(later.resumeLessonInProgress())
        for line in ["run", "home", "launch HomeAndBack"] { _ = later.execute(line: line) }
        later.recorder = nil
        let text = try String(contentsOfFile: file, encoding: .utf8)
        #expect(text.hasPrefix("lab> lesson start 02-home-and-back --step 2\n"))
        #expect(!text.contains(data), "no path of the learner's machine")
        let transcript = try Transcript.load(path: file, name: "resumed")
        let replay = try Session(workingDirectory: data)
        replay.lessonsDirectory = Self.lessons
        for step in transcript.steps {
            #expect(replay.execute(line: step.command).lines == transcript.expectedOutput(of: step), "\(step.command)")
        }
        #expect(replay.lessonDesk.run?.stepIndex == 2)
    }

    @Test func resetMovesTheLearnersEditsAsideAndKeepsAnUntouchedStarterQuiet() throws {
        let data = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: data) }
        let session = try Session()
        session.lessonsDirectory = Self.lessons
        session.dataDirectory = data
        _ = session.execute(line: "lesson start 09-truly-empty")
        let workspace = data + "/workspace/09-truly-empty"
        // Untouched: replaced without a word about moving anything.
        #expect(!session.execute(line: "lesson reset").lines.contains { $0.contains("moved aside") })
        try "// my own work\n".write(toFile: workspace + "/AppDelegate.swift", atomically: true, encoding: .utf8)
        let lines = session.execute(line: "lesson reset").lines
        #expect(lines.contains("Your edited project was moved aside, not deleted: \(workspace).before-reset"))
        #expect(try String(contentsOfFile: workspace + ".before-reset/AppDelegate.swift", encoding: .utf8) == "// my own work\n")
        #expect(try String(contentsOfFile: workspace + "/AppDelegate.swift", encoding: .utf8) != "// my own work\n")
        // A second reset of edited work takes the next free name.
        try "// again\n".write(toFile: workspace + "/AppDelegate.swift", atomically: true, encoding: .utf8)
        #expect(session.execute(line: "lesson reset").lines.contains("Your edited project was moved aside, not deleted: \(workspace).before-reset.2"))
    }

    @Test func undoTakesTheLessonBackWithTheDevice() throws {
        let data = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: data) }
        let session = try Session()
        session.lessonsDirectory = Self.lessons
        session.dataDirectory = data
        for line in ["lesson start 01-first-launch", "run", "home"] { _ = session.execute(line: line) }
        #expect(session.lessonDesk.run?.stepIndex == 2)
        let lines = session.execute(line: "undo").lines
        #expect(lines.contains("The lesson is back at step 2 of 3."))
        #expect(session.lessonDesk.run?.stepIndex == 1)
        #expect(try String(contentsOfFile: data + "/progress.txt", encoding: .utf8).contains("01-first-launch: step 2"))
        // The step's events count from where it began: doing it again passes it.
        #expect(session.execute(line: "home").lines.contains("✓ step 2 of 3 passed"))
    }

    @Test func aHintTiedToAFactThatHoldsIsPassedOver() throws {
        let session = try Session(workingDirectory: Self.lessons + "/17-silent-push")
        session.lessonsDirectory = Self.lessons
        for line in ["lesson start 17-silent-push", "run", "home", "push Scores --silent"] { _ = session.execute(line: line) }
        // Step 2: the Info.plist (fact 1) is right once the finished project is installed; the push is still to come.
        _ = session.execute(line: "run Solution")
        #expect(session.lessonDesk.run?.stepIndex == 1)
        #expect(session.execute(line: "lesson hint").lines.first == "Hint 1 of 3:")
        // Hint 2 is about the Info.plist, which holds: passed over for hint 3, about the handler.
        #expect(session.execute(line: "lesson hint").lines.first == "Hint 3 of 3:")
        #expect(session.execute(line: "lesson hint").lines == ["No more hints for this step; `lesson solution` shows one way through."])
        #expect(session.execute(line: "lesson hint 1").lines.first == "Hint 1 of 3:")
    }

    @Test func aCompleteLessonOpensAsComplete() throws {
        let data = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: data) }
        let session = try Session()
        session.lessonsDirectory = Self.lessons
        session.dataDirectory = data
        for line in ["lesson start 01-first-launch", "run", "home", "launch FirstLaunch"] { _ = session.execute(line: line) }
        let lines = session.execute(line: "lesson start 1").lines
        #expect(lines.contains { $0.hasPrefix("This lesson is complete. Your workspace holds your finished code: \(data)/workspace/01-first-launch.") })
        #expect(!lines.contains { $0.hasPrefix("Step 1 of") })
        #expect(try String(contentsOfFile: data + "/progress.txt", encoding: .utf8).contains("01-first-launch: complete"))
    }

    @Test func aMissingTranslationFallsBackToEnglishAndSaysSoOnce() throws {
        let root = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root + "/Lessons/x", withIntermediateDirectories: true)
        try """
        id: x
        order: 1
        app: com.example.EmptyWindow
        untranslated: [ru]
        title: {en: Home, zh-Hans: 主屏幕}
        summary: {en: Press Home., zh-Hans: 按主屏幕按钮。}
        steps:
          - id: home
            text: {en: Press `home`., zh-Hans: 按 `home`。}
            expect:
              - command: home
        """.write(toFile: root + "/Lessons/x/lesson.yaml", atomically: true, encoding: .utf8)
        let session = try Session()
        session.lessonsDirectory = root + "/Lessons"
        session.lessonDesk.language = .ru
        let first = session.execute(line: "lesson start x").lines
        #expect(first.prefix(2) == ["У этого урока ещё нет русского перевода; показан английский текст.", "Урок 1: Home"])
        #expect(!session.execute(line: "lesson start x").lines.contains { $0.hasPrefix("У этого урока") })
        #expect(session.execute(line: "home").lines.suffix(2) == ["★ урок пройден: Home", "Это был последний урок. Отлично!"])
    }

    @Test func tabCompletesLessonIds() throws {
        let session = try Session()
        session.lessonsDirectory = Self.lessons
        let completer = Completer(session: session)
        #expect(completer.complete(line: "lesson start 01", cursor: 15).candidates == ["01-first-launch"])
        #expect(completer.complete(line: "lesson st", cursor: 9).candidates == ["start"])
        #expect(completer.complete(line: "lesson start 1", cursor: 14).candidates.contains("10-root-nib"))
    }
}
