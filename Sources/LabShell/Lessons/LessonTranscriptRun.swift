import Foundation
import LabCore
import LabLessons

/// What replaying one of a lesson's transcripts showed, read from the devices' events (never
/// from printed text): the steps it passed, whether the lesson completed, the lines its apps
/// printed, the callbacks UIKit offered, and the apps it installed.
struct LessonTranscriptRun {
    var passedSteps: [String] = []
    var completed = false
    var printed: [String] = []
    var callbacks: Set<String> = []
    /// Bundle identifiers of the apps the transcript installed (`run`, `install`).
    var installed: [String] = []
    /// The transcript's commands.
    var commands: [String] = []
    /// The first narration line, for a wrong transcript's `# wrong: STEP — …`.
    var header: String?

    /// Replays `path` in a fresh session started in its folder, with `lessons` as the lessons.
    static func replay(path: String, name: String, lessons: String, lesson id: String) throws(LessonCheckFailure) -> LessonTranscriptRun {
        let transcript: Transcript
        do { transcript = try Transcript.load(path: path, name: name) } catch {
            throw LessonCheckFailure(tr("%@ cannot be read: %@", name, error.message))
        }
        let session: Session
        do {
            session = try Session(workingDirectory: (path as NSString).deletingLastPathComponent)
        } catch {
            throw LessonCheckFailure(tr("the device did not boot: %@", error.message))
        }
        session.lessonsDirectory = lessons
        var run = LessonTranscriptRun()
        run.header = transcript.steps.first?.narration.first
        var device: ObjectIdentifier?
        var readSeq = 0
        var before: Set<String> = []
        for step in transcript.steps {
            run.commands.append(step.command)
            _ = session.execute(line: step.command)
            if device != ObjectIdentifier(session.device) {
                // A fresh device (`lesson start`, `reset`): its events count from its start.
                device = ObjectIdentifier(session.device)
                readSeq = 0
                before = Set(session.device.installedApps.map(\.bundleIdentifier))
            }
            for event in session.device.log.events(after: readSeq) {
                switch event.kind {
                case let .lesson("step-passed", lesson, stepID) where lesson == id: run.passedSteps.append(stepID)
                case let .lesson("lesson-complete", lesson, _) where lesson == id: run.completed = true
                case let .console(text): run.printed.append(text)
                case let .callback(_, name, _): run.callbacks.insert(name)
                default: break
                }
            }
            readSeq = session.device.log.lastSeq
            for app in session.device.installedApps where !before.contains(app.bundleIdentifier) && !run.installed.contains(app.bundleIdentifier) {
                run.installed.append(app.bundleIdentifier)
            }
        }
        return run
    }
}

/// Why a lesson's transcript could not be replayed at all.
struct LessonCheckFailure: Error {
    var message: String
    init(_ message: String) { self.message = message }
}
