import Foundation
import LabCore
import LabLessons
import Testing
@testable import LabShell

/// The curriculum as the test suite proves it: every lesson.yaml loads and is translated (or
/// says which language is not), and every lesson passes `lab lessons --check` — its solution
/// completes it, a learner who only launches the starter and quits does not, and each of its
/// wrong transcripts is caught.
@Suite struct CurriculumTests {
    static let lessonsFolder = TranscriptReplayTests.root + "/Lessons"
    static var ids: [String] { LessonLibrary(directory: lessonsFolder).ids }

    @Test func everyLessonValidates() {
        let library = LessonLibrary(directory: Self.lessonsFolder)
        #expect(library.validate().map(\.text) == [])
        let folders = LessonCatalog(directory: Self.lessonsFolder).ids
        #expect(library.ids.sorted() == folders, "every folder in Lessons/ is a lesson that loads")
    }

    @Test func thereIsALadder() {
        let orders = LessonLibrary(directory: Self.lessonsFolder).lessons.map(\.order)
        #expect(orders.count >= 10)
        #expect(Set(orders).count == orders.count, "each lesson has its own number")
    }

    /// Lessons/curriculum.yaml lists every lesson folder exactly once, and nothing else: a
    /// lesson added without its place in a unit fails here, named.
    @Test func everyLessonHasOnePlaceInTheCurriculum() throws {
        let library = LessonLibrary(directory: Self.lessonsFolder)
        let curriculum = try #require(library.curriculum, "Lessons/curriculum.yaml loads")
        let listed = curriculum.entries.map(\.id)
        let folders = LessonCatalog(directory: Self.lessonsFolder).ids
        let missing = folders.filter { !listed.contains($0) }
        #expect(missing == [], "add these lesson folders to a unit of Lessons/curriculum.yaml: \(missing)")
        let stray = listed.filter { !folders.contains($0) }
        #expect(stray == [], "Lessons/curriculum.yaml lists lessons that have no folder: \(stray)")
        #expect(Set(listed).count == listed.count, "a lesson is listed twice in Lessons/curriculum.yaml")
        #expect(library.lessons.map(\.id) == listed, "lessons come in the curriculum's order")
    }

    /// The learner's order: scenes right after the window lessons, the sandbox before the
    /// lessons that save, the history lessons optional.
    @Test func theCurriculumIsInALearnersOrder() throws {
        let library = LessonLibrary(directory: Self.lessonsFolder)
        let ids = library.ids
        func place(_ id: String) throws -> Int { try #require(ids.firstIndex(of: id), "\(id) is in the curriculum") }
        #expect(try place("18-scenes") == place("10-root-nib") + 2, "scenes come right after the window lessons (and the optional 11)")
        for saving in ["12-save-before-killed", "24-core-data-save"] { #expect(try place("19-sandbox") < place(saving)) }
        #expect(library.isOptional("11-missing-root") && library.isOptional("13-termination"))
        #expect(library.lesson(after: "10-root-nib")?.id == "18-scenes", "lesson next passes the optional lesson by")
    }

    /// Every lesson ends with a recap — what the learner did and saw — in each language.
    @Test(arguments: ids)
    func everyLessonHasARecap(_ id: String) throws {
        let lesson = try #require(LessonLibrary(directory: Self.lessonsFolder).lesson(id))
        let recap = try #require(lesson.recap, "Lessons/\(id)/lesson.yaml has no recap:")
        for language in Language.allCases { #expect(recap.has(language), "Lessons/\(id)/lesson.yaml: the recap has no \(language.rawValue)") }
    }

    /// A step that asks for a prediction is decided by what happened: replaying the solution,
    /// every such step's truth is one of its choices.
    @Test(arguments: ids)
    func everyPredictionIsDecidedByTheSolution(_ id: String) throws {
        let lesson = try #require(LessonLibrary(directory: Self.lessonsFolder).lesson(id))
        let asking = lesson.steps.filter { $0.predict != nil }.map(\.id)
        guard !asking.isEmpty else { return }
        let path = "\(Self.lessonsFolder)/\(id)/solution.transcript"
        let transcript = try #require(try? Transcript.load(path: path, name: path))
        let session = try Session(workingDirectory: (path as NSString).deletingLastPathComponent)
        session.lessonsDirectory = Self.lessonsFolder
        var decided: [String] = []
        for step in transcript.steps {
            let stepBefore = session.lessonDesk.run?.currentStep?.id
            let lines = session.execute(line: step.command).lines
            if let stepBefore, asking.contains(stepBefore), lines.contains(where: { $0.hasPrefix("◆ ") }) {
                #expect(!lines.contains { $0.contains("none of the choices") }, "Lessons/\(id) step \(stepBefore): no choice holds")
                decided.append(stepBefore)
            }
        }
        #expect(decided == asking, "Lessons/\(id): every prediction is resolved in the solution")
    }

    /// Each lesson proven by `lab lessons --check` (LessonCheck): its lesson.yaml says what it
    /// means, its solution completes it, its idle run does not, each wrong transcript reaches its
    /// step without passing it, and the learner's own work has the lesson's `fail:` words.
    @Test(arguments: ids)
    func theLessonPassesTheCheck(_ id: String) {
        #expect(LessonCheck.problems(directory: Self.lessonsFolder, ids: [id]).map(\.text) == [])
    }

    /// `lesson solution` shows the commands of the current step only.
    @Test func theSolutionShowsTheCurrentStepOnly() throws {
        let session = try Session(workingDirectory: Self.lessonsFolder)
        session.lessonsDirectory = Self.lessonsFolder
        _ = session.execute(line: "lesson start 01-first-launch")
        _ = session.execute(line: "run")
        let shown = session.execute(line: "lesson solution --force").lines
        #expect(shown == ["One way through this step (commands from solution.transcript):", "  lab> home"])
    }
}
