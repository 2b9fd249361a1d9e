import Foundation
import LabCore

/// Writes every event as one JSON line (`--events FILE`, `-` for standard output).
///
/// Lines are buffered while a command runs and flushed when it ends, so a reader following
/// the file sees whole commands, and a crash loses at most the command in progress.
public final class EventStream {
    private let handle: FileHandle
    private let closesHandle: Bool
    private var pending = ""
    /// The logs already attached, by identity, so a log is never written twice.
    private var attached: [ObjectIdentifier] = []

    /// A stream to `path` (`-` for standard output), created or truncated.
    /// `workingDirectory` resolves a relative path.
    public init(path: String, workingDirectory: String) throws(CommandError) {
        if path == "-" {
            handle = FileHandle.standardOutput
            closesHandle = false
            return
        }
        let full = path.hasPrefix("/") ? path : (workingDirectory as NSString).appendingPathComponent(path)
        guard FileManager.default.createFile(atPath: full, contents: nil),
              let handle = FileHandle(forWritingAtPath: full) else {
            throw CommandError("cannot write the events file \(path); check that its folder exists and is writable")
        }
        self.handle = handle
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
        log.subscribe { [weak self] event in self?.pending += event.jsonLine(describe: \.text) + "\n" }
    }

    /// Writes what is pending.
    public func flush() {
        guard !pending.isEmpty else { return }
        let data = Data(pending.utf8)
        pending = ""
        try? handle.write(contentsOf: data)
    }
}
