import Foundation

/// Lines kept for later — a replay's diff, a transcript being rewritten — in memory while
/// they are few, in an anonymous temporary file (gone when closed, or when the lab is killed)
/// past `memoryLimit` bytes, so that a report as long as a transcript of any length takes
/// bounded memory. Lines are read back in order; a line holding `\n` comes back as two.
final class LineSpool {
    private var held: [String] = []
    private var heldBytes = 0
    private var file: UnsafeMutablePointer<FILE>?
    let memoryLimit: Int
    /// Whether a write to the temporary file failed (a full disk): the lines are incomplete.
    private(set) var failed = false
    private(set) var count = 0

    init(memoryLimit: Int = 1 << 20) {
        self.memoryLimit = memoryLimit
    }

    deinit { if let file { fclose(file) } }

    var isEmpty: Bool { count == 0 }

    func append(_ line: String) {
        count += 1
        if file == nil, heldBytes + line.utf8.count <= memoryLimit {
            held.append(line)
            heldBytes += line.utf8.count + 1
            return
        }
        if file == nil {
            guard let opened = tmpfile() else { failed = true; return }
            file = opened
            for line in held { write(line) }
            held = []
            heldBytes = 0
        }
        write(line)
    }

    func append(contentsOf lines: [String]) {
        for line in lines { append(line) }
    }

    /// Each line in the order appended.
    func forEach(_ body: (String) -> Void) {
        guard let file else { held.forEach(body); return }
        fflush(file)
        rewind(file)
        var buffer: UnsafeMutablePointer<CChar>?
        var capacity = 0
        defer { free(buffer) }
        while true {
            let length = getline(&buffer, &capacity, file)
            guard length >= 0, let buffer else { break }
            body(String(decoding: UnsafeRawBufferPointer(start: buffer, count: length - 1), as: UTF8.self))
        }
        fseek(file, 0, SEEK_END)
    }

    /// Empties the spool for reuse.
    func removeAll() {
        held = []
        heldBytes = 0
        count = 0
        if let file {
            fclose(file)
            self.file = nil
        }
    }

    private func write(_ line: String) {
        guard let file else { return }
        var bytes = Array(line.utf8)
        bytes.append(UInt8(ascii: "\n"))
        if fwrite(bytes, 1, bytes.count, file) != bytes.count { failed = true }
    }
}
