import Foundation
import LabShell

/// The keys a presenter answers while it plays a transcript to a class: Enter (or Space) for
/// the next stop, `b` back, `q` quit. On a terminal a single key press counts, without Enter
/// and without echo; from a pipe each line is one answer (an empty line is Enter).
struct PresenterKeys {
    enum Key: Equatable {
        case next, back, quit, pause
        /// Standard input ended: nobody will press anything, so play on to the end.
        case endOfInput
    }

    private var lines = ByteLineReader()
    let isTerminal = isatty(STDIN_FILENO) == 1

    /// Blocks until a key (a line from a pipe).
    mutating func next() -> Key {
        guard isTerminal else {
            guard let line = lines.nextLine() else { return .endOfInput }
            return Self.key(for: String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespaces).lowercased())
        }
        while true {
            guard let byte = readByte(timeoutMilliseconds: -1) else { return .endOfInput }
            if let key = Self.key(byte: byte) { return key }
        }
    }

    /// Waits `milliseconds`, returning early with a key pressed meanwhile (terminal only; from
    /// a pipe it only waits, so a piped demo plays through).
    mutating func wait(milliseconds: Int) -> Key? {
        guard isTerminal else {
            usleep(UInt32(max(milliseconds, 0)) * 1000)
            return nil
        }
        guard let byte = readByte(timeoutMilliseconds: max(milliseconds, 0)) else { return nil }
        return Self.key(byte: byte)
    }

    /// What a typed line means: empty is next, `b` back, `q` quit; anything else is next.
    static func key(for line: String) -> Key {
        switch line {
        case "b", "back": .back
        case "q", "quit": .quit
        default: .next
        }
    }

    /// What one key press means; nil for keys that mean nothing here.
    static func key(byte: UInt8) -> Key? {
        switch byte {
        case UInt8(ascii: "\n"), UInt8(ascii: "\r"): .next
        case UInt8(ascii: " "): .pause
        case UInt8(ascii: "b"), UInt8(ascii: "B"): .back
        case UInt8(ascii: "q"), UInt8(ascii: "Q"), 3, 4: .quit  // Ctrl-C, Ctrl-D as well: raw mode swallows them
        default: nil
        }
    }

    /// One byte from the terminal in raw mode (no line buffering, no echo), restoring the
    /// terminal's settings before returning; nil on timeout or end of input.
    private func readByte(timeoutMilliseconds: Int) -> UInt8? {
        var saved = termios()
        guard tcgetattr(STDIN_FILENO, &saved) == 0 else { return nil }
        var raw = saved
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG)
        tcsetattr(STDIN_FILENO, TCSANOW, &raw)
        defer { tcsetattr(STDIN_FILENO, TCSANOW, &saved) }
        var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
        while true {
            let ready = poll(&descriptor, 1, Int32(timeoutMilliseconds))
            if ready < 0 && errno == EINTR { continue }
            guard ready > 0 else { return nil }
            var byte: UInt8 = 0
            let count = read(STDIN_FILENO, &byte, 1)
            return count == 1 ? byte : nil
        }
    }
}
