import ArgumentParser
import LabLessons
import LabShell

/// `lab lessons`: the lessons on disk, in ladder order, with the learner's progress; with
/// `--check`, each lesson proven (lesson.yaml, solution, idle run, wrong transcripts).
struct ListLessons: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lessons",
        abstract: tr("List the lessons with your progress; --check proves them."),
        discussion: tr("Exits non-zero when a lesson.yaml did not load. With --check [ID…]: validates each lesson (every language or marked untranslated, a unique order, app: matching the projects' bundle identifier, callback and command names that exist, console texts the solution prints), replays its solution (must complete), idle run (must not) and wrong transcripts (must not pass their step), and exits non-zero naming the lesson, step and reason of each problem.")
    )

    @OptionGroup var globals: GlobalOptions

    @Flag(help: ArgumentHelp(tr("Prove the lessons instead of listing them.")))
    var check = false

    @Argument(help: ArgumentHelp(tr("With --check: the lessons to check (ids or numbers; all when none)."), valueName: "ID"))
    var ids: [String] = []

    func validate() throws {
        if !ids.isEmpty && !check { throw ValidationError(tr("lesson ids go with --check; `lab lessons` alone lists them all")) }
    }

    func run() throws {
        let language = try globals.lessonLanguage()
        let location = globals.lessons
        guard let directory = location.directory else {
            Terminal.warn(Words.speaking(language) { LessonCommandText.noLessons(searched: location.searched) })
            throw ExitCode(2)
        }
        if check {
            globals.placeSampleCache()
            let report = Words.speaking(language) { LessonCheck.report(directory: directory, ids: ids, style: globals.style) }
            Terminal.writeLines(report.lines)
            if !report.problems.isEmpty { throw ExitCode(1) }
            return
        }
        let store = ProgressStore(directory: globals.resolvedDataDirectory)
        if let notice = store.noticeWording { Terminal.warn(tr("warning: %@", notice.words)) }
        let library = LessonLibrary(directory: directory)
        Terminal.writeLines(LessonList.lines(library: library, progress: store.progress,
                                             current: store.progress.current, language: language, style: globals.style))
        if !library.problems.isEmpty { throw ExitCode(1) }
    }
}
