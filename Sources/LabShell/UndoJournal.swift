import Foundation

/// The lines that changed the device since it booted, for `undo`, kept in a file beside the
/// device's folders rather than in memory: a session of a million commands would otherwise hold
/// them all. Each line of the file is the lesson's step before the command ran (`-` for none),
/// a tab, and the command line (which never holds a newline). Lines are written in batches of
/// up to 64 KB (a write per command cost a tenth of the device's command rate); `entries()`
/// writes what is pending first. The journal serves this session only: a lab killed meanwhile
/// boots a new device, whose journal starts empty.
final class UndoJournal {
    private let path: String
    /// How many lines the journal holds.
    private(set) var count = 0
    /// The latest line and its step, the one `undo` takes back.
    private(set) var last: (line: String, step: Int?)?

    init(folder: String) {
        path = (folder as NSString).appendingPathComponent(".undo-journal")
        clear()
    }

    /// Records not yet written to the file.
    private var pending: [UInt8] = []
    private static let batchSize = 64 * 1024

    func append(_ line: String, step: Int?) {
        pending.append(contentsOf: "\(step.map(String.init) ?? "-")\t\(line)\n".utf8)
        if pending.count >= Self.batchSize { flush() }
        count += 1
        last = (line, step)
    }

    private func flush() {
        guard !pending.isEmpty else { return }
        let fd = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o600)
        if fd >= 0 {
            _ = pending.withUnsafeBufferPointer { write(fd, $0.baseAddress, $0.count) }
            close(fd)
        }
        pending.removeAll(keepingCapacity: true)
    }

    /// Every line, oldest first.
    func entries() -> [(line: String, step: Int?)] {
        flush()
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return [] }
        return text.split(separator: "\n").map { record in
            let parts = record.split(separator: "\t", maxSplits: 1, omittingEmptySubsequences: false)
            return (parts.count > 1 ? String(parts[1]) : "", Int(parts[0]))
        }
    }

    /// Starts over with `entries`.
    func replace(with entries: [(line: String, step: Int?)]) {
        clear()
        for entry in entries { append(entry.line, step: entry.step) }
    }

    func clear() {
        pending.removeAll(keepingCapacity: true)
        unlink(path)
        count = 0
        last = nil
    }
}
