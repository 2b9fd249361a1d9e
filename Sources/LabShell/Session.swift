import Foundation
import LabCore
import LabRuntime
import LabToolchain

/// One learner's session: the live device, the command registry, and where output goes.
///
/// The front end (`lab`) feeds lines to `execute(line:)` and prints what comes back; replay
/// does the same with a fresh `Session` per transcript. Commands talk to the learner only
/// through `print(_:)`; after every command the session renders the events the command
/// appended with `EventRenderer`, so device commands mostly print nothing themselves.
public final class Session {
    /// The live device. Replaced by `reset(iosVersion:)`.
    public private(set) var device: Device
    /// Colour for output; `Styler.plain` for transcripts and pipes.
    public var style: Styler
    /// Relative host paths typed by the learner resolve against this folder
    /// (the process's working directory in the REPL, the transcript's folder in a replay).
    public var workingDirectory: String
    /// A folder of this session's own where installed bundles and containers live.
    /// Erased by `reset`. Never printed: output names paths relative to a bundle or container.
    public let deviceRoot: String
    /// The device's folders under `deviceRoot` (bundles, containers, builds).
    public let folders: DeviceFolders
    /// Where `lab` keeps history and lesson progress (`--data-dir`, XDG state by default);
    /// nil in replays and tests, which keep nothing.
    public var dataDirectory: String?
    /// The `Lessons/` folder (lesson ids for completion); nil when there is none.
    public var lessonsDirectory: String?
    /// Where the sample apps' bundles come from at every boot (built once, then reused).
    public let sampleCache: SampleCache
    /// Extra steps run on every fresh device after `bootDevice(_:)` (lessons, tests).
    public var onBoot: [@Sendable (Session) throws(CommandError) -> Void] = []
    /// The commands this session understands.
    public let registry: CommandRegistry
    /// Receives every event as JSON Lines (`--events FILE`); flushed after each command.
    public var eventStream: EventStream? {
        didSet { eventStream?.attach(to: device.log) }
    }
    /// The transcript being written by `record FILE`, if any.
    public var recorder: TranscriptRecorder?
    /// Set by `quit`; the front end stops reading lines.
    public private(set) var isFinished = false
    /// How many `replay` commands are running inside each other; a transcript may not replay itself forever.
    var replayDepth = 0
    /// Lessons: language, progress, the lesson in progress.
    public let lessonDesk = LessonDesk()
    /// The project folder `run --watch` watches (`ProjectWatch`), if any.
    public internal(set) var watch: ProjectWatch?
    /// The lesson whose watch the learner stopped (`watch stop`, Ctrl-C): not watched again.
    var lessonWatchDeclined: String?
    /// The lines since the device booted that changed it, for `undo`, each with the lesson's
    /// step index before it ran (nil: no lesson), so that `undo` takes the lesson back with the device.
    lazy var undoJournal = UndoJournal(folder: deviceRoot)
    /// Set while `undo` replays the history on a fresh device: nothing is shown or recorded.
    var isRewinding = false
    /// The live classroom page (`serve`), told the device's state after every command.
    var classroom: ClassroomServer?

    /// Runs the apps of the current device as processes.
    private var runtime: AppRuntimeService?
    private var output: [String] = []
    /// The last event already shown to the learner.
    private var renderedSeq = 0
    /// Whether `deviceRoot` was made by this session (and is removed with it).
    private let ownsDeviceRoot: Bool

    /// A session on a freshly booted device.
    /// - Parameters:
    ///   - iosVersion: the device's iOS version; nil for `Device.defaultIOSVersion`.
    ///   - deviceRoot: where bundles and containers live; nil makes a private temporary folder.
    ///   - sampleCache: where the sample bundles are kept; `.shared` unless a test wants its own.
    public init(iosVersion: Int? = nil, style: Styler = .plain,
                workingDirectory: String = FileManager.default.currentDirectoryPath,
                deviceRoot: String? = nil, registry: CommandRegistry = .standard,
                eventStream: EventStream? = nil,
                onBoot: [@Sendable (Session) throws(CommandError) -> Void] = [],
                sampleCache: SampleCache = .shared, macOS: MacOSVersion? = nil) throws(CommandError) {
        let version = try Session.validated(iosVersion: iosVersion)
        self.style = style
        self.workingDirectory = workingDirectory
        self.registry = registry
        self.onBoot = onBoot
        self.sampleCache = sampleCache
        self.eventStream = eventStream
        if let deviceRoot {
            self.deviceRoot = deviceRoot
            ownsDeviceRoot = false
        } else {
            self.deviceRoot = try Session.makeTemporaryFolder()
            ownsDeviceRoot = true
        }
        folders = DeviceFolders(root: self.deviceRoot)
        device = macOS.map { Device(macOS: $0) } ?? Device(iosVersion: version)
        try boot()
    }

