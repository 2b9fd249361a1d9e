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
    /// starter copied into the workspace (again when `fresh`), the step from progress.
    func startLesson(_ lesson: Lesson, fresh: Bool) throws(CommandError) {
        let language = lessonDesk.language
        var standing = progressStore.progress.lessons[lesson.id]
        if fresh { standing = nil }
        let step: Int = switch standing {
        case .complete?: 0
        case let .atStep(number)?: min(number - 1, lesson.steps.count - 1)
        case nil: 0
        }
        try reset(iosVersion: lesson.iosVersion)
        if let starter = lesson.starter {
            let workspace = try lessonDesk.workspace(for: lesson.id, dataDirectory: dataDirectory)
            try copyStarter(from: (lesson.folder as NSString).appendingPathComponent(starter), to: workspace, replacing: fresh)
        }
        let run = LessonRun(lesson: lesson, step: step)
        run.begin(on: device)
        lessonDesk.run = run
        saveProgress { $0.current = lesson.id; if $0.lessons[lesson.id] != .complete || fresh { $0.lessons[lesson.id] = .atStep(step + 1) } }
        if language != .en, !lesson.isTranslated(into: language), lessonDesk.saidOnce.insert(lesson.id).inserted {
            print(style.paint(EngineText.fallback(language), .yellow))
        }
        print(style.paint(EngineText.lesson(lesson.order, lesson.title.text(in: language), language), .bold))
        print(lesson.summary.text(in: language))
        if lesson.starter != nil {
            print(dataDirectory == nil ? EngineText.temporaryWorkspace(language)
                : EngineText.workspace(try lessonDesk.workspace(for: lesson.id, dataDirectory: dataDirectory), language))
        }
        if step > 0 && !fresh { print(EngineText.resumed(step + 1, language)) }
        print("")
        printCurrentStep()
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
    /// is kept unless `replacing`.
    private func copyStarter(from starter: String, to workspace: String, replacing: Bool) throws(CommandError) {
        let files = FileManager.default
        let lessonFolder = (starter as NSString).deletingLastPathComponent
        if let bad = FolderContents.firstUncopyable(in: starter, container: lessonFolder) {
            let name = (starter as NSString).lastPathComponent
            let shown = bad.path == "." ? name : name + "/" + bad.path
            throw CommandError("cannot copy the lesson's starter project: \(shown) is \(bad.what); a starter holds files and folders only")
        }
        if files.fileExists(atPath: workspace) {
            guard replacing else { return }
            do { try files.removeItem(atPath: workspace) } catch {
                throw CommandError("cannot replace the workspace \(workspace); check it is writable")
            }
        }
        do {
            try files.createDirectory(atPath: (workspace as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try files.copyItem(atPath: starter, toPath: workspace)
        } catch {
            throw CommandError("cannot copy the starter project to \(workspace); check the data directory is writable")
        }
    }
}
