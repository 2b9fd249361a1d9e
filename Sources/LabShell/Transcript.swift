import Foundation

/// A transcript file read into commands, expected output and narration, keeping every line
/// so that `--update` can rewrite outputs and leave everything else as it was.
public struct Transcript: Equatable, Sendable {
    /// The file's lines, without line endings.
    public var lines: [String]
    public var steps: [Step]

    /// One `lab> COMMAND` with what follows it.
    public struct Step: Equatable, Sendable {
        /// The command as typed.
        public var command: String
        /// Index in `lines` of the prompt line (0-based).
        public var promptIndex: Int
        /// The `lines` holding the expected output (trailing blank lines excluded).
        public var outputRange: Range<Int>
        /// Narration lines just before this command, `#` removed.
        public var narration: [String]
    }

    public func expectedOutput(of step: Step) -> [String] { Array(lines[step.outputRange]) }

    /// Reads transcript text; `name` is used in errors.
    public init(text: String, name: String) throws(TranscriptError) {
        // A file saved by a Windows editor: its byte order mark and CRLF endings (to Swift one
        // Character, "\r\n", so never split at "\n") read as plain lines.
        let text = (text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text).replacingOccurrences(of: "\r\n", with: "\n")
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if text.hasSuffix("\n") { lines.removeLast() }
        var parser = TranscriptParser(name: name)
        var steps: [TranscriptStep] = []
        for line in lines {
            if let step = try parser.feed(line) { steps.append(step) }
        }
        if let last = try parser.finish().step { steps.append(last) }
        self.init(lines: lines, steps: steps)
    }

    /// Reads the whole transcript at `path` (a short one: a lesson's solution); `name` (the
    /// path as typed) is used in errors. Replay reads steps as it goes (`TranscriptReader`).
    public static func load(path: String, name: String) throws(TranscriptError) -> Transcript {
        let reader = try TranscriptReader(path: path, name: name)
        var steps: [TranscriptStep] = []
        while let step = try reader.next() { steps.append(step) }
        return Transcript(lines: steps.flatMap { $0.lines(output: $0.expectedOutput) } + reader.trailingLines, steps: steps)
    }

    private init(lines: [String], steps: [TranscriptStep]) {
        self.lines = lines
        self.steps = steps.map { step in
            Step(command: step.command, promptIndex: step.promptIndex,
                 outputRange: (step.promptIndex + 1)..<(step.promptIndex + 1 + step.expectedOutput.count), narration: step.narration)
        }
    }
}

/// Why a transcript could not be read: one line naming the file.
public struct TranscriptError: Error, Equatable, Sendable {
    public var message: String
    public init(_ message: String) { self.message = message }
}