    deinit {
        runtime?.endAll()
        if ownsDeviceRoot { try? FileManager.default.removeItem(atPath: deviceRoot) }
    }

    /// Command output. `text` may hold several lines; each becomes one output line.
    public func print(_ text: String) {
        output.append(contentsOf: text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
    }

    /// Erases the device: a fresh `Device` (same iOS version unless one is given), an empty
    /// device folder, booted with the system and sample apps. The device stays an iPhone or a
    /// Mac unless `macOS` (a Mac) or `iPhone` (or an iOS version) says otherwise.
    public func reset(iosVersion: Int?, macOS: MacOSVersion? = nil, iPhone: Bool = false) throws(CommandError) {
        let version = try Session.validated(iosVersion: iosVersion ?? device.iosVersion)
        let mac = macOS ?? (iPhone || iosVersion != nil ? nil : device.mac?.version)
        let files = FileManager.default
        if let contents = try? files.contentsOfDirectory(atPath: deviceRoot) {
            for name in contents { try? files.removeItem(atPath: (deviceRoot as NSString).appendingPathComponent(name)) }
        }
        device = mac.map { Device(macOS: $0) } ?? Device(iosVersion: version)
        try boot()
    }

    /// Runs one line as typed and returns what it printed (events rendered after the
    /// command's own output; an error as one `error: …` line).
    public func execute(line: String) -> CommandOutcome {
        Words.speaking(lessonDesk.language) {
            // The page follows from the command after `serve` on (not `serve` itself).
            let serving = classroom
            let outcome = executeInLanguage(line: line)
            if !isRewinding { serving?.publish(session: self, command: line, output: outcome.lines) }
            return outcome
        }
    }

    private func executeInLanguage(line: String) -> CommandOutcome {
        output = []
        // An app killed from outside since the last command is shown crashed before this one runs.
        if !isRewinding { device.noticeProcessesEndedWhileIdle() }
        var failure: String?
        let activeRecorder = isRewinding ? nil : recorder
        var changesDevice = false
        var isAboutRecording = false
        let stepBefore = lessonDesk.run?.stepIndex
        do {
            try InputLine.checkLength(line)
            if let invocation = try Tokenizer.invocation(from: line) {
                isAboutRecording = invocation.name == Command.record.name
                let command = try registry.resolve(invocation)
                let checked = try command.check(invocation)
                try MacCommandGate.check(command, on: device)
                changesDevice = command.changesDevice
                // A lesson may ask for a command that only looks (or says no), so it is noted either way.
                let startSeq = device.log.lastSeq
                defer { if !isRewinding { lessonDesk.run?.note(command: command.name, arguments: checked.positionals, startSeq: startSeq) } }
                try command.run(try command.typed(checked, in: self), self)
                // Animations the command started end before the next one (docs/lifecycle.md,
                // "Animations take time").
                if changesDevice { device.finishAnimations() }
            }
        } catch {
            appendNewEvents()
            var message = error.message
            // Commands copied from a book or a web page come with typographic quotes.
            if let straight = Tokenizer.straightQuoted(line) {
                message = tr("“ ” are curly quotes, as books and web pages print them; lab reads straight ones: %@", straight)
            }
            output.append(tr("error: %@", message))
            failure = message
        }
        if failure == nil { appendNewEvents() }
        if failure == nil && changesDevice {
            undoJournal.append(line, step: stepBefore)
        }
        if !isRewinding {
            announceLessonProgress()
            renderedSeq = device.log.lastSeq
        }
        var lines = Session.trimmingTrailingBlankLines(output)
        output = []
        if let eventStream, !eventStream.flush() {
            // A write that fails is said, once, and the stream stops: never a silent loss.
            lines.append(tr("warning: cannot write the events file %@ (is the disk full?); events are no longer written", eventStream.displayPath))
            self.eventStream = nil
        }
        // `record FILE` and `record stop` are not part of the recording they start or end, nor is a
        // refused `record` typed meanwhile: replayed, it would start writing a file.
        if let activeRecorder, activeRecorder === recorder, !isAboutRecording {
            let recorded = recordedForm(line: line, output: lines, recorder: activeRecorder)
            if !activeRecorder.record(line: recorded.line, output: recorded.output) {
                lines.append(tr("warning: cannot write the recording %@ (is the disk full?); recording stopped", activeRecorder.displayPath))
                recorder = nil
            }
        }
        return CommandOutcome(lines: lines, error: failure)
    }

    /// Runs one line read as raw bytes: invalid UTF-8 is refused with one error line, like
    /// any other bad input, instead of being silently repaired.
    public func execute(bytes: [UInt8]) -> CommandOutcome {
        switch InputLine.decode(bytes) {
        case let .success(line):
            return execute(line: line)
        case let .failure(error):
            let lines = ["error: \(error.message)"]
            recorder?.record(line: InputLine.display(bytes), output: lines)
            return CommandOutcome(lines: lines, error: error.message)
        }
    }

    /// The output gathered so far, set aside while `undo` runs other lines.
    func captureOutput() -> [String] { output }

    /// Puts back output set aside by `captureOutput()`.
    func restoreOutput(_ lines: [String]) { output = lines }

    /// Asks the front end to stop after this command.
    public func finish() { isFinished = true }

    /// Resolves a host path as the learner typed it against `workingDirectory`.
    public func hostPath(_ typed: String) -> String {
        if typed.hasPrefix("/") { return typed }
        if typed == "~" || typed.hasPrefix("~/") {
            return NSString(string: typed).expandingTildeInPath
        }
        return (workingDirectory as NSString).appendingPathComponent(typed)
    }

    // MARK: - Private

    private func boot() throws(CommandError) {
        eventStream?.attach(to: device.log)
        // App code runs as real processes, one per running app.
        runtime?.endAll()
        let runtime = AppRuntimeService(configuration: Session.runtimeConfiguration())
        self.runtime = runtime
        device.appCodeFactory = { app, program in runtime.code(for: app, program: program) }
        try bootDevice(self)
        for step in onBoot { try step(self) }
        undoJournal.clear()
        renderedSeq = device.log.lastSeq
        output = []
        eventStream?.flush()
    }

    private func appendNewEvents() {
        let events = device.log.events(after: renderedSeq)
        renderedSeq = device.log.lastSeq
        guard !events.isEmpty else { return }
        output.append(contentsOf: EventRenderer().render(events, device: device, style: style))
    }

    /// Where app processes find the clock library and what they may read, from the SDK beside `lab`.
    static func runtimeConfiguration() -> RuntimeConfiguration {
        guard let sdk = try? SimulatedSDK.locate() else { return RuntimeConfiguration(clockLibrary: nil, readOnlyPaths: []) }
        return RuntimeConfiguration(clockLibrary: sdk.clockLibrary,
                                    readOnlyPaths: [sdk.libraryDirectory] + sdk.toolchainLibraries)
    }

    private static func validated(iosVersion: Int?) throws(CommandError) -> Int {
        guard let version = iosVersion else { return Device.defaultIOSVersion }
        let range = Device.supportedIOSVersions
        guard range.contains(version) else {
            throw CommandError(tr("iOS %d is not simulated; choose a version from %d to %d", version, range.lowerBound, range.upperBound))
        }
        return version
    }

    private static func makeTemporaryFolder() throws(CommandError) -> String {
        let base = ProcessInfo.processInfo.environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        StaleDeviceFolders.cleanOnce(in: base)
        guard let folder = TemporaryFolder.make(prefix: StaleDeviceFolders.prefix(in: base)) else {
            throw CommandError(tr("cannot create a device folder in %@; set TMPDIR to a writable folder", base))
        }
        return folder
    }

    static func trimmingTrailingBlankLines(_ lines: [String]) -> [String] {
        var lines = lines
        while let last = lines.last, last.allSatisfy(\.isWhitespace) { lines.removeLast() }
        return lines
    }
}

/// What one command line printed, and whether it failed.
public struct CommandOutcome: Equatable, Sendable {
    /// Output lines, without trailing blank lines.
    public var lines: [String]
    /// Why the command was refused, when it was; its `error: …` line is the last of `lines`.
    public var error: String?

    public init(lines: [String], error: String?) {
        self.lines = lines
        self.error = error
    }

    public var failed: Bool { error != nil }

    /// The output as text, each line ending in a newline.
    public var text: String { lines.map { $0 + "\n" }.joined() }
}
