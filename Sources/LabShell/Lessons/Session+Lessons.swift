import Foundation
import LabCore
import LabLessons

extension Session {
    /// The lessons as loaded for this session.
    func lessonLibrary(reload: Bool = false) -> LessonLibrary {
        lessonDesk.library(directory: lessonsDirectory, reload: reload)
    }

    var progressStore: ProgressStore { lessonDesk.store(dataDirectory: dataDirectory) }

    /// The lesson `id`, or an error suggesting the closest ids.
    func lesson(_ id: String) throws(CommandError) -> Lesson {
        let library = lessonLibrary(reload: true)
        if let lesson = library.lesson(id) { return lesson }
        // `lesson start 1`, as the lesson's heading numbers it ("Lesson 1: …").
        if let number = Int(id), let lesson = library.lessons.first(where: { $0.order == number }) { return lesson }
        if let problem = library.problems.first(where: { $0.file.hasPrefix("Lessons/\(id)/") }) {
            throw CommandError("lesson \(id) did not load: \(problem.text)")
        }
        let suggestions = NameMatch.closest(to: id, among: library.ids.sorted())
        let hint = suggestions.isEmpty ? "" : " — did you mean \(Suggestion.alternatives(suggestions.map { "\"\($0)\"" }))?"
        throw CommandError("no lesson \(InputLine.quoted(id))\(hint) (`lesson list` shows them)")
    }

    /// `lesson start`, `lesson next`, `lesson reset`: a fresh device on the lesson's iOS, the
    /// starter copied into the workspace (again when `fresh`, after the learner's edited copy
    /// is moved aside), the step from progress. A complete lesson is opened as complete: the
    /// workspace holds the learner's finished code, and `lesson reset` plays it again.
    func startLesson(_ lesson: Lesson, fresh: Bool, resumedAtLaunch: Bool = false) throws(CommandError) {
        let language = lessonDesk.language
        var standing = progressStore.progress.lessons[lesson.id]
        if fresh { standing = nil }
        let step: Int = switch standing {
        case .complete?: lesson.steps.count
        case let .atStep(number)?: min(number - 1, lesson.steps.count - 1)
        case nil: 0
        }
        let previousIOS = device.iosVersion
        try reset(iosVersion: lesson.iosVersion)
        var movedAside: String?
        if let starter = lesson.starter {
            let workspace = try lessonDesk.workspace(for: lesson.id, dataDirectory: dataDirectory)
            movedAside = try copyStarter(from: (lesson.folder as NSString).appendingPathComponent(starter), to: workspace, replacing: fresh)
        }
        let run = LessonRun(lesson: lesson, step: step)
        run.begin(on: device)
        lessonDesk.run = run
        saveProgress { $0.current = lesson.id; if $0.lessons[lesson.id] != .complete || fresh { $0.lessons[lesson.id] = .atStep(step + 1) } }
        if language != .en, !lesson.isTranslated(into: language), lessonDesk.saidOnce.insert(lesson.id).inserted {
            print(style.paint(EngineText.fallback(language), .yellow))
        }
        if resumedAtLaunch { print(EngineText.welcomeBack(language)) }
        print(style.paint(EngineText.lesson(lesson.order, lesson.title.text(in: language), language), .bold))
        print(lesson.summary.text(in: language))
        if lesson.iosVersion != Device.defaultIOSVersion || previousIOS != lesson.iosVersion {
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
    /// Returns whether one was resumed.
    @discardableResult
    public func resumeLessonInProgress() -> Bool {
        guard let id = progressStore.progress.current, let lesson = lessonLibrary().lesson(id),
              progressStore.progress.lessons[id] != .complete else { return false }
        do { try startLesson(lesson, fresh: false, resumedAtLaunch: true) } catch {
            print("error: \(error.message)")
            return false
        }
        return true
    }

    /// The printed output gathered outside any command (start-up), handed to the front end.
    public func takeOutput() -> [String] {
        let lines = Session.trimmingTrailingBlankLines(captureOutput())
        restoreOutput([])
        return lines
    }

    /// The current step's heading and text.
    func printCurrentStep() {
        guard let run = lessonDesk.run, let step = run.currentStep else { return }
        let language = lessonDesk.language
        print(style.paint(EngineText.step(run.stepIndex + 1, of: run.lesson.steps.count, language), .bold))
        print(MarkdownText.render(step.text.text(in: language), style: style).joined(separator: "\n"))
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
            case let .stepPassed(number, total, _):
                print(style.paint(EngineText.stepPassed(number, of: total, language), .green))
            case .lessonComplete:
                print(style.paint(EngineText.lessonComplete(run.lesson.title.text(in: language), language), .green))
                print(EngineText.nextLesson(lessonLibrary().lesson(after: run.lesson.id)?.id, language))
                printed = true
            }
        }
        if !printed { print(""); printCurrentStep() }
        saveProgress { $0.lessons[run.lesson.id] = run.isComplete ? .complete : .atStep(run.stepIndex + 1) }
    }

    /// Saves progress; a failure to write is said, not thrown (the lesson goes on in memory).
    func saveProgress(_ change: (inout LessonProgress) -> Void) {
        let store = progressStore
        if let notice = store.notice, lessonDesk.saidOnce.insert("progress-notice").inserted {
            print(style.paint("⚠ " + notice, .yellow))
        }
        do { try store.update(change) } catch { print(style.paint("⚠ progress not saved: \(error.text)", .yellow)) }
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
            throw CommandError("cannot copy the lesson's starter project: \(shown) is \(bad.what); a starter holds files and folders only")
        }
        var movedAside: String?
        if files.fileExists(atPath: workspace) {
            guard replacing else { return nil }
            if FolderComparison.sameFiles(workspace, starter) {
                do { try files.removeItem(atPath: workspace) } catch {
                    throw CommandError("cannot replace the workspace \(workspace); check it is writable")
                }
            } else {
                let aside = ProgressStore.freeName(for: workspace + ".before-reset")
                do { try files.moveItem(atPath: workspace, toPath: aside) } catch {
                    throw CommandError("cannot move your project aside to \(aside); check the workspace folder is writable (nothing was changed)")
                }
                movedAside = aside
            }
        }
        do {
            try files.createDirectory(atPath: (workspace as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try files.copyItem(atPath: starter, toPath: workspace)
        } catch {
            throw CommandError("cannot copy the starter project to \(workspace); check the data directory is writable")
        }
        return movedAside
    }
}
