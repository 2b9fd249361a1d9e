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

    @Test func savesAndReadsBack() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try ProgressStore(directory: folder).update { $0.lessons["a"] = .atStep(3) }
        #expect(ProgressStore(directory: folder).progress.lessons["a"] == .atStep(3))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder)
        #expect(leftovers == ["progress.txt"], "no temporary file is left behind")
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

    @Test func languageComesFromTheEnvironment() {
        #expect(Language.from(environment: ["LANG": "ru_RU.UTF-8"]) == .ru)
        #expect(Language.from(environment: ["LC_ALL": "zh_CN.UTF-8", "LANG": "ru_RU.UTF-8"]) == .zhHans)
        #expect(Language.from(environment: ["LANG": "de_DE.UTF-8"]) == .en)
        #expect(Language.from(environment: [:]) == .en)
        #expect(Language(code: "zh-Hans") == .zhHans)
        #expect(Language(code: "fr") == nil)
    }
}
