import ArgumentParser
import LabLessons
import LabShell

/// `lab lessons`: the lessons on disk, in ladder order, with the learner's progress.
struct ListLessons: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lessons",
        abstract: tr("List the lessons in Lessons/ with your progress.")
    )

    @OptionGroup var globals: GlobalOptions

    func run() throws {
        let language = try globals.lessonLanguage()
        let directory = LessonCatalog.locate(currentDirectory: globals.currentDirectory, sourceRoot: SourceRoot.path)
        let store = ProgressStore(directory: globals.resolvedDataDirectory)
        if let notice = store.notice { Terminal.warn("warning: " + notice) }
        Terminal.writeLines(LessonList.lines(library: LessonLibrary(directory: directory), progress: store.progress,
                                             current: store.progress.current, language: language, style: globals.style))
    }
}
