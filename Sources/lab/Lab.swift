import ArgumentParser
import Foundation
import LabRuntime
import LabShell

/// `lab`: the REPL by default, plus `replay`, `lessons`, `build` and `export`.
@main
struct Lab: ParsableCommand {
    static var configuration: CommandConfiguration { CommandConfiguration(
        commandName: "lab",
        abstract: tr("LifecycleLab: a simulated iPhone in your terminal, for learning the iOS app lifecycle."),
        discussion: tr("Run without a subcommand for the REPL. With standard input not a terminal, lab reads commands line by line and echoes each as `lab> COMMAND`, so `lab < commands.txt > session.transcript` writes a transcript.\n\nGlobal options, before or after the subcommand (as git's): --events FILE (JSON Lines, - for standard output), --no-color (or NO_COLOR), --data-dir DIR, --ios N, --lang en|zh-Hans|ru (the lab's language; default from LANG), --contrast high (projector mode: no dim text), --device iphone|mac, --lessons DIR."),
        version: LabVersion.text,
        subcommands: [Repl.self, ReplayTranscripts.self, ListLessons.self, LessonAuthoring.self, BuildProject.self, ExportTranscript.self],
        defaultSubcommand: Repl.self
    ) }

    /// Parses the command line with global options allowed before the subcommand too.
    static func main() {
        // The device and its apps take turns on one CPU (one process at a time runs).
        RuntimeConfiguration.sharesOneCPU = true
        let arguments = Array(CommandLine.arguments.dropFirst())
        let language = CommandLineWords.language(arguments: arguments, environment: ProcessInfo.processInfo.environment)
        Words.speaking(language) {
            let names = Set(configuration.subcommands.map { $0.configuration.commandName ?? "" })
            let parsed = GlobalArguments.forHelp(arguments, subcommands: names)
            ArgumentParserWords.main(Lab.self, GlobalArguments.reordered(parsed, subcommands: names))
        }
    }
}
