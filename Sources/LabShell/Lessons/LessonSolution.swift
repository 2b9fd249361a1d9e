import Foundation
import LabLessons

/// `lesson solution`: the commands of the lesson's solution.transcript, and where the
/// finished project is — only after the learner has tried, unless `--force`.
enum LessonSolution {
    static func print(_ session: Session, force: Bool) throws(CommandError) {
        let run = try session.requireLesson()
        let language = session.lessonDesk.language
        guard force || run.hasTried || run.isComplete else { session.print(EngineText.solutionLocked(language)); return }
        let path = (run.lesson.folder as NSString).appendingPathComponent("solution.transcript")
        guard let data = FileManager.default.contents(atPath: path) else {
            throw CommandError("Lessons/\(run.lesson.id)/solution.transcript is missing")
        }
        session.print(session.style.paint(EngineText.solutionHeader(language), .bold))
        for line in String(decoding: data, as: UTF8.self).split(separator: "\n") where line.hasPrefix(TranscriptFormat.prompt) || line.hasPrefix("#") {
            session.print("  " + line)
        }
        let solution = (run.lesson.folder as NSString).appendingPathComponent("Solution")
        if FileManager.default.fileExists(atPath: solution) {
            session.print(EngineText.solutionProject("Lessons/\(run.lesson.id)/Solution", language))
        }
    }
}
