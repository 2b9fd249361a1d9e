import Foundation

/// `record FILE`: writes the session as a transcript while it happens, one command at a time,
/// so that a crash or a closed terminal loses nothing already shown.
public final class TranscriptRecorder {
    /// The path as the learner typed it, for messages.
    public let displayPath: String
    /// The file on the host, for what is kept beside it (a lesson's projects as they were run).
    public let path: String
    private let handle: FileHandle

    /// Creates (or truncates) the file at `path`.
    public init(path: String, displayPath: String) throws(CommandError) {
        guard FileManager.default.createFile(atPath: path, contents: nil),
              let handle = FileHandle(forWritingAtPath: path) else {
            throw CommandError("cannot write \(displayPath); check that its folder exists and is writable")
        }
        self.displayPath = displayPath
        self.path = path
        self.handle = handle
    }

    deinit { try? handle.close() }

    /// Appends one command and its output in transcript form and pushes it to disk.
    /// Blank lines and comments are kept as they are: comments become narration.
    public func record(line: String, output: [String]) {
        var text: String
        if Tokenizer.isBlankOrComment(line) {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            guard !trimmed.isEmpty else { return }
            text = String(trimmed) + "\n"
        } else {
            // Transcripts are colour-off whatever the terminal shows.
            text = TranscriptFormat.block(line: line, output: output.map(Styler.removingEscapes))
        }
        try? handle.write(contentsOf: Data(text.utf8))
        try? handle.synchronize()
    }
}
