import ArgumentParser
import LabRuntime
import LabShell

/// `lab`: the REPL by default, plus `replay`, `lessons` and `build`.
@main
struct Lab: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lab",
        abstract: "LifecycleLab: a simulated iPhone in your terminal, for learning the iOS app lifecycle.",
        discussion: "Run without a subcommand for the REPL. With standard input not a terminal, lab reads commands line by line and echoes each as `lab> COMMAND`, so `lab < commands.txt > session.transcript` writes a transcript.\n\nGlobal options, before or after the subcommand (as git's): --events FILE (JSON Lines, - for standard output), --no-color (or NO_COLOR), --data-dir DIR, --ios N, --lang en|zh-Hans|ru (lessons; default from LANG), --lessons DIR (else LAB_LESSONS, else the nearest Lessons folder from here up).",
        version: LabVersion.text,
        subcommands: [Repl.self, ReplayTranscripts.self, ListLessons.self, LessonAuthoring.self, BuildProject.self],
        defaultSubcommand: Repl.self
    )

    /// Parses the command line with global options allowed before the subcommand too.
    static func main() {
        // The device and its apps take turns on one CPU (one process at a time runs).
        RuntimeConfiguration.sharesOneCPU = true
        let names = Set(configuration.subcommands.map { $0.configuration.commandName ?? "" })
        main(GlobalArguments.reordered(Array(CommandLine.arguments.dropFirst()), subcommands: names))
    }
}
