import Foundation
import Testing
@testable import LabLessons

/// Progress: its text form, atomic saving, a corrupt file kept aside, merging an import.
@Suite struct ProgressTests {
    static func folder() throws -> String {
        let path = NSTemporaryDirectory() + "lesson-progress-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    @Test func roundTripsAsText() throws {
        let progress = LessonProgress(current: "b", lessons: ["a": .complete, "b": .atStep(2)])
        #expect(progress.text == "# LifecycleLab lesson progress\ncurrent: b\na: complete\nb: step 2\n")
        #expect(try LessonProgress.parse(progress.text, file: "p") == progress)
    }

    /// A guess rides on its step's line, and goes when the lesson moves to another step.
    @Test func aGuessIsKeptWithItsStep() throws {
        var progress = LessonProgress(current: "b", lessons: ["b": .atStep(1)], guesses: ["b": 3])
        #expect(progress.text == "# LifecycleLab lesson progress\ncurrent: b\nb: step 1, guess 3\n")
        #expect(try LessonProgress.parse(progress.text, file: "p") == progress)
        #expect(throws: LessonError.self) { try LessonProgress.parse("b: step 1, guess x\n", file: "p") }
        progress.set("b", .atStep(1))
        #expect(progress.guesses["b"] == 3)
        progress.set("b", .atStep(2))
        #expect(progress.guesses["b"] == nil)
    }

