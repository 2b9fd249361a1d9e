import Foundation
import LabShell

/// Standard output and error without stdio buffering, so output interleaves correctly with
/// libedit's and arrives whole after each command.
enum Terminal {
    static func write(_ text: String) {
        do { try FileHandle.standardOutput.write(contentsOf: Data(text.utf8)) } catch { outputClosed() }
    }

    /// The reader has gone (`lab replay FILE | head`): end quietly, as a program that SIGPIPE
    /// ends does (it is ignored for the apps' pipes, so the write fails instead of killing us).
    private static func outputClosed() -> Never {
        signal(SIGPIPE, SIG_DFL)
        raise(SIGPIPE)
        exit(141)
    }

    static func writeLines(_ lines: [String]) {
        write(lines.map { $0 + "\n" }.joined())
    }

    static func warn(_ text: String) {
        try? FileHandle.standardError.write(contentsOf: Data((text + "\n").utf8))
    }

    /// Whether both standard input and standard output are terminals.
    static var isInteractive: Bool {
        isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1
    }
}

/// Reads standard input as raw lines of bytes (no decoding: `InputLine` validates them).
struct ByteLineReader {
    private var buffer: [UInt8] = []
    private var atEnd = false
    let descriptor: Int32

    init(descriptor: Int32 = STDIN_FILENO) {
        self.descriptor = descriptor
    }

    /// The next line without its newline (`\n`, or a Windows editor's `\r\n`), or nil at end of input.
    /// A line longer than `InputLine.maximumLength` comes back cut just past the limit (so
    /// `InputLine` refuses it) and the rest of it is read and dropped, never held.
    mutating func nextLine() -> [UInt8]? {
        var searched = 0
        while true {
            if let newline = buffer[searched...].firstIndex(of: UInt8(ascii: "\n")) {
                var line = Array(buffer[..<newline])
                buffer.removeSubrange(...newline)
                if line.last == UInt8(ascii: "\r") { line.removeLast() }
                return line
            }
            searched = buffer.count
            if buffer.count > InputLine.maximumLength + 1 {
                buffer.removeSubrange((InputLine.maximumLength + 1)...)
                searched = buffer.count
            }
            if atEnd {
                guard !buffer.isEmpty else { return nil }
                defer { buffer = [] }
                return buffer
            }
            var chunk = [UInt8](repeating: 0, count: 4096)
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count > 0 {
                buffer += chunk[..<count]
            } else if count == 0 || errno != EINTR {
                atEnd = true
            }
        }
    }
}
