import Foundation
import LabCore
import LabLessons
import Testing
@testable import LabShell

/// The mistakes each lesson warns about, proven not to pass: every
/// `Lessons/<id>/wrong/<name>.transcript` names the step it targets on its first line
/// (`# wrong: STEP-ID — the mistake`), reaches that step, and never passes it. (Their bytes are
/// replayed with every other transcript in `TranscriptReplayTests`.)
@Suite struct WrongTranscriptTests {
    static let lessonsFolder = CurriculumTests.lessonsFolder

    /// `ID/wrong/NAME.transcript` for every wrong transcript of every lesson.
    static var wrongTranscripts: [String] {
        let files = FileManager.default
        return CurriculumTests.ids.flatMap { id in
            ((try? files.contentsOfDirectory(atPath: "\(lessonsFolder)/\(id)/wrong")) ?? [])
                .filter { $0.hasSuffix(".transcript") }.sorted().map { "\(id)/wrong/\($0)" }
        }
    }

    @Test(arguments: wrongTranscripts)
    func wrongTranscriptDoesNotPassItsStep(_ path: String) throws {
        let id = String(path.prefix { $0 != "/" })
        let lesson = try #require(LessonLibrary(directory: Self.lessonsFolder).lesson(id))
        let file = "\(Self.lessonsFolder)/\(path)"
        let transcript = try #require(try? Transcript.load(path: file, name: path))
        let header = try #require(transcript.steps.first?.narration.first.flatMap(WrongTranscriptHeader.init),
                                  "Lessons/\(path): the first line must be `# wrong: STEP-ID — the mistake`")
        let index = try #require(lesson.steps.firstIndex { $0.id == header.step },
                                 "Lessons/\(path): lesson \(id) has no step \"\(header.step)\"")
        #expect(transcript.steps.first?.command == "lesson start \(id)", "Lessons/\(path) starts the lesson first")
        let passed = try CurriculumTests.passedSteps(replaying: file, lesson: id)
        if index > 0 {
            let before = lesson.steps[index - 1].id
            #expect(passed.contains(before), "Lessons/\(path) never reaches step \(index + 1) (\(header.step)) of \(id): step \(before) does not pass")
        }
        #expect(!passed.contains(header.step), "Lessons/\(path): the mistake passes step \(index + 1) (\(header.step)) of \(id)")
    }

    @Test(arguments: CurriculumTests.ids)
    func lessonWithCodeHasAWrongTranscript(_ id: String) {
        let writesCode = FileManager.default.fileExists(atPath: "\(Self.lessonsFolder)/\(id)/Solution")
        guard writesCode else { return }
        #expect(Self.wrongTranscripts.contains { $0.hasPrefix("\(id)/") },
                "Lessons/\(id): the learner writes code or settings, so wrong/ needs at least one transcript of its main mistake")
    }

    @Test func theHeaderNamesTheStep() {
        #expect(WrongTranscriptHeader("wrong: edit — Info.plist hard-codes the version")?.step == "edit")
        #expect(WrongTranscriptHeader("wrong: saved")?.step == "saved")
        #expect(WrongTranscriptHeader("The finished project") == nil)
        #expect(WrongTranscriptHeader("wrong:") == nil)
    }
}

/// The first narration line of a wrong transcript: `wrong: STEP-ID — what the learner did wrong`.
struct WrongTranscriptHeader {
    var step: String

    init?(_ narration: String) {
        guard narration.hasPrefix("wrong:") else { return nil }
        let rest = narration.dropFirst("wrong:".count).split(separator: " ", omittingEmptySubsequences: true)
        guard let first = rest.first else { return nil }
        step = String(first)
    }
}
