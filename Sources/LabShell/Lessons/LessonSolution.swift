import Foundation
import LabLessons

/// `lesson solution`: the commands of the lesson's solution.transcript that take it through
/// the current step (later steps are not spoiled), and where the finished project is — only
/// after the learner has tried, unless `--force`.
enum LessonSolution {
    static func print(_ session: Session, force: Bool) throws(CommandError) {
        let run = try session.requireLesson()
        let language = session.lessonDesk.language
        guard force || run.hasTried || run.isComplete else { session.print(EngineText.solutionLocked(language)); return }
        let path = (run.lesson.folder as NSString).appendingPathComponent("solution.transcript")
        let name = "Lessons/\(run.lesson.id)/solution.transcript"
        let transcript: Transcript
        do { transcript = try Transcript.load(path: path, name: name) } catch {
            throw CommandError(tr("%@ is missing or unreadable: %@", name, error.message))
        }
        let step = run.isComplete ? nil : run.stepIndex + 1
        session.print(session.style.paint(EngineText.solutionHeader(language), .bold))
        for item in steps(of: transcript, through: step, total: run.lesson.steps.count) {
            for line in item.narration { session.print("  # " + line) }
            session.print("  " + TranscriptFormat.prompt + typeable(item.command, lessonFolder: run.lesson.folder, from: session.workingDirectory))
        }
        let solution = (run.lesson.folder as NSString).appendingPathComponent("Solution")
        if FileManager.default.fileExists(atPath: solution) {
            session.print(EngineText.solutionProject(RelativePath.from(session.workingDirectory, to: solution), language))
        }
    }

    /// A command of solution.transcript as the learner can type it where they are: a project
    /// it names (`run Solution`, which the transcript runs in the lesson's folder) as a path
    /// from the session's working directory (`run ../Lessons/09-truly-empty/Solution`).
    static func typeable(_ command: String, lessonFolder: String, from workingDirectory: String) -> String {
        let words = command.split(separator: " ", maxSplits: 1).map(String.init)
        guard words.count == 2, [Command.run.name, Command.install.name, Command.build.name].contains(words[0]), !words[1].hasPrefix("/"),
              !words[1].contains("\""), !words[1].contains("'") else { return command }
        let project = (lessonFolder as NSString).appendingPathComponent(words[1])
        guard FileManager.default.fileExists(atPath: project) else { return command }
        return words[0] + " " + Tokenizer.quote(RelativePath.from(workingDirectory, to: project))
    }

    /// The transcript's commands for step `number` (1-based): those after the command that
    /// passed the step before it, up to the one that passed it — read from the recorded
    /// `✓ step N of M passed` lines. nil: every command (a complete lesson).
    static func steps(of transcript: Transcript, through number: Int?, total: Int) -> [Transcript.Step] {
        guard let number else { return transcript.steps }
        let passed = { (step: Transcript.Step, k: Int) in
            transcript.expectedOutput(of: step).contains(EngineText.stepPassed(k, of: total, .en))
        }
        let start = number == 1 ? 0 : (transcript.steps.firstIndex { passed($0, number - 1) }.map { $0 + 1 } ?? 0)
        let end = transcript.steps[start...].firstIndex { passed($0, number) } ?? transcript.steps.count - 1
        return Array(transcript.steps[start...max(start, end)])
    }
}
