import Foundation
import Testing

/// Global options stand anywhere, as git's do: the real `lab` executable is run with them
/// before and after each subcommand. Everything it writes goes to a temporary folder.
@Suite(.serialized) struct GlobalOptionsTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

    /// The built `lab` beside the test bundle.
    static func executable() throws -> String {
        let here = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let candidates = [here.appendingPathComponent("lab").path, here.deletingLastPathComponent().appendingPathComponent("lab").path,
                          root + "/.build/debug/lab"]
        return try #require(candidates.first { FileManager.default.isExecutableFile(atPath: $0) })
    }

    /// Runs `lab arguments` in the repository with `input` on standard input, HOME and the XDG
    /// folders inside `scratch`; returns the exit status and standard output and error.
    static func lab(_ arguments: [String], input: String = "", scratch: String) throws -> (status: Int32, output: String, errors: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try executable())
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: root)
        var environment = ProcessInfo.processInfo.environment
        for (key, folder) in [("HOME", "home"), ("XDG_CACHE_HOME", "cache"), ("XDG_STATE_HOME", "state"), ("XDG_DATA_HOME", "data")] {
            environment[key] = scratch + "/" + folder
        }
        process.environment = environment
        let output = Pipe(), errors = Pipe(), stdin = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = stdin
        try process.run()
        stdin.fileHandleForWriting.write(Data(input.utf8))
        try stdin.fileHandleForWriting.close()
        let out = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let err = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, out, err)
    }

    static func scratch(_ name: String) -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lab-global-\(name)-\(getpid())").path
        try? FileManager.default.removeItem(atPath: folder)
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test(arguments: [true, false])
    func buildTakesThemBeforeAndAfter(_ before: Bool) throws {
        let scratch = Self.scratch("build-\(before)")
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let globals = ["--no-color", "--data-dir", scratch + "/data-dir"]
        let command = ["build", "Transcripts/Projects/MyApp", "-o", scratch + "/out"]
        let run = try Self.lab(before ? globals + command : command + globals, scratch: scratch)
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.output.hasPrefix("built MyApp.app"))
        #expect(FileManager.default.fileExists(atPath: scratch + "/out/MyApp.app/Info.plist"))
    }

    @Test(arguments: [true, false])
    func replayTakesThemBeforeAndAfter(_ before: Bool) throws {
        let scratch = Self.scratch("replay-\(before)")
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let globals = ["--events", scratch + "/events.jsonl", "--no-color", "--data-dir=" + scratch + "/data-dir"]
        let command = ["replay", "Transcripts/lifecycle-home.transcript"]
        let run = try Self.lab(before ? globals + command : command + globals, scratch: scratch)
        #expect(run.status == 0, "\(run.output)\(run.errors)")
        let events = try String(contentsOfFile: scratch + "/events.jsonl", encoding: .utf8)
        #expect(events.contains(#""kind":"action","name":"home""#))
        #expect(!run.output.contains("\u{1B}["), "--no-color is honoured")
    }

    @Test(arguments: [true, false])
    func lessonsAndTheReplTakeThemBeforeAndAfter(_ before: Bool) throws {
        let scratch = Self.scratch("lessons-\(before)")
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let globals = ["--data-dir", scratch + "/data-dir", "--ios", "12"]
        let lessons = try Self.lab(before ? globals + ["lessons"] : ["lessons"] + globals, scratch: scratch)
        #expect(lessons.status == 0, "\(lessons.errors)")
        let repl = try Self.lab(before ? ["--no-color"] + globals + ["repl"] : ["repl", "--no-color"] + globals,
                                input: "state\n", scratch: scratch)
        #expect(repl.status == 0, "\(repl.errors)")
        #expect(repl.output.contains("iOS 12"))
        #expect(!FileManager.default.fileExists(atPath: scratch + "/home"), "nothing is written into the home folder")
    }

    @Test func recordWritesTheSessionFromTheFirstCommand() throws {
        let scratch = Self.scratch("record")
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let path = scratch + "/session.transcript"
        let run = try Self.lab(["--record", path, "--data-dir", scratch + "/data-dir"], input: "# a narrated wait\nwait 2s\n", scratch: scratch)
        #expect(run.status == 0, "\(run.errors)")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "# a narrated wait\nlab> wait 2s\n▸ wait 2s\n\n")
        let replay = try Self.lab(["replay", path, "--data-dir", scratch + "/data-dir"], scratch: scratch)
        #expect(replay.status == 0, "\(replay.output)\(replay.errors)")
        let refused = try Self.lab(["--record", scratch + "/no/such/folder/x.transcript"], scratch: scratch)
        #expect(refused.status == 2)
        #expect(refused.errors.contains("--record: cannot write"))
    }

    @Test func aDataDirectoryThatIsAFileCostsOnlyTheCache() throws {
        let scratch = Self.scratch("data-file")
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let file = scratch + "/not-a-folder"
        try "x".write(toFile: file, atomically: true, encoding: .utf8)
        let run = try Self.lab(["--data-dir", file], input: "apps\n", scratch: scratch)
        #expect(run.status == 0, "\(run.output)\(run.errors)")
        #expect(run.errors.contains("the sample cache in \(file)/cache cannot be used"))
        #expect(run.output.contains("Empty Window"), "the samples are built without the cache")
    }

    @Test func aReaderThatGoesAwayEndsLabQuietly() throws {
        // `lab < commands.txt | head`: once the reader is gone, lab ends as SIGPIPE ends a
        // program, without a crash report.
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try Self.executable())
        process.currentDirectoryURL = URL(fileURLWithPath: Self.root)
        let output = Pipe(), errors = Pipe(), input = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = input
        try process.run()
        try output.fileHandleForReading.close()
        input.fileHandleForWriting.write(Data(String(repeating: "help\n", count: 300).utf8))
        try input.fileHandleForWriting.close()
        let report = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal && process.terminationStatus == SIGPIPE, "\(process.terminationStatus) \(report)")
        #expect(report.isEmpty)
    }

    @Test func commandsFromAWindowsEditorEchoWithoutTheirCarriageReturns() throws {
        let scratch = Self.scratch("crlf")
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let run = try Self.lab(["--data-dir", scratch + "/data-dir"], input: "wait 1s\r\n", scratch: scratch)
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.output == "lab> wait 1s\n▸ wait 1s\n\n")
    }

    @Test func iosTakesAMajorVersionAndSaysSo() throws {
        let scratch = Self.scratch("ios-minor")
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let run = try Self.lab(["--ios", "9.3"], input: "state\n", scratch: scratch)
        #expect(run.status != 0)
        #expect(run.errors.contains("give a major iOS version such as 17 (the simulated versions are 3 to 18)"), "\(run.errors)")
    }

    @Test func replaySpeedIsCheckedAsTyped() throws {
        let scratch = Self.scratch("speed")
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let negative = try Self.lab(["replay", "--demo", "--speed", "-1", "Transcripts/lifecycle-home.transcript"], scratch: scratch)
        #expect(negative.status != 0)
        #expect(negative.errors.contains("--speed must be above 0 and at most 100, such as 0.5 or 2, not -1"), "\(negative.errors)")
        let alone = try Self.lab(["replay", "--speed", "2", "Transcripts/lifecycle-home.transcript"], scratch: scratch)
        #expect(alone.errors.contains("--speed 2 only applies with --demo"), "\(alone.errors)")
    }

    /// A class watches a lesson: `--step` and `--demo` play a lesson's transcript as plain
    /// `replay` does, with the keys shown, a counter, and `b` going back one command.
    @Test func stepAndDemoPlayALessonsTranscript() throws {
        let scratch = Self.scratch("step")
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let lesson = "Lessons/01-first-launch/solution.transcript"
        // From a pipe each line is a key: next, next, next, back, then the end of input plays on.
        let step = try Self.lab(["--no-color", "replay", "--step", lesson], input: "\n\n\nb\n", scratch: scratch)
        #expect(step.status == 0, "\(step.output)\(step.errors)")
        #expect(step.output.contains("Enter: next · b: back · q: quit"))
        #expect(step.output.contains("[1/4] lab> lesson start 01-first-launch\nLesson 1: First launch and the five states"))
        #expect(step.output.contains("◂ back to 3 of 4: the device is rebuilt from the 2 commands before it"))
        #expect(step.output.contains("★ lesson complete: First launch and the five states"))
        #expect(!step.output.contains("differs"), "\(step.output)")
        #expect(step.output.hasSuffix("1 passed, 0 failed\n"))
        let quit = try Self.lab(["--no-color", "replay", "--step", lesson], input: "\nq\n", scratch: scratch)
        #expect(quit.output.contains("stopped at 2 of 4"), "\(quit.output)")
        #expect(!quit.output.contains("▸ run"))
        let demo = try Self.lab(["--no-color", "--lang", "ru", "replay", "--demo", "--speed", "100", lesson], scratch: scratch)
        #expect(demo.status == 0, "\(demo.output)\(demo.errors)")
        #expect(demo.output.contains("Урок 1: Первый запуск и пять состояний"))
        // The presenter's own lines are in the chosen language too.
        #expect(demo.output.contains("вывод не сравнивается с transcript"), "\(demo.output)")
        #expect(demo.output.contains("solution.transcript — команд: 4"), "\(demo.output)")
        #expect(!demo.output.contains("the output is not compared"))
    }

    /// `lab --help --lang X` is `lab`'s own help in X, wherever `--lang` stands, and not the
    /// default subcommand's (`repl`); `lab help SUBCOMMAND --lang X` is the subcommand's.
    @Test(arguments: [["--help", "--lang", "ru"], ["--lang", "ru", "--help"], ["--lang=ru", "-h"], ["help", "--lang", "ru"]])
    func helpInALanguageIsLabsOwn(_ arguments: [String]) throws {
        let scratch = Self.scratch("help-\(arguments.joined())")
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let help = try Self.lab(arguments, scratch: scratch)
        #expect(help.status == 0, "\(help.errors)")
        #expect(help.output.contains("LifecycleLab: моделируемый iPhone"), "\(help.output)")
        #expect(help.output.contains("ПОДКОМАНДЫ:"), "\(help.output)")
        #expect(!help.output.contains("USAGE: lab repl"), "\(help.output)")
        let replay = try Self.lab(["help", "replay", "--lang", "zh-Hans"], scratch: scratch)
        #expect(replay.status == 0, "\(replay.errors)")
        #expect(replay.output.contains("lab replay"), "\(replay.output)")
        #expect(!replay.output.contains("OVERVIEW:"), "\(replay.output)")
    }

    /// A session recorded during a lesson replays, and holds no path of this machine: `run`
    /// alone is recorded as `run` of a copy kept beside the transcript.
    @Test func aSessionRecordedDuringALessonReplays() throws {
        let scratch = Self.scratch("lesson-record")
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        try FileManager.default.createDirectory(atPath: scratch + "/class", withIntermediateDirectories: true)
        let path = scratch + "/class/lesson.transcript"
        let run = try Self.lab(["--record", path, "--data-dir", scratch + "/data-dir"],
                               input: "lesson start 09-truly-empty\nrun\nlesson check\n", scratch: scratch)
        #expect(run.status == 0, "\(run.output)\(run.errors)")
        let recorded = try String(contentsOfFile: path, encoding: .utf8)
        #expect(!recorded.contains(scratch), "no absolute path of this machine: \(recorded)")
        #expect(recorded.contains("lab> run lesson-projects/09-truly-empty-1\n▸ run lesson-projects/09-truly-empty-1\n"))
        #expect(FileManager.default.fileExists(atPath: scratch + "/class/lesson-projects/09-truly-empty-1/AppDelegate.swift"))
        let replay = try Self.lab(["replay", path], scratch: scratch)
        #expect(replay.status == 0, "\(replay.output)")
        #expect(replay.output.contains("1 passed, 0 failed"))
    }

    @Test(arguments: [true, false])
    func langStandsBeforeAndAfterTheSubcommand(_ before: Bool) throws {
        let scratch = Self.scratch("lang-\(before)")
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let globals = ["--lang", "zh-Hans", "--data-dir", scratch + "/data-dir"]
        let lessons = try Self.lab(before ? globals + ["lessons"] : ["lessons"] + globals, scratch: scratch)
        #expect(lessons.status == 0, "\(lessons.errors)")
        #expect(lessons.output.contains("首次启动与五种状态"))
    }
}
