#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads and writes protocol lines on a pair of file descriptors, blocking.
public final class WireChannel {
    public let input: Int32
    public let output: Int32
    private var buffer: [UInt8] = []
    private var start = 0
    /// Where the search for the next newline goes on: the bytes before it (from `start`) hold
    /// none. Without it, a long line arriving in many reads was searched again at each read.
    private var searched = 0
    /// Where `fill` reads to, kept: a new buffer per read cost more than the read.
    private var chunk = [UInt8](repeating: 0, count: 65_536)

    public init(input: Int32, output: Int32) {
        self.input = input
        self.output = output
    }

    /// The longest line either side may send. A message is a few hundred bytes; a long
    /// string (a text view's text, a drawing's pixels) may take megabytes, far below it.
    public static let maximumLineLength = 16 << 20

    /// Whether a whole line is already buffered (no read needed).
    public var hasBufferedLine: Bool { nextNewline() != nil }

    /// Whether the line being received has grown past `maximumLineLength` with no newline:
    /// the other side is not speaking the protocol (an app flooding its descriptor).
    public var isOverlong: Bool { nextNewline() == nil && buffer.count - start > Self.maximumLineLength }

    private func nextNewline() -> Int? {
        let from = max(start, searched)
        if let newline = buffer[from...].firstIndex(of: 10) { return newline }
        searched = buffer.count
        return nil
    }

    /// Sends one message; false when the other side is gone.
    @discardableResult
    public func send(_ message: WireMessage) -> Bool {
        var bytes = Array((message.line + "\n").utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeMutableBytes { raw in
                write(output, raw.baseAddress! + offset, raw.count - offset)
            }
            if written < 0 {
                if errno == EINTR { continue }
                return false
            }
            offset += written
        }
        bytes.removeAll()
        return true
    }

    /// The next message; nil at end of file or on a read error.
    public func receive() -> WireMessage? {
        while true {
            if let line = takeLine() { return WireMessage(line: Substring(line)) }
            guard fill() else { return nil }
        }
    }

    /// Reads what is available into the buffer (blocks until something is); false at end of file.
    public func fill() -> Bool {
        while true {
            let count = chunk.withUnsafeMutableBytes { read(input, $0.baseAddress!, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return false }
            if start > 0, start == buffer.count {
                buffer.removeAll(keepingCapacity: true)
                start = 0
                searched = 0
            }
            buffer.append(contentsOf: chunk[0..<count])
            return true
        }
    }

    /// Whether the last line received was UTF-8 (it reads repaired otherwise): the simulated
    /// SDK writes only Swift strings, so bytes that are not UTF-8 come from app code.
    public private(set) var lastLineWasUTF8 = true

    private func takeLine() -> String? {
        guard let newline = nextNewline() else { return nil }
        let bytes = buffer[start..<newline]
        let valid = String(validating: bytes, as: UTF8.self)
        lastLineWasUTF8 = valid != nil
        let line = valid ?? String(decoding: bytes, as: UTF8.self)
        start = newline + 1
        searched = start
        if start == buffer.count {
            buffer.removeAll(keepingCapacity: true)
            start = 0
            searched = 0
        }
        return line
    }
}
