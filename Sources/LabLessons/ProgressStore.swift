import Foundation

/// Progress kept in `progress.txt` under the data directory, written atomically: a temporary
/// file in the same folder, `fsync`, `rename` over the old one, then `fsync` of the folder —
/// so `kill -9` at any moment leaves either the old file or the new one, never half of one.
public final class ProgressStore {
    public static let fileName = "progress.txt"
    /// nil: progress lives only in memory (replays, tests).
    public let directory: String?
    public private(set) var progress = LessonProgress()
    /// Said once when the file on disk could not be read and was kept aside.
    public private(set) var notice: String?

    public init(directory: String?) {
        self.directory = directory
        guard let path else { return }
        guard let data = FileManager.default.contents(atPath: path) else { return }
        do {
            progress = try LessonProgress.parse(String(decoding: data, as: UTF8.self), file: path)
        } catch {
            let aside = Self.freeName(for: path + ".corrupt")
            if (try? FileManager.default.moveItem(atPath: path, toPath: aside)) != nil {
                notice = "\(error.text) — kept aside as \(aside); starting with no progress"
            } else {
                notice = "\(error.text) — and it could not be renamed; progress will not be saved until it is moved"
                brokenPath = true
            }
        }
    }

    /// Set when a corrupt file could not be moved: never overwrite it.
    private var brokenPath = false

    public var path: String? { directory.map { ($0 as NSString).appendingPathComponent(Self.fileName) } }

    /// Changes and saves; the error says why saving failed (progress stays in memory).
    public func update(_ change: (inout LessonProgress) -> Void) throws(LessonError) {
        change(&progress)
        guard let path, !brokenPath else { return }
        try Self.writeAtomically(progress.text, to: path)
    }

    /// `lesson export FILE`.
    public func export(to file: String) throws(LessonError) {
        // The file is replaced by a rename: a device, a FIFO or a folder there would be replaced too.
        var info = stat()
        if lstat(file, &info) == 0, info.st_mode & S_IFMT != S_IFREG {
            throw LessonError(file: file, line: nil, "is not a regular file (a folder, a link, a device or a FIFO); export to a file")
        }
        try Self.writeAtomically(progress.text, to: file)
    }

    /// `lesson import FILE`: merged into the current progress, keeping the further standing.
    public func importProgress(from file: String, shownAs shown: String) throws(LessonError) {
        guard let data = FileManager.default.contents(atPath: file) else {
            throw LessonError(file: shown, line: nil, "cannot be read; give a file written by `lesson export`")
        }
        let other = try LessonProgress.parse(String(decoding: data, as: UTF8.self), file: shown)
        try update { $0.merge(other) }
    }

    /// Writes `text` to `path` through a temporary file, fsync and rename.
    public static func writeAtomically(_ text: String, to path: String) throws(LessonError) {
        let folder = (path as NSString).deletingLastPathComponent
        let temporary = (folder.isEmpty ? "." : folder) + "/.\((path as NSString).lastPathComponent).tmp-\(getpid())"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard fd >= 0 else { throw LessonError(file: path, line: nil, "cannot be written (\(String(cString: strerror(errno)))); check the folder is writable") }
        let bytes = Array(text.utf8)
        var written = 0
        while written < bytes.count {
            let n = bytes.withUnsafeBytes { write(fd, $0.baseAddress! + written, bytes.count - written) }
            if n <= 0 { close(fd); unlink(temporary); throw LessonError(file: path, line: nil, "writing failed; is the disk full?") }
            written += n
        }
        guard fsync(fd) == 0, close(fd) == 0 else { unlink(temporary); throw LessonError(file: path, line: nil, "could not be flushed to disk") }
        guard rename(temporary, path) == 0 else {
            unlink(temporary)
            throw LessonError(file: path, line: nil, "cannot be replaced (\(String(cString: strerror(errno))))")
        }
        let folderFD = open(folder.isEmpty ? "." : folder, O_RDONLY)
        if folderFD >= 0 { fsync(folderFD); close(folderFD) }
    }

    /// `path`, or `path.2`, `path.3`, … — the first name not taken.
    public static func freeName(for path: String) -> String {
        var candidate = path
        var number = 2
        while FileManager.default.fileExists(atPath: candidate) {
            candidate = "\(path).\(number)"
            number += 1
        }
        return candidate
    }
}
