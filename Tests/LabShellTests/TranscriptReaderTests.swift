import Foundation
import Testing
@testable import LabShell

/// Replay reads a transcript step by step (`TranscriptReader`): the steps, errors and rewritten
/// files are those of the whole-file reading, and a transcript of any length replays in
/// bounded memory, its failures shown as they are found.
@Suite struct TranscriptReaderTests {
    init() { TestHome.prepare() }

    private func file(_ text: String, _ name: String = "t.transcript") throws -> String {
        let folder = NSTemporaryDirectory() + "lab-reader-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let path = folder + "/" + name
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    private func steps(_ reader: TranscriptReader) throws -> [TranscriptStep] {
        var steps: [TranscriptStep] = []
        while let step = try reader.next() { steps.append(step) }
        return steps
    }

    /// Every curated transcript: the same steps as the whole text read at once, and its lines
    /// given back exactly by the steps and what follows them.
    @Test func theCuratedTranscriptsReadAsWholeTexts() throws {
        let folder = TranscriptReplayTests.root + "/Transcripts"
        let names = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".transcript") }
        #expect(names.count > 50)
        for name in names {
            let path = folder + "/" + name
            let whole = try Transcript(text: String(contentsOfFile: path, encoding: .utf8), name: name)
            let reader = try TranscriptReader(path: path, name: name)
            let read = try steps(reader)
            #expect(reader.stepCount == whole.steps.count, "\(name)")
            #expect(read.map(\.command) == whole.steps.map(\.command), "\(name)")
            #expect(read.map(\.promptIndex) == whole.steps.map(\.promptIndex), "\(name)")
            #expect(read.map(\.narration) == whole.steps.map(\.narration), "\(name)")
            #expect(read.map(\.expectedOutput) == whole.steps.map { whole.expectedOutput(of: $0) }, "\(name)")
            #expect(read.flatMap { $0.lines(output: $0.expectedOutput) } + reader.trailingLines == whole.lines, "\(name)")
        }
    }

    @Test func aWindowsFileReadsAsAPlainOne() throws {
        let text = "# note\nlab> wait 1s\n▸ wait 1s\n\nlab> quit\n"
        let windows = try TranscriptReader(path: file("\u{FEFF}" + text.replacingOccurrences(of: "\n", with: "\r\n")), name: "w")
        let plain = try TranscriptReader(path: file(text), name: "w")
        #expect(try steps(windows) == steps(plain))
    }

    /// Every error is found before a command runs; bytes that are not UTF-8 anywhere name the
    /// file first, as when it was read whole.
    @Test func errorsComeBeforeAnyStep() throws {
        #expect(throws: TranscriptError("t.transcript:4: expected `lab> COMMAND` or `# narration` before the first command; is this a transcript?")) {
            try TranscriptReader(path: file("lab> help\nout\n# note\nstray\n"), name: "t.transcript")
        }
        #expect(throws: TranscriptError("t.transcript is not a transcript: it is not UTF-8 text")) {
            try TranscriptReader(path: file("stray\nlab> help\n" + String(repeating: "x\n", count: 50_000) + "caf\u{E9}\u{0}\n"), name: "t.transcript")
        }
        #expect(throws: TranscriptError("t.transcript is not a transcript: it has no `lab> COMMAND` lines")) {
            try TranscriptReader(path: file("# only narration\n\n"), name: "t.transcript")
        }
        let long = "lab> help\n" + String(repeating: "y", count: TranscriptReader.maximumLineLength + 1) + "\nlab> quit\n"
        #expect(throws: TranscriptError("t.transcript:2: the line is longer than 1 MB; is this a transcript?")) {
            try TranscriptReader(path: file(long), name: "t.transcript")
        }
    }

    /// A FIFO would block a reader forever and cannot be read twice: it is refused at once.
    @Test func aFIFOIsRefusedWithoutWaiting() throws {
        let path = try file("lab> help\n") + ".fifo"
        #expect(mkfifo(path, 0o644) == 0)
        #expect(throws: TranscriptError("t.fifo is not a regular file; a transcript is a .transcript file")) {
            try TranscriptReader(path: path, name: "t.fifo")
        }
    }

    /// A failing replay's report is the unified diff of the whole file, after one line per
    /// differing command; each line is handed over as it is found.
    @Test func aFailingReplayReportsAsTheWholeFileDiff() throws {
        let text = "# Two waits.\nlab> wait 1s\n▸ wait 2s\n\nlab> wait 1s\nright\n\n# narration\nlab> wait 500ms\n▸ wait 500ms\n\n"
        let path = try file(text)
        var shown: [String] = []
        let result = Replayer().replay(path: path, name: "t.transcript") { shown.append($0) }
        #expect(result.status == .failed)
        let replayed = "# Two waits.\nlab> wait 1s\n▸ wait 1s\n\nlab> wait 1s\n▸ wait 1s\n\n# narration\nlab> wait 500ms\n▸ wait 500ms\n\n"
        let diff = UnifiedDiff.make(old: text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init),
                                    new: replayed.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init),
                                    oldName: "t.transcript", newName: "t.transcript (replayed)")
        #expect(shown == ["t.transcript:2: output of `wait 1s` differs", "t.transcript:5: output of `wait 1s` differs"] + diff)
        #expect(Replayer().replay(path: path, name: "t.transcript").report == shown)
    }

    /// `--update` rewrites outputs only: narration, blank lines and commands stay; a Windows
    /// file comes back with plain line endings, as before.
    @Test func updateRewritesOnlyOutputs() throws {
        let text = "\u{FEFF}# Waiting.\r\nlab> wait 1s\r\nwrong\r\nwrong too\r\n\r\n\r\n# between\r\nlab> wait 1s\r\n▸ wait 1s\r\n# end\r\n"
        let path = try file(text)
        let result = Replayer(update: true).replay(path: path, name: "t.transcript")
        #expect(result.report == ["updated t.transcript: new output for 1 command"])
        #expect(try String(contentsOfFile: path, encoding: .utf8)
            == "# Waiting.\nlab> wait 1s\n▸ wait 1s\n\n\n# between\nlab> wait 1s\n▸ wait 1s\n# end\n")
        #expect(Replayer().replay(path: path, name: "t.transcript").status == .passed)
    }

    /// A spool past its memory limit keeps its lines in a temporary file, in order.
    @Test func aSpoolPastItsLimitKeepsItsLinesInAFile() {
        let spool = LineSpool(memoryLimit: 100)
        let lines = (0..<1_000).map { "line \($0) ✓" }
        spool.append(contentsOf: lines)
        var read: [String] = []
        spool.forEach { read.append($0) }
        #expect(read == lines)
        spool.append("more")
        read = []
        spool.forEach { read.append($0) }
        #expect(read == lines + ["more"])
        spool.removeAll()
        #expect(spool.isEmpty)
    }

    /// A diff's hunks through a small spool are those made in memory.
    @Test func aStreamedDiffMatchesTheDiffInMemory() {
        let old = (1...400).map { "line \($0)" }
        var new = old
        for index in stride(from: 390, to: 0, by: -37) { new[index] = "changed \(index)" }
        new.insert("added", at: 200)
        new.removeSubrange(100..<104)
        var streamed: [String] = []
        let writer = UnifiedDiff.Writer(oldName: "a", newName: "b", spool: LineSpool(memoryLimit: 64)) { streamed.append($0) }
        for edit in UnifiedDiff.script(old, new) { writer.add(edit) }
        writer.finish()
        #expect(streamed == UnifiedDiff.make(old: old, new: new, oldName: "a", newName: "b"))
        #expect(streamed.filter { $0.hasPrefix("@@") }.count > 5)
    }

    /// `lab replay` of a 30 MB transcript that differs at every command (3,000 commands, each
    /// expecting 100 long lines) peaks within 24 MB of a 30-command one: the file, its lines and
    /// the report are never held whole (read whole, it took hundreds of megabytes).
    @Test func aLongTranscriptReplaysInBoundedMemory() throws {
        let scratch = NSTemporaryDirectory() + "lab-long-replay-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        func transcript(commands: Int) throws -> String {
            let path = scratch + "/long-\(commands).transcript"
            let step = "lab> wait 1ms\n" + (0..<100).map { "expected line \($0) " + String(repeating: "·", count: 40) + "\n" }.joined() + "\n"
            FileManager.default.createFile(atPath: path, contents: nil)
            let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
            for _ in 0..<commands { try handle.write(contentsOf: Data(step.utf8)) }
            try handle.close()
            return path
        }
        // An untimed first run builds the sample apps into the scratch cache: swiftc's peak (near
        // 1 GB on a cold clone) counts as the replay's, since it is a child the replay waited for.
        _ = try Self.peakKilobytes(replaying: transcript(commands: 30), scratch: scratch)
        let small = try Self.peakKilobytes(replaying: transcript(commands: 30), scratch: scratch)
        let large = try Self.peakKilobytes(replaying: transcript(commands: 3_000), scratch: scratch)
        #expect(small.status == 1 && large.status == 1, "both replays fail, reporting every command")
        #expect(large.kilobytes - small.kilobytes < 24 * 1024, "peak \(small.kilobytes) KB for 30 commands, \(large.kilobytes) KB for 3,000")
    }

    /// Runs `lab replay FILE` (output discarded) and returns its exit status and peak memory.
    static func peakKilobytes(replaying path: String, scratch: String) throws -> (status: Int32, kilobytes: Int) {
        let executable = try GlobalOptionsTests.executable()
        var environment = ProcessInfo.processInfo.environment
        for (key, folder) in [("HOME", "home"), ("XDG_CACHE_HOME", "cache"), ("XDG_STATE_HOME", "state"), ("XDG_DATA_HOME", "data")] {
            environment[key] = scratch + "/" + folder
        }
        let words: [String] = [executable, "--no-color", "replay", path]
        let arguments: [UnsafeMutablePointer<CChar>?] = words.map { strdup($0) } + [nil]
        let variables: [UnsafeMutablePointer<CChar>?] = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for pointer in arguments + variables { free(pointer) } }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        var pid: pid_t = 0
        try #require(posix_spawn(&pid, executable, &actions, nil, arguments, variables) == 0)
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0, errno == EINTR {}
        return ((status >> 8) & 0xFF, usage.ru_maxrss)
    }
}
