import ArgumentParser
import LabShell
import LabToolchain

/// `lab build PROJECT [-o DIR] [--target NAME]`: the REPL's `build`, from the command line (like xcodebuild).
struct BuildProject: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build",
        abstract: tr("Build an app project folder into NAME.app without opening the REPL.")
    )

    @OptionGroup var globals: GlobalOptions

    @Argument(help: ArgumentHelp(tr("The project folder (with project.yml, or sources and Info.plist)."), valueName: "PROJECT"))
    var project: String

    @Option(name: [.customShort("o"), .customLong("output")], help: ArgumentHelp(tr("Where to write NAME.app (default: PROJECT/build)."), valueName: "DIR"))
    var outputDirectory: String?

    @Option(name: .customLong("target"), help: ArgumentHelp(tr("The .xcodeproj's application target to build (default: the only one, or the one named like the project)."), valueName: "NAME"))
    var target: String?

    func run() throws {
        let style = globals.style
        do {
            let result = try Builder.build(projectAt: project, outputDirectory: outputDirectory, workingDirectory: globals.currentDirectory,
                                           target: target)
            for warning in result.warnings { Terminal.warn(style.paint(warning.wordedDescription, .yellow)) }
            let folder = outputDirectory ?? Builder.defaultOutputDirectory(forProjectAt: project)
            Terminal.writeLines([style.paint(tr("built"), .green) + " " + result.summaryWording.words, "  " + tr("in %@", folder + "/")])
        } catch {
            for diagnostic in error.diagnostics {
                Terminal.warn(diagnostic.severity == .error ? style.paint(diagnostic.wordedDescription, .red) : diagnostic.wordedDescription)
            }
            let count = error.errorCount
            Terminal.warn(count == 1 ? tr("build failed: 1 error; nothing was written") : tr("build failed: %@ errors; nothing was written", "\(count)"))
            throw ExitCode(1)
        }
    }
}
