import ArgumentParser
import Foundation
import LabShell
import LabLessons

/// `lab replay FILE...`: transcripts as tests, as tutorials (`--step`) and as demos (`--demo`).
struct ReplayTranscripts: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "replay",
        abstract: tr("Replay transcripts on fresh devices and compare the output exactly.")
    )

    @OptionGroup var globals: GlobalOptions

    @Argument(help: ArgumentHelp(tr("Transcript files."), valueName: "FILE"))
    var files: [String]

    @Flag(help: ArgumentHelp(tr("Rewrite each transcript's expected output in place (narration is kept).")))
    var update = false

    @Flag(help: ArgumentHelp(tr("With --update: rewrite a lesson transcript even when the steps it passes changed (a solution that no longer completes).")))
    var force = false

    @Flag(help: ArgumentHelp(tr("Classroom: stop at narration and before each command; Enter goes on, b back, q quits.")))
    var step = false

    @Flag(help: ArgumentHelp(tr("Type each command at a human pace before running it; stops at narration, Space pauses.")))
    var demo = false

    /// Unconditional, so that `--speed -1` reaches the range check instead of reading as an option.
    @Option(parsing: .unconditional, help: ArgumentHelp(tr("With --demo: how fast to type (2 = twice as fast)."), valueName: "X"))
    var speed: Double?

    func validate() throws {
        if update && (step || demo) { throw ValidationError(tr("--update rewrites files; use it without --step or --demo")) }
        if force && !update { throw ValidationError(tr("--force goes with --update: it rewrites a lesson transcript whose outcome changed")) }
        if step && demo { throw ValidationError(tr("choose --step or --demo, not both")) }
        if let speed, !demo { throw ValidationError(tr("--speed %@ only applies with --demo", "\(String(format: "%g", speed))")) }
        if let speed, !(speed > 0 && speed <= 100) {
            throw ValidationError(tr("--speed must be above 0 and at most 100, such as 0.5 or 2, not %@", "\(String(format: "%g", speed))"))
        }
    }

    func run() throws {
        let stream: EventStream?
        do {
            stream = try globals.eventStream()
        } catch {
            Terminal.warn(tr("error: %@", error.message))
            throw ExitCode(2)
        }
        let style = globals.style
        // --lang: the session speaks that language (a transcript recorded in it compares; step and demo show it).
        // Without it, each transcript's own: its folder's language (`Transcripts/ru/…`), else English.
        let language = globals.language == nil ? nil : try globals.lessonLanguage()
        globals.placeSampleCache()
        let lessons = globals.lessons.directory
        // Replay's own messages (a difference, the summary) in the language asked for.
        try Words.speaking(language ?? .en) { try replayAll(style: style, stream: stream, language: language, lessons: lessons) }
    }

    private func replayAll(style: Styler, stream: EventStream?, language: Language?, lessons: String?) throws {
        var results: [ReplayResult] = []
        for name in files {
            let path = name.hasPrefix("/") ? name : (globals.currentDirectory as NSString).appendingPathComponent(name)
            if step || demo {
                let pace: TranscriptPresenter.Pace = step ? .step : .demo(speed: speed ?? 1)
                let presenter = TranscriptPresenter(pace: pace, style: style, iosVersion: globals.iosVersion, eventStream: stream,
                                                    language: language, fallbackLessons: lessons)
                results.append(presenter.present(path: path, name: name))
                continue
            }
            var replayer = Replayer(update: update, iosVersion: globals.iosVersion, eventStream: stream)
            replayer.language = language
            replayer.force = force
            replayer.fallbackLessons = lessons
            // A failure shows as it is found: each differing command when it has run, then the diff.
            var failing = false
            let result = replayer.replay(path: path, name: name) { line in
                if !failing {
                    failing = true
                    Terminal.writeLines([style.paint(tr("FAILED"), .red) + "  " + name])
                }
                Terminal.writeLines([Self.paintFailure(line, style: style)])
            }
            results.append(result)
            if !failing { Terminal.writeLines(Self.report(result, style: style)) }
        }
        Terminal.write(ReplayResult.summary(results) + "\n")
        if results.contains(where: { !$0.succeeded }) { throw ExitCode(1) }
    }

    static func report(_ result: ReplayResult, style: Styler) -> [String] {
        switch result.status {
        case .passed:
            return [style.paint(tr("passed"), .green) + "  " + result.name]
        case .updated:
            return result.report.map { $0.hasPrefix("updated ") ? style.paint("updated", .yellow) + $0.dropFirst(7) : $0 }
        case .unreadable:
            return result.report.map { style.paint($0, .red) }
        case .failed:
            return [style.paint(tr("FAILED"), .red) + "  " + result.name] + result.report.map { paintFailure($0, style: style) }
        }
    }

    /// A line of a failure's report: the diff's headers, removed and added lines in colour.
    static func paintFailure(_ line: String, style: Styler) -> String {
        if line.hasPrefix("---") || line.hasPrefix("+++") { return style.paint(line, .bold) }
        if line.hasPrefix("-") { return style.paint(line, .red) }
        if line.hasPrefix("+") { return style.paint(line, .green) }
        if line.hasPrefix("@@") { return style.paint(line, .cyan) }
        return line
    }
}
