import Foundation
import LabCore
import LabLessons

extension Session {
    /// The lessons as loaded for this session.
    func lessonLibrary(reload: Bool = false) -> LessonLibrary {
        lessonDesk.library(directory: lessonsDirectory, reload: reload)
    }

    var progressStore: ProgressStore { lessonDesk.store(dataDirectory: dataDirectory) }

    /// The lessons folder as a message names it: relative to the working directory (`Lessons`,
    /// `../..`), so that a transcript holds no path of the machine it was recorded on.
    func shownLessons(_ directory: String) -> String {
        RelativePath.from(workingDirectory, to: directory)
    }

    /// The lesson `id`, or an error suggesting the closest ids.
    func lesson(_ id: String) throws(CommandError) -> Lesson {
        let library = lessonLibrary(reload: true)
        if let lesson = library.lesson(id) { return lesson }
        // `lesson start 1`, as the lesson's heading numbers it ("Lesson 1: …").
        if let number = Int(id), let lesson = library.lessons.first(where: { $0.order == number }) { return lesson }
        // `lesson start 26` names the folder `26-view-hierarchy` by its number, loaded or not.
        if let problem = library.problems.first(where: { $0.file.hasPrefix("Lessons/\(id)/") || (Int(id) != nil && $0.file.hasPrefix("Lessons/\(id)-")) }) {
            throw CommandError(tr("lesson %@ did not load: %@", "\(id)", problem.words))
        }
        guard let directory = lessonsDirectory else {
            throw CommandError(tr("no lesson %@: no Lessons folder was found (searched %@); start lab in a folder inside one, or give --lessons DIR or LAB_LESSONS", InputLine.quoted(id), lessonDesk.searchedForLessons ?? "."))
        }
        let suggestions = NameMatch.closest(to: id, among: library.ids.sorted())
        let hint = suggestions.isEmpty ? "" : tr(" — did you mean %@?", Suggestion.alternatives(suggestions.map { "\"\($0)\"" }))
        throw CommandError(tr("no lesson %@ in %@%@ (`lesson list` shows them)", InputLine.quoted(id), shownLessons(directory), hint))
    }

    /// `lesson start`, `lesson next`, `lesson reset`: a fresh device on the lesson's iOS (a Mac
    /// on its macOS for `device: mac`), the
    /// starter copied into the workspace (again when `fresh`, after the learner's edited copy
    /// is moved aside), the step from progress (and its saved guess). A complete lesson is
    /// opened as complete: the workspace holds the learner's finished code, and `lesson reset`
    /// plays it again. `atStep` (`--step N`, 1-based) opens that step without a guess, as a
    /// replay of a session that resumed there does; with a data directory, only a step the
    /// learner has reached.
    func startLesson(_ lesson: Lesson, fresh: Bool, atStep: Int? = nil) throws(CommandError) {
        let language = lessonDesk.language
        // The workspace may be made anew: the prompt watches it again once the lesson is set up.
        if watch?.lessonID != nil { watch = nil }
        var standing = progressStore.progress.lessons[lesson.id]
        if fresh { standing = nil }
        var step: Int = switch standing {
        case .complete?: lesson.steps.count
        case let .atStep(number)?: min(number - 1, lesson.steps.count - 1)
        case nil: 0
        }
        var guess = fresh || atStep != nil ? nil : progressStore.progress.guesses[lesson.id]
        if let atStep {
            guard (1...lesson.steps.count).contains(atStep) else {
                throw CommandError(tr("--step %@: %@ has steps 1 to %@", "\(atStep)", "\(lesson.id)", "\(lesson.steps.count)"))
            }
            let reached = standing == .complete ? lesson.steps.count : step + 1
            guard dataDirectory == nil || atStep <= reached else {
                throw CommandError(tr("--step %@: you have reached step %@ of %@; --step opens a step you have reached", "\(atStep)", "\(reached)", "\(lesson.id)"))
            }
            step = atStep - 1
            guess = nil
        }
        let previousIOS = device.iosVersion
        let previousMac = device.mac?.version
        if let macOS = lesson.macOS { try reset(iosVersion: nil, macOS: macOS) } else { try reset(iosVersion: lesson.iosVersion, iPhone: true) }
        var movedAside: String?
        if let starter = lesson.starter {
            let workspace = try lessonDesk.workspace(for: lesson.id, dataDirectory: dataDirectory)
            movedAside = try copyStarter(from: (lesson.folder as NSString).appendingPathComponent(starter), to: workspace, replacing: fresh)
        }
        let run = LessonRun(lesson: lesson, step: step)
        run.begin(on: device)
        if let guess { run.answer(guess - 1) }
        lessonDesk.run = run
        saveProgress { progress in
            progress.current = lesson.id
            if progress.lessons[lesson.id] != .complete || fresh || atStep != nil { progress.set(lesson.id, .atStep(step + 1)) }
            progress.guesses[lesson.id] = run.currentGuess.map { $0 + 1 }
        }
        if language != .en, !lesson.isTranslated(into: language), lessonDesk.saidOnce.insert(lesson.id).inserted {
            print(style.paint(EngineText.fallback(language), .yellow))
        }
        print(style.paint(EngineText.lesson(lesson.order, lesson.title.text(in: language), language), .bold))
        print(lesson.summary.text(in: language))
        if let macOS = lesson.macOS {
            print(style.paint(EngineText.bootedMac(macOS.fullName, language), .yellow))
        } else if lesson.iosVersion != Device.defaultIOSVersion || previousIOS != lesson.iosVersion || previousMac != nil {
            print(style.paint(EngineText.bootedIOS(lesson.iosVersion, language), .yellow))
        }
        if let movedAside {
            printNoting(EngineText.movedAside(workspaceShown(movedAside), language),
                        replayed: EngineText.movedAside((movedAside as NSString).lastPathComponent, language))
        }
        if lesson.starter != nil {
            let workspace = try lessonDesk.workspace(for: lesson.id, dataDirectory: dataDirectory)
            if run.isComplete {
                printNoting(EngineText.completeWorkspace(dataDirectory == nil ? "" : workspace, language),
                            replayed: EngineText.completeWorkspace("", language))
            } else {
                printNoting(dataDirectory == nil ? EngineText.temporaryWorkspace(language) : EngineText.workspace(workspace, language),
                            replayed: EngineText.temporaryWorkspace(language))
            }
        } else if run.isComplete {
            print(EngineText.completeWorkspace(nil, language))
        }
        if run.isComplete { return }
        if step > 0 && !fresh { print(EngineText.resumed(step + 1, language)) }
        print("")
        printCurrentStep()
    }

