import Foundation

extension Command {
    /// `lab lessons --check` inside the REPL (and so in a transcript): each lesson proven.
    static let checkLessons = Command(
        name: "check-lessons", group: .lessons,
        summary: "Prove lessons as `lab lessons --check` does: lesson.yaml, solution, idle run, wrong transcripts",
        arguments: [.optional([.repeated(.lessonID)]), .option("--lessons", .folder)],
        example: "26-view-hierarchy",
        details: "For lesson authors. Without ID: every lesson. --lessons DIR checks the lessons folder DIR instead of this session's.\nEach lesson's transcripts replay on fresh devices; this device is not touched."
    ) { invocation, session throws(CommandError) in
        let directory: String
        let shown: String
        if let given = invocation.option("--lessons") {
            directory = session.hostPath(given)
            shown = given
            guard LessonsLocation.isFolder(directory) else { throw CommandError(tr("no lessons folder at %@", given)) }
        } else {
            guard let own = session.lessonsDirectory else {
                throw CommandError(tr("no Lessons folder found (searched %@); run lab inside a folder holding one, or give --lessons DIR or LAB_LESSONS",
                                      session.lessonDesk.searchedForLessons ?? "."))
            }
            directory = own
            shown = RelativePath.from(session.workingDirectory, to: own)
        }
        let report = LessonCheck.report(directory: directory, ids: invocation.positionals, style: session.style, shownAs: shown)
        session.print(report.lines.joined(separator: "\n"))
        if !report.problems.isEmpty {
            throw CommandError(report.problems.count == 1 ? tr("a problem in the lessons of %@", shown)
                : tr("%d problems in the lessons of %@", report.problems.count, shown))
        }
    }
}
