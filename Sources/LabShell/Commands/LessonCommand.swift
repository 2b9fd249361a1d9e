import Foundation
import LabCore
import LabLessons

extension Command {
    static let lesson = Command(
        name: "lesson", group: .lessons, changesDevice: false,
        summary: "Lessons: where you are, list, start, check, hint, answer, next, reset, solution, quit",
        arguments: [.optional([.either(LessonSubcommand.all.map(\.usage))]), .option("--force", nil), .option("--step", .stepNumber)],
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
        try LessonSubcommand.run(invocation, session)
    }
}

/// One subcommand of `lesson`, declared as swift-argument-parser declares a subcommand: its word,
/// its arguments (the usage `help lesson` shows, the checks and Tab's completions all come from
/// them, through the command's arguments), the options that go with it alone, and its body, which
/// gets the invocation with the subcommand's word taken off: `positionals` are its own arguments.
struct LessonSubcommand: Sendable {
    /// The word after `lesson`.
    var name: String
    var arguments: [UsageItem] = []
    /// Options that go with this subcommand alone, each with the words that refuse it elsewhere.
    var ownOptions: [(name: String, misplaced: @Sendable () -> String)] = []
    var run: @Sendable (Invocation, Session) throws(CommandError) -> Void

    /// The subcommand in the usage notation: `start [ID]`.
    var usage: [UsageItem] { [.word(name)] + arguments }

    /// Every subcommand, in the order `help lesson` lists them.
    static let all: [LessonSubcommand] = [list, start, check, hint, answer, next, reset, solution, quit, export, importProgress, lang]

    /// Runs the subcommand the checked invocation names, or `where` without one.
    static func run(_ invocation: Invocation, _ session: Session) throws(CommandError) {
        let chosen = invocation.positionals.first.flatMap { word in all.first { $0.name == word } }
        for other in all where other.name != chosen?.name {
            for option in other.ownOptions where invocation.option(option.name) != nil { throw CommandError(option.misplaced()) }
        }
        guard let chosen else { try whereYouAre(session); return }
        var own = invocation
        own.positionals.removeFirst()
        try chosen.run(own, session)
    }

    /// `lesson`: the current lesson and step.
    static func whereYouAre(_ session: Session) throws(CommandError) {
        let language = session.lessonDesk.language
        guard let run = session.lessonDesk.run else { session.print(EngineText.noLesson(language)); return }
        session.print(session.style.paint(EngineText.lesson(run.lesson.order, run.lesson.title.text(in: language), language), .bold))
        if run.isComplete { session.print(EngineText.alreadyComplete(language)); return }
        session.printCurrentStep()
    }

    static let list = LessonSubcommand(name: "list") { _, session throws(CommandError) in LessonList.print(session) }

    static let start = LessonSubcommand(
        name: "start", arguments: [.optional([.value(.lessonID)])],
        ownOptions: [("--step", { tr("--step goes with `lesson start` (`lesson start ID --step N`)") })]
    ) { invocation, session throws(CommandError) in
        let step: Int? = invocation.value(option: "--step")
        guard let id = invocation.positionals.first else {
            let library = session.lessonLibrary(reload: true)
            let id = session.lessonDesk.run?.lesson.id ?? library.firstToTake(progress: session.progressStore.progress)?.id
            guard let id else { session.print(EngineText.nextLesson(nil, session.lessonDesk.language)); return }
            try session.startLesson(try session.lesson(id), fresh: false, atStep: step)
            return
        }
        try session.startLesson(try session.lesson(id), fresh: false, atStep: step)
    }

    static let check = LessonSubcommand(name: "check") { _, session throws(CommandError) in
        let language = session.lessonDesk.language
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
    }

    static let hint = LessonSubcommand(name: "hint", arguments: [.optional([.value(.hintNumber)])]) { invocation, session throws(CommandError) in
        let language = session.lessonDesk.language
        let run = try session.requireLesson()
        guard !run.isComplete else { session.print(EngineText.alreadyComplete(language)); return }
        if let number: Int = invocation.value(.hintNumber) {
            let typed = "\(number)"
            switch run.shownHint(number) {
            case let .hint(number, total, text): session.printHint(number, of: total, text)
            case .notYet: session.print(EngineText.hintNotYet(typed, language))
            case let .unknown(count): session.print(EngineText.noSuchHint(typed, count: count, language))
            }
            return
        }
        guard let hint = run.nextHint(on: session.device) else { session.print(EngineText.noMoreHints(language)); return }
        session.printHint(hint.number, of: hint.of, hint.text)
    }

    static let answer = LessonSubcommand(name: "answer", arguments: [.optional([.repeated(.text("CHOICE"))])]) { invocation, session throws(CommandError) in
        try session.answerPrediction(invocation.positionals.joined(separator: " "))
    }

    static let next = LessonSubcommand(name: "next") { _, session throws(CommandError) in
        let library = session.lessonLibrary(reload: true)
        let next: Lesson? = if let current = session.lessonDesk.run?.lesson.id { library.lesson(after: current) }
            else { library.firstToTake(progress: session.progressStore.progress) }
        guard let next else { session.print(EngineText.nextLesson(nil, session.lessonDesk.language)); return }
        try session.startLesson(next, fresh: false)
    }

    static let reset = LessonSubcommand(name: "reset") { _, session throws(CommandError) in
        let run = try session.requireLesson()
        // A fresh device clears what was printed before it booted: say so after.
        try session.startLesson(try session.lesson(run.lesson.id), fresh: true)
        session.print("")
        session.print(EngineText.resetDone(session.lessonDesk.language))
    }

    static let solution = LessonSubcommand(
        name: "solution",
        ownOptions: [("--force", { tr("--force goes with `lesson solution` (`lesson solution --force`)") })]
    ) { invocation, session throws(CommandError) in
        try LessonSolution.print(session, force: invocation.flag("--force"))
    }

    static let quit = LessonSubcommand(name: "quit") { _, session throws(CommandError) in
        let run = try session.requireLesson()
        session.lessonDesk.run = nil
        session.saveProgress { $0.current = nil }
        session.print(EngineText.quit(run.lesson.title.text(in: session.lessonDesk.language), session.lessonDesk.language))
    }

    static let export = LessonSubcommand(name: "export", arguments: [.value(.file)]) { invocation, session throws(CommandError) in
        let file = invocation.positionals[0]
        do throws(LessonError) { try session.progressStore.export(to: session.hostPath(file)) } catch { throw CommandError(error.words) }
        session.print(tr("progress written to %@", "\(file)"))
    }

    static let importProgress = LessonSubcommand(name: "import", arguments: [.value(.file)]) { invocation, session throws(CommandError) in
        let file = invocation.positionals[0]
        do throws(LessonError) { try session.progressStore.importProgress(from: session.hostPath(file), shownAs: file) } catch {
            throw CommandError(error.words)
        }
        let count = session.progressStore.progress.lessons.count
        session.print(count == 1 ? tr("progress from %@ merged: 1 lesson recorded", "\(file)")
            : tr("progress from %@ merged: %d lessons recorded", "\(file)", count))
    }

    static let lang = LessonSubcommand(name: "lang", arguments: [.value(.languageCode)]) { invocation, session throws(CommandError) in
        let chosen: Language = invocation.required(.languageCode)
        session.lessonDesk.language = chosen
        session.print(EngineText.languageChosen(chosen))
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
