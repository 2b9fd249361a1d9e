import ArgumentParser
import Foundation
import LabCore
import LabLessons
import LabShell

/// Options every subcommand takes.
struct GlobalOptions: ParsableArguments {
    @Option(name: .customLong("events"), help: ArgumentHelp(tr("Write every event as JSON Lines to FILE (- for standard output), flushed after each command."), valueName: "FILE"))
    var eventsPath: String?

    @Flag(name: .customLong("no-color"), help: ArgumentHelp(tr("No colours (also when NO_COLOR is set or output is not a terminal).")))
    var noColor = false

    @Option(name: .customLong("data-dir"), help: ArgumentHelp(tr("Keep history here instead of $XDG_STATE_HOME/lab (~/.local/state/lab), and the built sample apps in DIR/cache instead of $XDG_CACHE_HOME/lab."), valueName: "DIR"))
    var dataDirectory: String?

    @Option(name: .customLong("ios"), help: ArgumentHelp(tr("The simulated device's iOS version (default 17)."), valueName: "N"),
            transform: GlobalOptions.majorVersion)
    var iosVersion: Int?

    /// `--ios 17`; for `17.4` or `nine` ArgumentParser's "the value is invalid" gets a reason.
    static func majorVersion(_ text: String) throws -> Int {
        guard let version = Int(text) else {
            let range = Device.supportedIOSVersions
            throw ValidationError(tr("give a major iOS version such as 17 (the simulated versions are %@ to %@)", "\(range.lowerBound)", "\(range.upperBound)"))
        }
        return version
    }

    @Option(name: .customLong("device"), help: ArgumentHelp(tr("The simulated device: iphone (default) or mac."), valueName: "DEVICE"))
    var device: String?

    @Option(name: .customLong("macos"), help: ArgumentHelp(tr("With --device mac: the Mac's system, 10.6 to 15 (default 14)."), valueName: "VERSION"))
    var macOSVersion: String?

    @Option(name: .customLong("lang"), help: ArgumentHelp(tr("The language of the lab and its lessons: en, zh-Hans or ru (default: from LC_ALL/LC_MESSAGES/LANG, else en)."), valueName: "CODE"))
    var language: String?

    /// The lesson language: `--lang`, else the environment's.
    func lessonLanguage() throws -> Language {
        guard let language else { return Language.from(environment: ProcessInfo.processInfo.environment) }
        guard let chosen = Language(code: language) else {
            Terminal.warn(tr("error: %@", tr("--lang %@: no lessons in that language; choose %@", language, Language.codes)))
            throw ExitCode(2)
        }
        return chosen
    }

    @Option(name: .customLong("lessons"), help: ArgumentHelp(tr("The lessons folder (default: LAB_LESSONS, else the nearest Lessons folder from here up, else the checkout lab was built from)."), valueName: "DIR"))
    var lessonsPath: String?

    /// Where the lessons are: `--lessons`, `LAB_LESSONS`, the nearest `Lessons` folder up from here, the checkout's.
    var lessons: LessonsLocation {
        LessonsLocation.find(explicit: lessonsPath, environment: ProcessInfo.processInfo.environment,
                             currentDirectory: currentDirectory, sourceRoot: SourceRoot.path)
    }

    @Option(name: .customLong("contrast"), help: ArgumentHelp(tr("high: projector mode, with no dim text and bright colours (NO_COLOR and --no-color still turn colour off)."), valueName: "normal|high"),
            transform: GlobalOptions.contrast)
    var contrast: Bool = false

    /// `--contrast high` (true) or `normal` (false).
    static func contrast(_ text: String) throws -> Bool {
        switch text {
        case "high": return true
        case "normal": return false
        default: throw ValidationError(tr("--contrast takes high or normal, not %@", text))
        }
    }

    var currentDirectory: String { FileManager.default.currentDirectoryPath }

    /// Colour for output to standard output.
    var style: Styler {
        Styler(colorEnabled: Styler.wantsColor(isTerminal: isatty(STDOUT_FILENO) == 1, noColorFlag: noColor,
                                               environment: ProcessInfo.processInfo.environment),
               highContrast: contrast)
    }

    /// The `--events` stream, or nil.
    func eventStream() throws(CommandError) -> EventStream? {
        guard let eventsPath else { return nil }
        return try EventStream(path: eventsPath, workingDirectory: currentDirectory)
    }

    /// Moves the process's sample cache under `--data-dir` when one is given (call before booting).
    func placeSampleCache() {
        guard let dataDirectory, !dataDirectory.isEmpty else { return }
        let absolute = dataDirectory.hasPrefix("/") ? dataDirectory : (currentDirectory as NSString).appendingPathComponent(dataDirectory)
        SampleCache.shared.directory = SampleCacheLocation.resolve(dataDirectory: absolute, environment: [:], home: "")
    }

    /// The folder for history, resolved but not yet created.
    var resolvedDataDirectory: String {
        DataDirectory.resolve(override: dataDirectory, environment: ProcessInfo.processInfo.environment,
                              home: FileManager.default.homeDirectoryForCurrentUser.path)
    }
}
