import Foundation
import LabCore
import LabLessons

extension Command {
    static let lesson = Command(
        name: "lesson", group: .lessons, changesDevice: false,
        summary: "Lessons: where you are, list, start, check, hint, answer, next, reset, solution, quit",
        arguments: [.optional([.either([[.word("list")], [.word("start"), .optional([.value(.lessonID)])], [.word("check")], [.word("hint"), .optional([.value(.number)])], [.word("answer"), .optional([.repeated(.text("CHOICE"))])], [.word("next")], [.word("reset")], [.word("solution")], [.word("quit")], [.word("export"), .value(.file)], [.word("import"), .value(.file)], [.word("lang"), .value(.languageCode)]])]), .option("--force", nil), .option("--step", .number)],
        example: "start 01-first-launch",
        details: """
        lesson                 the current lesson and step
        lesson list            every lesson by unit, in the order to take them, with your progress
        lesson start ID        a fresh device, the starter project copied to your workspace, step 1 (or where you were);
                               ID is the lesson's id or its number (`lesson start 1`); `--step N` opens step N (one you reached);
                               alone, the lesson in progress, else the first in the curriculum not complete
        lesson check           ✓ or ✗ for each thing the step expects (the engine also checks after every command)
        lesson hint            the step's next hint (idea, then place, then code); `lesson hint N` shows hint N again
        lesson answer N        your prediction, when a step asks what will happen (the number or the words of a choice)
        lesson next            the next lesson in the curriculum (optional ones are passed by)
        lesson reset           a fresh device and a fresh copy of the starter project, back to step 1; your
                               edited project is moved aside first (its new place is printed)
        lesson solution        the current step's way through, after you have tried (`--force` to see it at once)
        lesson quit            leave the lesson; progress is kept
        lesson export FILE     write your progress to FILE; `lesson import FILE` merges it back (another machine)
        lesson lang CODE       show lessons in en, zh-Hans or ru (also `lab --lang`, or LANG)
        """,
    ) { invocation, session throws(CommandError) in
        let words = invocation.positionals
        let language = session.lessonDesk.language
        if invocation.option("--step") != nil && words.first != "start" {
            throw CommandError(tr("--step goes with `lesson start` (`lesson start ID --step N`)"))
        }
        switch words.first {
        case nil:
            guard let run = session.lessonDesk.run else { session.print(EngineText.noLesson(language)); return }
            session.print(session.style.paint(EngineText.lesson(run.lesson.order, run.lesson.title.text(in: language), language), .bold))
            if run.isComplete { session.print(EngineText.alreadyComplete(language)); return }
            session.printCurrentStep()
        case "list": LessonList.print(session)
        case "start":
            let step = try invocation.option("--step").map { typed throws(CommandError) in
                guard let number = Int(typed) else { throw CommandError(tr("--step takes a step number, not %@", "\(InputLine.quoted(typed))")) }
                return number
            }
            guard words.count > 1 else {
                let library = session.lessonLibrary(reload: true)
                let id = session.lessonDesk.run?.lesson.id ?? library.firstToTake(progress: session.progressStore.progress)?.id
                guard let id else { session.print(EngineText.nextLesson(nil, language)); return }
                try session.startLesson(try session.lesson(id), fresh: false, atStep: step)
                return
            }
            try session.startLesson(try session.lesson(words[1]), fresh: false, atStep: step)
        case "answer": try session.answerPrediction(words.dropFirst().joined(separator: " "))
        case "check":
            let run = try session.requireLesson()
            guard !run.isComplete else { session.print(EngineText.alreadyComplete(language)); return }
            for (index, report) in run.checkNow(on: session.device, language: language).enumerated() {
                switch report.mark {
                case .met: session.print(session.style.paint("✓ " + report.text, .green))
                case .failed:
                    let tip = run.hasHint(forFact: index + 1) ? EngineText.hintFor(language) : ""
                    session.print(session.style.paint("✗ " + report.text, .red) + tip)
                    if let advice = report.advice { session.print("  " + advice) }
                case .waiting: session.print(session.style.paint("· " + report.text + EngineText.waiting(language), .dim))
                }
            }
        case "hint":
            let run = try session.requireLesson()
            guard !run.isComplete else { session.print(EngineText.alreadyComplete(language)); return }
            if let typed = words.dropFirst().first {
                switch run.shownHint(Int(typed) ?? 0) {
                case let .hint(number, total, text): session.printHint(number, of: total, text)
                case .notYet: session.print(EngineText.hintNotYet(typed, language))
                case let .unknown(count): session.print(EngineText.noSuchHint(typed, count: count, language))
                }
                return
            }
            guard let hint = run.nextHint(on: session.device) else { session.print(EngineText.noMoreHints(language)); return }
            session.printHint(hint.number, of: hint.of, hint.text)
        case "next":
            let library = session.lessonLibrary(reload: true)
            let next: Lesson? = if let current = session.lessonDesk.run?.lesson.id { library.lesson(after: current) }
                else { library.firstToTake(progress: session.progressStore.progress) }
            guard let next else { session.print(EngineText.nextLesson(nil, language)); return }
            try session.startLesson(next, fresh: false)
        case "reset":
            let run = try session.requireLesson()
            // A fresh device clears what was printed before it booted: say so after.
            try session.startLesson(try session.lesson(run.lesson.id), fresh: true)
            session.print("")
            session.print(EngineText.resetDone(language))
        case "solution": try LessonSolution.print(session, force: invocation.flag("--force"))
        case "quit":
            let run = try session.requireLesson()
            session.lessonDesk.run = nil
            session.saveProgress { $0.current = nil }
            session.print(EngineText.quit(run.lesson.title.text(in: language), language))
        case "export":
            do throws(LessonError) { try session.progressStore.export(to: session.hostPath(words[1])) } catch { throw CommandError(error.words) }
            session.print(tr("progress written to %@", "\(words[1])"))
        case "import":
            do throws(LessonError) { try session.progressStore.importProgress(from: session.hostPath(words[1]), shownAs: words[1]) } catch {
                throw CommandError(error.words)
            }
            let count = session.progressStore.progress.lessons.count
            session.print(count == 1 ? tr("progress from %@ merged: 1 lesson recorded", "\(words[1])")
                : tr("progress from %@ merged: %d lessons recorded", "\(words[1])", count))
        case "lang":
            guard let chosen = Language(code: words[1]) else {
                throw CommandError(tr("no lessons in %@; choose %@", "\(InputLine.quoted(words[1]))", "\(Language.codes)"))
            }
            session.lessonDesk.language = chosen
            session.print(EngineText.languageChosen(chosen))
        default:
            break
        }
    }
}

extension Session {
    /// `Hint N of M:` and the hint.
    func printHint(_ number: Int, of total: Int, _ text: LocalizedText) {
        let language = lessonDesk.language
        print(style.paint(EngineText.hint(number, of: total, language), .bold))
        print(MarkdownText.render(text.text(in: language), style: style).joined(separator: "\n"))
    }

    /// The lesson in progress, or the error that says how to start one.
    func requireLesson() throws(CommandError) -> LessonRun {
        guard let run = lessonDesk.run else { throw CommandError(tr("no lesson in progress; `lesson start ID` begins one (`lesson list` shows them)")) }
        return run
    }
}

extension CommandRegistry {
    /// The lesson commands, and `undo`.
    static var lessonCommands: [Command] { [.lesson, .undo, .checkLessons] }
}