    /// Prints `line`, noting what a replay (no data directory) prints in its place.
    private func printNoting(_ line: String, replayed: String) {
        print(line)
        if line != replayed { lessonDesk.replayedForms[line] = replayed }
    }

    /// A path in the workspace as the learner is shown it: the full path with a data
    /// directory; without one (replays, tests) the name alone, as the temporary folder's
    /// place is no business of a transcript.
    private func workspaceShown(_ path: String) -> String {
        dataDirectory == nil ? (path as NSString).lastPathComponent : path
    }

    /// At start-up: opens the lesson that progress says is in progress, if any, and says so.
    /// It runs as commands — `lesson start ID --step N`, then `lesson answer G` for a saved
    /// guess — so that a session recorded from the start (`lab --record`) holds them and
    /// replays on a fresh device exactly where the learner went on. Returns what was printed,
    /// nil when no lesson was in progress.
    public func resumeLessonInProgress() -> [String]? {
        let progress = progressStore.progress
        guard let id = progress.current, let lesson = lessonLibrary().lesson(id),
              case let .atStep(step)? = progress.lessons[id] else { return nil }
        var lines = [EngineText.welcomeBack(lessonDesk.language)]
        let start = execute(line: "lesson start \(id)" + (step > 1 ? " --step \(min(step, lesson.steps.count))" : ""))
        lines += start.lines
        guard start.error == nil else { return lines }
        if let guess = progress.guesses[id] { lines += [""] + execute(line: "lesson answer \(guess)").lines }
        return lines
    }

    /// The current step's heading and text.
    func printCurrentStep() {
        guard let run = lessonDesk.run, let step = run.currentStep else { return }
        let language = lessonDesk.language
        print(style.paint(EngineText.step(run.stepIndex + 1, of: run.lesson.steps.count, language), .bold))
        print(MarkdownText.render(step.text.text(in: language), style: style).joined(separator: "\n"))
        guard let prediction = step.predict else { return }
        print("")
        print(style.paint(LessonText.predictFirst(prediction.question.text(in: language), language), .bold))
        for (index, choice) in prediction.choices.enumerated() { print("  \(index + 1). " + choice.text.text(in: language)) }
        if let guess = run.currentGuess {
            print(LessonText.yourGuess(guess + 1, prediction.choices[guess].text.text(in: language), language))
        } else {
            print(LessonText.howToAnswer(language))
        }
    }

