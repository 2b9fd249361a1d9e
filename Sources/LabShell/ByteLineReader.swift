import Foundation

/// Reads a file descriptor (standard input, a transcript) as raw lines of bytes, in bounded
/// memory (no decoding: `InputLine` and the transcript reader validate them).
public struct ByteLineReader {
    private var buffer: [UInt8] = []
    /// Where the unread bytes of `buffer` begin (read lines are dropped in bulk, not one by one).
    private var start = 0
    private var atEnd = false
    let descriptor: Int32
    /// The longest line kept; see `nextLine()`.
    let maximumLength: Int

    public init(descriptor: Int32 = STDIN_FILENO, maximumLength: Int = InputLine.maximumLength) {
        self.descriptor = descriptor
        self.maximumLength = maximumLength
    }

    /// The next line without its newline (`\n`, or a Windows editor's `\r\n`), or nil at end of input.
    /// A line longer than `maximumLength` comes back cut just past the limit (so the caller
    /// refuses it) and the rest of it is read and dropped, never held.
    public mutating func nextLine() -> [UInt8]? {
        var searched = start
        while true {
            if let newline = Self.index(of: UInt8(ascii: "\n"), in: buffer, from: searched) {
                var line = Array(buffer[start..<min(newline, start + maximumLength + 1)])
                start = newline + 1
                if line.last == UInt8(ascii: "\r"), line.count <= maximumLength { line.removeLast() }
                return line
            }
            if start > 0 {
                buffer.removeSubrange(..<start)
                start = 0
            }
            searched = buffer.count
            if buffer.count > maximumLength + 1 {
                buffer.removeSubrange((maximumLength + 1)...)
                searched = buffer.count
            }
            if atEnd {
                guard !buffer.isEmpty else { return nil }
                defer { buffer = [] }
                return buffer
            }
            var chunk = [UInt8](repeating: 0, count: 65_536)
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count > 0 {
                buffer += chunk[..<count]
            } else if count == 0 || errno != EINTR {
                atEnd = true
            }
        }
    }

    /// Where `byte` first stands in `bytes` at or after `start` (memchr: a transcript is
    /// searched byte by byte, which unspecialised generic code does slowly).
    static func index(of byte: UInt8, in bytes: [UInt8], from start: Int) -> Int? {
        bytes.withUnsafeBufferPointer { buffer -> Int? in
            guard start < buffer.count, let base = buffer.baseAddress,
                  let found = memchr(base + start, Int32(byte), buffer.count - start) else { return nil }
            return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
        }
    }
}
