import ArgumentParser
import LabShell

/// `lab lessons`: the lessons on disk.
struct ListLessons: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lessons",
        abstract: "List the lessons in Lessons/."
    )

    @OptionGroup var globals: GlobalOptions

    func run() throws {
        let directory = LessonCatalog.locate(currentDirectory: globals.currentDirectory, sourceRoot: SourceRoot.path)
        let ids = LessonCatalog(directory: directory).ids
        var lines: [String] = []
        if ids.isEmpty {
            lines.append(directory == nil ? "no Lessons/ folder here or in the LifecycleLab checkout" : "no lessons yet: Lessons/ has no lesson folders")
        } else {
            lines.append("\(ids.count) lesson\(ids.count == 1 ? "" : "s") in Lessons/:")
            lines += ids.map { "  " + $0 }
        }
        lines.append("The lesson engine is not built yet: lessons cannot be started or checked in this version.")
        Terminal.writeLines(lines)
    }
}
