import Foundation
import LabCore

/// Writes every event as one JSON line (`--events FILE`, `-` for standard output).
///
/// Lines are buffered while a command runs and flushed when it ends, so a reader following
/// the file sees whole commands, and a crash loses at most the command in progress.
public final class EventStream {
    private let handle: FileHandle
    private let closesHandle: Bool
    /// The path as given (`-` for standard output), for messages.
    public let displayPath: String
    private var pending = ""
    /// The logs already attached, by identity, so a log is never written twice.
    private var attached: [ObjectIdentifier] = []

    /// A stream to `path` (`-` for standard output), created or truncated.
    /// `workingDirectory` resolves a relative path.
    public init(path: String, workingDirectory: String) throws(CommandError) {
        displayPath = path
        if path == "-" {
            handle = FileHandle.standardOutput
            closesHandle = false
            return
        }
        let full = path.hasPrefix("/") ? path : (workingDirectory as NSString).appendingPathComponent(path)
        // open(2), not FileManager's createFile, which replaces what is there (a link, a device).
        let fd = open(full, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else {
            throw CommandError(tr("cannot write the events file %@; check that its folder exists and is writable", path))
        }
        self.handle = FileHandle(fileDescriptor: fd, closeOnDealloc: false)
        closesHandle = true
    }

    deinit {
        flush()
        if closesHandle { try? handle.close() }
    }

    /// Starts writing the events `log` receives from now on.
    public func attach(to log: EventLog) {
        let id = ObjectIdentifier(log)
        guard !attached.contains(id) else { return }
        attached.append(id)
        // The events file is a contract in English whatever language the session speaks.
        log.subscribe { [weak self] event in self?.pending += event.jsonLine + "\n" }
    }

    /// Writes what is pending; false when the write failed (a full disk).
    @discardableResult
    public func flush() -> Bool {
        guard !pending.isEmpty else { return true }
        let data = Data(pending.utf8)
        pending = ""
        do { try handle.write(contentsOf: data) } catch { return false }
        return true
    }
}