    @Test func savesAndReadsBack() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try ProgressStore(directory: folder).update { $0.lessons["a"] = .atStep(3) }
        #expect(ProgressStore(directory: folder).progress.lessons["a"] == .atStep(3))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder)
        #expect(leftovers.sorted() == [".progress.txt.lock", "progress.txt"], "no temporary file is left behind")
    }

    @Test func aCorruptFileIsKeptAsideNotOverwritten() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "a: complete\nthis is not progress\n".write(toFile: folder + "/progress.txt", atomically: true, encoding: .utf8)
        let store = ProgressStore(directory: folder)
        #expect(store.progress == LessonProgress())
        #expect(store.notice?.contains("progress.txt:2: expected") == true)
        #expect(store.notice?.contains("kept aside as \(folder)/progress.txt.corrupt") == true)
        #expect(try String(contentsOfFile: folder + "/progress.txt.corrupt", encoding: .utf8) == "a: complete\nthis is not progress\n")
    }

    @Test func importKeepsTheFurtherStanding() throws {
        var mine = LessonProgress(lessons: ["a": .atStep(2), "b": .complete, "c": .atStep(1)])
        mine.merge(LessonProgress(current: "d", lessons: ["a": .atStep(3), "b": .atStep(1), "d": .complete]))
        #expect(mine.lessons == ["a": .atStep(3), "b": .complete, "c": .atStep(1), "d": .complete])
        #expect(mine.current == "d")
    }

    @Test func exportAndImportCarryProgressBetweenMachines() throws {
        let here = try Self.folder(), there = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: here); try? FileManager.default.removeItem(atPath: there) }
        let mine = ProgressStore(directory: here)
        try mine.update { $0.lessons = ["a": .complete, "b": .atStep(2)] }
        try mine.export(to: here + "/carry.txt")
        let theirs = ProgressStore(directory: there)
        try theirs.update { $0.lessons = ["b": .atStep(3)] }
        try theirs.importProgress(from: here + "/carry.txt", shownAs: "carry.txt")
        #expect(ProgressStore(directory: there).progress.lessons == ["a": .complete, "b": .atStep(3)])
        #expect(throws: LessonError(file: "nothing.txt", line: nil, "cannot be read; give a file written by `lesson export`")) {
            try theirs.importProgress(from: there + "/nothing.txt", shownAs: "nothing.txt")
        }
    }

    /// Two labs on one data folder: each writes its own lessons; neither loses the other's.
    @Test func twoStoresOnOneFolderKeepEachOthersProgress() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let one = ProgressStore(directory: folder), two = ProgressStore(directory: folder)
        try one.update { $0.current = "a"; $0.lessons["a"] = .atStep(2) }
        try two.update { $0.current = "b"; $0.lessons["b"] = .atStep(1) }
        try one.update { $0.lessons["a"] = .complete }
        try two.update { $0.lessons["b"] = .atStep(3) }
        #expect(ProgressStore(directory: folder).progress.lessons == ["a": .complete, "b": .atStep(3)])
        // A read sees what the other wrote; the current lesson is the last one a lab chose.
        #expect(one.progress.lessons == ["a": .complete, "b": .atStep(3)])
        #expect(one.progress.current == "b")
        // A lab taking its own lesson back (undo, reset) is kept: nobody else changed it.
        try two.update { $0.lessons["b"] = .atStep(2) }
        #expect(ProgressStore(directory: folder).progress.lessons["b"] == .atStep(2))
        // Both changed one lesson: the further standing stays.
        let three = ProgressStore(directory: folder)
        try three.update { $0.lessons["c"] = .atStep(4) }
        try one.update { $0.lessons["c"] = .atStep(2) }
        #expect(ProgressStore(directory: folder).progress.lessons == ["a": .complete, "b": .atStep(2), "c": .atStep(4)])
    }

    @Test func rebaseKeepsOnlyTheChangesMadeSinceTheBase() {
        let base = LessonProgress(current: "a", lessons: ["a": .atStep(2), "b": .atStep(1)])
        let mine = LessonProgress(current: "a", lessons: ["a": .atStep(1), "b": .atStep(1), "m": .complete])
        let theirs = LessonProgress(current: "t", lessons: ["a": .atStep(2), "b": .complete, "t": .atStep(5)])
        #expect(theirs.rebase(mine, since: base)
            == LessonProgress(current: "t", lessons: ["a": .atStep(1), "b": .complete, "m": .complete, "t": .atStep(5)]))
    }

    /// Many writes from two stores at once (threads here, processes in use: the lock is per
    /// open file, so both exclude each other the same way): every lesson is in the file.
    @Test func concurrentWritersLoseNothing() async throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        await withTaskGroup(of: Void.self) { group in
            for writer in ["x", "y"] {
                group.addTask {
                    let store = ProgressStore(directory: folder)
                    for number in 1...15 { try? store.update { $0.lessons["\(writer)\(number)"] = .atStep(number) } }
                }
            }
        }
        let lessons = ProgressStore(directory: folder).progress.lessons
        #expect(lessons.count == 30)
        #expect(lessons["x15"] == .atStep(15) && lessons["y1"] == .atStep(1))
    }

    /// A writer killed between writing its temporary file and renaming it leaves
    /// `.progress.txt.tmp-PID`: the next store removes it; a living writer's is kept.
    @Test func temporaryFilesOfKilledWritersAreRemoved() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let finished = Process()
        finished.executableURL = URL(fileURLWithPath: "/bin/true")
        try finished.run()
        finished.waitUntilExit()
        let dead = folder + "/.progress.txt.tmp-\(finished.processIdentifier)"
        let living = folder + "/.progress.txt.tmp-\(getppid())"
        for path in [dead, living] { #expect(FileManager.default.createFile(atPath: path, contents: Data("a: step".utf8))) }
        _ = ProgressStore(directory: folder)
        #expect(!FileManager.default.fileExists(atPath: dead))
        #expect(FileManager.default.fileExists(atPath: living))
    }

    @Test func languageComesFromTheEnvironment() {
        #expect(Language.from(environment: ["LANG": "ru_RU.UTF-8"]) == .ru)
        #expect(Language.from(environment: ["LC_ALL": "zh_CN.UTF-8", "LANG": "ru_RU.UTF-8"]) == .zhHans)
        #expect(Language.from(environment: ["LANG": "de_DE.UTF-8"]) == .en)
        #expect(Language.from(environment: [:]) == .en)
        #expect(Language(code: "zh-Hans") == .zhHans)
        #expect(Language(code: "fr") == nil)
    }
}
