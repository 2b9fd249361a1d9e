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
        self.lines = lines
        steps = []
        var narration: [String] = []
        var index = 0
        while index < lines.count {
            let line = lines[index]
            if let command = TranscriptFormat.command(in: line) {
                var end = index + 1
                while end < lines.count, TranscriptFormat.command(in: lines[end]) == nil,
                      !TranscriptFormat.isNarration(lines[end]) { end += 1 }
                var outputEnd = end
                while outputEnd > index + 1, lines[outputEnd - 1].isEmpty { outputEnd -= 1 }
                steps.append(Step(command: command, promptIndex: index, outputRange: (index + 1)..<outputEnd, narration: narration))
                narration = []
                index = end
                continue
            }
            if TranscriptFormat.isNarration(line) {
                narration.append(String(line.dropFirst().drop { $0 == " " }))
            } else if line.hasPrefix("lab>") {
                throw TranscriptError(tr("%@:%d: a space goes between `lab>` and the command: lab> %@", name, index + 1, line.dropFirst(4)))
            } else if !line.isEmpty {
                throw TranscriptError(tr("%@:%d: expected `lab> COMMAND` or `# narration` before the first command; is this a transcript?", name, index + 1))
            }
            index += 1
        }
        guard !steps.isEmpty else {
            throw TranscriptError(tr("%@ is not a transcript: it has no `lab> COMMAND` lines", name))
        }
    }

    /// Reads the transcript at `path`; `name` (the path as typed) is used in errors.
    public static func load(path: String, name: String) throws(TranscriptError) -> Transcript {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
            throw TranscriptError(tr("%@: no such file; check the path (relative paths start from the current folder)", name))
        }
        guard !isFolder.boolValue else {
            throw TranscriptError(tr("%@ is a folder, not a transcript; name a .transcript file inside it", name))
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw TranscriptError(tr("%@ cannot be read; check its permissions", name))
        }
        guard let text = String(validating: data, as: UTF8.self), !data.contains(0) else {
            throw TranscriptError(tr("%@ is not a transcript: it is not UTF-8 text", name))
        }
        return try Transcript(text: text, name: name)
    }

    /// The transcript with each step's expected output replaced by `outputs[i]`; narration,
    /// blank lines and commands stay as they are.
    public func replacingOutputs(_ outputs: [[String]]) -> [String] {
        var result: [String] = []
        var copied = 0
        for (step, output) in zip(steps, outputs) {
            result += lines[copied..<step.outputRange.lowerBound]
            result += output
            copied = step.outputRange.upperBound
        }
        result += lines[copied...]
        return result
    }
}

/// Why a transcript could not be read: one line naming the file.
public struct TranscriptError: Error, Equatable, Sendable {
    public var message: String
    public init(_ message: String) { self.message = message }
}