    /// `lesson answer N` (or the choice's words): the guess for the current step's prediction.
    func answerPrediction(_ typed: String) throws(CommandError) {
        let run = try requireLesson()
        let language = lessonDesk.language
        guard !run.isComplete else { print(EngineText.alreadyComplete(language)); return }
        guard let prediction = run.currentStep?.predict else { print(LessonText.noQuestion(language)); return }
        if typed.isEmpty { printCurrentStep(); return }
        guard let choice = prediction.choice(matching: typed, language: language) else {
            throw CommandError(LessonText.unknownChoice(typed, count: prediction.choices.count, language))
        }
        run.answer(choice)
        saveProgress { $0.guesses[run.lesson.id] = choice + 1 }
        print(LessonText.guessRecorded(choice + 1, prediction.choices[choice].text.text(in: language), language))
    }

    /// Runs after every command: passes steps whose expectations hold and says so.
    func announceLessonProgress() {
        guard let run = lessonDesk.run else { return }
        let news = run.check(on: device)
        guard !news.isEmpty else { return }
        let language = lessonDesk.language
        var printed = false
        for item in news {
            switch item {
            case let .predicted(outcome, prediction):
                let named = { (index: Int?) in index.map { "\($0 + 1). " + prediction.choices[$0].text.text(in: language) } }
                print(style.paint(LessonText.outcome(guess: named(outcome.guess), truth: named(outcome.truth), right: outcome.isRight, language),
                                  outcome.isRight ? .green : .yellow))
            case let .stepPassed(number, total, _):
                print(style.paint(EngineText.stepPassed(number, of: total, language), .green))
            case .lessonComplete:
                print(style.paint(EngineText.lessonComplete(run.lesson.title.text(in: language), language), .green))
                if let recap = run.lesson.recap {
                    print(style.paint(LessonText.recapHeading(language), .bold))
                    print(MarkdownText.render(recap.text(in: language), style: style).joined(separator: "\n"))
                }
                print(EngineText.nextLesson(lessonLibrary().lesson(after: run.lesson.id)?.id, language))
                printed = true
            }
        }
        if !printed { print(""); printCurrentStep() }
        saveProgress { $0.set(run.lesson.id, run.isComplete ? .complete : .atStep(run.stepIndex + 1)) }
    }

    /// Saves progress; a failure to write is said, not thrown (the lesson goes on in memory).
    func saveProgress(_ change: (inout LessonProgress) -> Void) {
        let store = progressStore
        if let notice = store.noticeWording, lessonDesk.saidOnce.insert("progress-notice").inserted {
            print(style.paint("⚠ " + notice.words, .yellow))
        }
        do { try store.update(change) } catch { print(style.paint("⚠ " + tr("progress not saved: %@", error.words), .yellow)) }
    }

    /// Copies the starter project into the workspace; an existing copy (the learner's edits)
    /// is kept unless `replacing`, and then it is moved aside — never deleted — unless it is
    /// still the starter as it was. Returns where it was moved.
    private func copyStarter(from starter: String, to workspace: String, replacing: Bool) throws(CommandError) -> String? {
        let files = FileManager.default
        let lessonFolder = (starter as NSString).deletingLastPathComponent
        if let bad = FolderContents.firstUncopyable(in: starter, container: lessonFolder) {
            let name = (starter as NSString).lastPathComponent
            let shown = bad.path == "." ? name : name + "/" + bad.path
            throw CommandError(tr("cannot copy the lesson's starter project: %@ is %@; a starter holds files and folders only", "\(shown)", bad.what.text))
        }
        var movedAside: String?
        if files.fileExists(atPath: workspace) {
            guard replacing else { return nil }
            if FolderComparison.sameFiles(workspace, starter) {
                do { try files.removeItem(atPath: workspace) } catch {
                    throw CommandError(tr("cannot replace the workspace %@; check it is writable", "\(workspace)"))
                }
            } else {
                let aside = ProgressStore.freeName(for: workspace + ".before-reset")
                do { try files.moveItem(atPath: workspace, toPath: aside) } catch {
                    throw CommandError(tr("cannot move your project aside to %@; check the workspace folder is writable (nothing was changed)", "\(aside)"))
                }
                movedAside = aside
            }
        }
        do {
            try files.createDirectory(atPath: (workspace as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try files.copyItem(atPath: starter, toPath: workspace)
        } catch {
            throw CommandError(tr("cannot copy the starter project to %@; check the data directory is writable", "\(workspace)"))
        }
        return movedAside
    }
}
