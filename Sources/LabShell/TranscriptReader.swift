import Foundation

/// A transcript file read one step at a time, so that a transcript of any length replays in
/// memory bounded by its longest step. Opening it reads the whole file once without keeping
/// it (every error is found before a command runs, and the steps are counted), then reads it
/// again from the start as steps are asked for.
public final class TranscriptReader {
    /// The transcript's path as typed, used in errors.
    public let name: String
    /// How many steps the file holds.
    public private(set) var stepCount = 0
    /// The lines after the last step (blank lines, narration), once `next()` has returned nil.
    public private(set) var trailingLines: [String] = []

    /// The longest line a transcript may hold: commands are refused past 64 KB when replayed,
    /// but output and narration may be longer; past this the file is not a transcript.
    public static let maximumLineLength = 1 << 20

    private let descriptor: Int32
    private var lines: ByteLineReader
    private var parser: TranscriptParser
    private var atStart = true
    private var ended = false

    /// Opens and checks the transcript at `path`; `name` (the path as typed) is used in errors.
    public init(path: String, name: String) throws(TranscriptError) {
        self.name = name
        descriptor = try Self.open(path: path, name: name)
        lines = ByteLineReader(descriptor: descriptor, maximumLength: Self.maximumLineLength)
        parser = TranscriptParser(name: name)
        do {
            stepCount = try check()
        } catch {
            close(descriptor)
            throw error
        }
        lseek(descriptor, 0, SEEK_SET)
        atStart = true
        lines = ByteLineReader(descriptor: descriptor, maximumLength: Self.maximumLineLength)
        parser = TranscriptParser(name: name)
    }

    deinit { close(descriptor) }

    /// The next step, or nil after the last.
    public func next() throws(TranscriptError) -> TranscriptStep? {
        while !ended {
            guard let bytes = lines.nextLine() else {
                ended = true
                let end = try parser.finish()
                trailingLines = end.trailingLines
                return end.step
            }
            if let step = try parser.feed(try text(of: bytes)) { return step }
        }
        return nil
    }

    /// Reads every line once: the first error in the file, or its number of steps. Bytes that
    /// are not UTF-8 text anywhere name the file as not a transcript, before any line's error.
    private func check() throws(TranscriptError) -> Int {
        var firstError: TranscriptError?
        while let bytes = lines.nextLine() {
            let line = try text(of: bytes)
            if firstError == nil {
                do { _ = try parser.feed(line) } catch { firstError = error }
            }
        }
        if let firstError { throw firstError }
        _ = try parser.finish()
        return parser.stepCount
    }

    /// A line's bytes as text: a byte order mark at the start of the file dropped, too long
    /// or not UTF-8 refused.
    private func text(of bytes: [UInt8]) throws(TranscriptError) -> String {
        guard bytes.count <= Self.maximumLineLength else {
            throw TranscriptError(tr("%@:%d: the line is longer than 1 MB; is this a transcript?", name, parser.lineIndex + 1))
        }
        var bytes = bytes[...]
        if atStart {
            atStart = false
            if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
        }
        guard ByteLineReader.index(of: 0, in: Array(bytes), from: 0) == nil, let line = String(validating: bytes, as: UTF8.self) else {
            throw TranscriptError(tr("%@ is not a transcript: it is not UTF-8 text", name))
        }
        return line
    }

    private static func open(path: String, name: String) throws(TranscriptError) -> Int32 {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
            throw TranscriptError(tr("%@: no such file; check the path (relative paths start from the current folder)", name))
        }
        guard !isFolder.boolValue else {
            throw TranscriptError(tr("%@ is a folder, not a transcript; name a .transcript file inside it", name))
        }
        // Not blocking on a FIFO: it is refused below, as a transcript is read twice.
        let descriptor = Glibc.open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw TranscriptError(tr("%@ cannot be read; check its permissions", name))
        }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
            close(descriptor)
            throw TranscriptError(tr("%@ is not a regular file; a transcript is a .transcript file", name))
        }
        _ = fcntl(descriptor, F_SETFL, O_RDONLY)
        return descriptor
    }
}
