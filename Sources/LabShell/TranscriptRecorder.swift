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
        // open(2), not FileManager's createFile, which replaces what is there (a link, a device).
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else {
            throw CommandError(tr("cannot write %@; check that its folder exists and is writable", displayPath))
        }
        self.displayPath = displayPath
        self.path = path
        self.handle = FileHandle(fileDescriptor: fd, closeOnDealloc: false)
    }

    deinit { try? handle.close() }

    /// Copies `folder` beside the transcript as `NAME-projects/<name>` (NAME the transcript's
    /// own), replacing an earlier copy, and returns that path relative to the transcript, so
    /// that a recorded `run` names the project as it was when it ran. Nil when it cannot copy.
    func keepProject(_ folder: String, as name: String) -> String? {
        let transcriptFolder = (path as NSString).deletingLastPathComponent
        let base = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        let relative = "\(base)-projects/\(name)"
        let copy = (transcriptFolder as NSString).appendingPathComponent(relative)
        let files = FileManager.default
        do {
            try? files.removeItem(atPath: copy)
            try files.createDirectory(atPath: (copy as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try files.copyItem(atPath: folder, toPath: copy)
        } catch {
            return nil
        }
        return relative
    }

    /// Appends one command and its output in transcript form and pushes it to disk; false
    /// when the write failed (a full disk). Blank lines and comments are kept as they are:
    /// comments become narration.
    @discardableResult
    public func record(line: String, output: [String]) -> Bool {
        var text: String
        if Tokenizer.isBlankOrComment(line) {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            guard !trimmed.isEmpty else { return true }
            text = String(trimmed) + "\n"
        } else {
            // Transcripts are colour-off whatever the terminal shows.
            text = TranscriptFormat.block(line: line, output: output.map(Styler.removingEscapes))
        }
        do { try handle.write(contentsOf: Data(text.utf8)) } catch { return false }
        // A pipe or a terminal cannot be synchronized; only the write says whether it failed.
        try? handle.synchronize()
        return true
    }
}
