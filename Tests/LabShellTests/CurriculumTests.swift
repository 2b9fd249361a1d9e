import Foundation
import LabCore
import LabLessons
import Testing
@testable import LabShell

/// The curriculum as the test suite proves it: every lesson.yaml loads and is translated (or
/// says which language is not), every solution completes its lesson, and a learner who only
/// launches the starter and quits does not complete it.
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
        #expect(orders == orders.sorted())
    }

    @Test(arguments: ids)
    func solutionCompletesTheLesson(_ id: String) throws {
        let completed = try Self.completions(replaying: "\(Self.lessonsFolder)/\(id)/solution.transcript")
        #expect(completed == [id])
    }

    @Test(arguments: ids)
    func launchingTheStarterAndQuittingDoesNotComplete(_ id: String) throws {
        let path = "\(Self.lessonsFolder)/\(id)/idle.transcript"
        let transcript = try #require(try? Transcript.load(path: path, name: id))
        let commands = transcript.steps.map(\.command)
        #expect(commands == ["lesson start \(id)", "run", "quit"], "the idle run only starts the lesson, runs the starter and quits")
        #expect(try Self.completions(replaying: path) == [])
    }

    /// Runs a transcript's commands and returns the steps of `lesson` a `step-passed` event named.
    static func passedSteps(replaying path: String, lesson id: String) throws -> Set<String> {
        let transcript = try #require(try? Transcript.load(path: path, name: path))
        let session = try Session(workingDirectory: (path as NSString).deletingLastPathComponent)
        session.lessonsDirectory = lessonsFolder
        var passed: Set<String> = []
        for step in transcript.steps {
            _ = session.execute(line: step.command)
            for event in session.device.log.events {
                if case let .lesson("step-passed", lesson, stepID) = event.kind, lesson == id { passed.insert(stepID) }
            }
        }
        return passed
    }

    /// Runs a transcript's commands and returns the lessons a `lesson-complete` event named.
    static func completions(replaying path: String) throws -> [String] {
        let transcript = try #require(try? Transcript.load(path: path, name: path))
        let session = try Session(workingDirectory: (path as NSString).deletingLastPathComponent)
        session.lessonsDirectory = lessonsFolder
        var completed: Set<String> = []
        for step in transcript.steps {
            // A command that completes a lesson appends the event to the device it ran on.
            _ = session.execute(line: step.command)
            for event in session.device.log.events {
                if case let .lesson("lesson-complete", lesson, _) = event.kind { completed.insert(lesson) }
            }
        }
        return completed.sorted()
    }
}
