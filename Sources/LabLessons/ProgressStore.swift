import Foundation
import LabToolchain

/// Progress kept in `progress.txt` under the data directory, written atomically: a temporary
/// file in the same folder, `fsync`, `rename` over the old one, then `fsync` of the folder —
/// so `kill -9` at any moment leaves either the old file or the new one, never half of one.
///
/// Several `lab` processes may share one data folder. Each write happens under an exclusive
/// `flock` of `.progress.txt.lock` and re-reads the file first: this process's changes since it
/// last saw the file are laid over what is there (`LessonProgress.rebase`), so a lesson another
/// process moved on keeps its standing. A read notices a file another process replaced. The
/// temporary files of writers killed mid-write are removed when the next store opens the folder.
public final class ProgressStore {
    public static let fileName = "progress.txt"
    /// nil: progress lives only in memory (replays, tests).
    public let directory: String?
    /// What this process holds: the file as last seen, with its own changes over it.
    public var progress: LessonProgress {
        refreshIfReplaced()
        return local
    }
    private var local = LessonProgress()
    /// The file as this process last read or wrote it: the changes to keep are those from it.
    private var base = LessonProgress()
    /// The file's device, inode, size and change time when last read or written.
    private var seen: [Int] = []
    /// Said once when the file on disk could not be read and was kept aside.
    public var notice: String? { noticeWording?.english }
    /// The notice as a sentence for LabShell to word in the learner's language.
    public private(set) var noticeWording: BuildText?

    public init(directory: String?) {
        self.directory = directory
        guard let path else { return }
        withLock { removeStaleTemporaries() }
        seen = Self.identity(of: path)
        guard let data = FileManager.default.contents(atPath: path) else { return }
        do {
            local = try LessonProgress.parse(String(decoding: data, as: UTF8.self), file: path)
            base = local
        } catch {
            let aside = Self.freeName(for: path + ".corrupt")
            if (try? FileManager.default.moveItem(atPath: path, toPath: aside)) != nil {
                noticeWording = tr("%@ — kept aside as %@; starting with no progress", error.textWording, aside)
            } else {
                noticeWording = tr("%@ — and it could not be renamed; progress will not be saved until it is moved", error.textWording)
                brokenPath = true
            }
        }
    }

    /// Set when a corrupt file could not be moved: never overwrite it.
    private var brokenPath = false

    public var path: String? { directory.map { ($0 as NSString).appendingPathComponent(Self.fileName) } }

    /// Changes and saves; the error says why saving failed (progress stays in memory).
    public func update(_ change: (inout LessonProgress) -> Void) throws(LessonError) {
        change(&local)
        guard let path, !brokenPath else { return }
        var failure: LessonError?
        withLock {
            let onDisk = readBack(path) ?? base
            let merged = onDisk.rebase(local, since: base)
            local = merged
            do throws(LessonError) {
                if merged != onDisk { try Self.writeAtomically(merged.text, to: path) }
                base = merged
            } catch {
                // Not written: the changes stay in memory, over what the file holds.
                base = onDisk
                failure = error
            }
            seen = Self.identity(of: path)
        }
        if let failure { throw failure }
    }

    /// Another process replaced the file since this one last saw it: its progress is taken in,
    /// under this process's own unsaved changes.
    private func refreshIfReplaced() {
        guard let path, !brokenPath, Self.identity(of: path) != seen else { return }
        seen = Self.identity(of: path)
        guard let onDisk = readBack(path) else { return }
        local = onDisk.rebase(local, since: base)
        base = onDisk
    }

    /// The file's progress; nil when it is missing or cannot be parsed (another process's
    /// garbage is never merged; the file was valid when this store opened it).
    private func readBack(_ path: String) -> LessonProgress? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        return try? LessonProgress.parse(String(decoding: data, as: UTF8.self), file: path)
    }

    private static func identity(of path: String) -> [Int] {
        var info = stat()
        guard stat(path, &info) == 0 else { return [] }
        return [Int(info.st_dev), Int(info.st_ino), Int(info.st_size), Int(info.st_ctim.tv_sec), Int(info.st_ctim.tv_nsec)]
    }

    /// Runs `body` holding an exclusive lock on `.progress.txt.lock` beside the file; without
    /// the lock (a folder missing or read-only) `body` runs anyway and its write says what failed.
    private func withLock(_ body: () -> Void) {
        guard let directory else { return body() }
        let fd = open((directory as NSString).appendingPathComponent("." + Self.fileName + ".lock"), O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard fd >= 0 else { return body() }
        defer { close(fd) }
        while flock(fd, LOCK_EX) != 0, errno == EINTR {}
        body()
    }

    /// `.progress.txt.tmp-PID` files whose writer is gone (killed between writing and renaming).
    /// Called under the lock: a writer of this version holds it while its temporary file exists.
    private func removeStaleTemporaries() {
        guard let directory, let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return }
        let prefix = "." + Self.fileName + ".tmp-"
        for name in names where name.hasPrefix(prefix) {
            guard let pid = pid_t(name.dropFirst(prefix.count)) else { continue }
            if pid == getpid() || kill(pid, 0) != 0 && errno == ESRCH {
                unlink((directory as NSString).appendingPathComponent(name))
            }
        }
    }

    /// `lesson export FILE`.
    public func export(to file: String) throws(LessonError) {
        // The file is replaced by a rename: a device, a FIFO or a folder there would be replaced too.
        var info = stat()
        if lstat(file, &info) == 0, info.st_mode & S_IFMT != S_IFREG {
            throw LessonError(file: file, line: nil, tr("is not a regular file (a folder, a link, a device or a FIFO); export to a file"))
        }
        try Self.writeAtomically(progress.text, to: file)
    }

    /// `lesson import FILE`: merged into the current progress, keeping the further standing.
    public func importProgress(from file: String, shownAs shown: String) throws(LessonError) {
        guard let data = FileManager.default.contents(atPath: file) else {
            throw LessonError(file: shown, line: nil, tr("cannot be read; give a file written by `lesson export`"))
        }
        let other = try LessonProgress.parse(String(decoding: data, as: UTF8.self), file: shown)
        try update { $0.merge(other) }
    }

    /// Writes `text` to `path` through a temporary file, fsync and rename.
    public static func writeAtomically(_ text: String, to path: String) throws(LessonError) {
        let folder = (path as NSString).deletingLastPathComponent
        let temporary = (folder.isEmpty ? "." : folder) + "/.\((path as NSString).lastPathComponent).tmp-\(getpid())"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard fd >= 0 else { throw LessonError(file: path, line: nil, tr("cannot be written (%@); check the folder is writable", "\(String(cString: strerror(errno)))")) }
        let bytes = Array(text.utf8)
        var written = 0
        while written < bytes.count {
            let n = bytes.withUnsafeBytes { write(fd, $0.baseAddress! + written, bytes.count - written) }
            if n <= 0 { close(fd); unlink(temporary); throw LessonError(file: path, line: nil, tr("writing failed; is the disk full?")) }
            written += n
        }
        guard fsync(fd) == 0, close(fd) == 0 else { unlink(temporary); throw LessonError(file: path, line: nil, tr("could not be flushed to disk")) }
        guard rename(temporary, path) == 0 else {
            unlink(temporary)
            throw LessonError(file: path, line: nil, tr("cannot be replaced (%@)", "\(String(cString: strerror(errno)))"))
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
