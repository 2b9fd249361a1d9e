import Foundation
import LabShell

/// Standard output and error without stdio buffering, so output interleaves correctly with
/// libedit's and arrives whole after each command.
enum Terminal {
    static func write(_ text: String) {
        var text = text
        // Straight to the file descriptor: FileHandle's generic `write(contentsOf:)` cost more
        // than wording the line it writes (twice for every command in plain mode).
        let written = text.withUTF8 { bytes in
            var offset = 0
            while offset < bytes.count {
                let count = Glibc.write(STDOUT_FILENO, bytes.baseAddress! + offset, bytes.count - offset)
                if count < 0 {
                    if errno == EINTR { continue }
                    return false
                }
                offset += count
            }
            return true
        }
        if !written { outputClosed() }
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

    /// The width of the terminal standard output is, in columns; nil when it is not one.
    static var columns: Int? {
        var size = winsize()
        guard isatty(STDOUT_FILENO) == 1, ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
    }

    /// Whether both standard input and standard output are terminals.
    static var isInteractive: Bool {
        isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1
    }
}
