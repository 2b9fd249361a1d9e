import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The app's standard output and standard error, read without blocking and cut into lines.
///
/// The app writes unbuffered, so everything it printed before its latest message to the
/// device is already in the pipes when that message arrives: draining here first keeps a
/// `print` in its place among the callbacks.
final class OutputCapture {
    let standardOutput: Int32
    let standardError: Int32
    private var pending: [Int32: [UInt8]] = [:]
    /// Lines kept from standard error, for the crash report's reason.
    private(set) var errorLines: [String] = []
    /// At most this many lines a call; more are counted, not kept (an app that floods).
    static let lineLimit = 10_000
    private var dropped = 0
    private var kept = 0

    /// A new call from the device: the line budget starts again.
    func beginCall() { kept = 0 }

    init(standardOutput: Int32, standardError: Int32) {
        self.standardOutput = standardOutput
        self.standardError = standardError
        for fd in [standardOutput, standardError] {
            _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
        }
    }

    /// Lines read while waiting, not yet shown.
    private var held: [String] = []

    /// Complete lines now available, standard output first. Standard error's lines are also
    /// remembered (the runtime's fatal error message comes that way).
    func drain() -> [String] {
        var lines = held + read(standardOutput)
        held = []
        lines += readErrors()
        return lines
    }

    /// Standard error's complete lines, remembered for the crash report too.
    private func readErrors() -> [String] {
        let errors = read(standardError)
        errorLines += errors
        if errorLines.count > 50 { errorLines.removeFirst(errorLines.count - 50) }
        return errors
    }

    /// Reads what the app wrote while the device waits, so it never blocks on a full pipe:
    /// the pipes a poll found readable (both when not told).
    func keepFlowing(output: Bool = true, errors: Bool = true) {
        if output { held += read(standardOutput) }
        if errors { held += readErrors() }
    }

    /// The lines `keepFlowing` read, without reading the pipes again (two reads that find
    /// nothing, on every message, when the app printed nothing).
    func takeHeld() -> [String] {
        defer { held = [] }
        return held
    }

    /// What is left once the process has ended, unfinished last lines included.
    func finish() -> [String] {
        var lines = drain()
        for fd in [standardOutput, standardError] {
            if let rest = pending[fd], !rest.isEmpty {
                let line = String(decoding: rest, as: UTF8.self)
                lines.append(line)
                if fd == standardError { errorLines.append(line) }
            }
            pending[fd] = []
        }
        return lines
    }

    /// Lines dropped since the last call (over `lineLimit`), then resets the count.
    func takeDroppedCount() -> Int {
        defer { dropped = 0 }
        return dropped
    }

    func close() {
        Glibc.close(standardOutput)
        Glibc.close(standardError)
    }

    /// One read buffer for every read: most reads find nothing, and a fresh 64 KB buffer each
    /// time was a measurable share of every call to the app.
    private var chunk = [UInt8](repeating: 0, count: 65_536)

    private func read(_ fd: Int32) -> [String] {
        var lines: [String] = []
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress!, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            var buffer = pending[fd, default: []]
            buffer.append(contentsOf: chunk[0..<count])
            var start = 0
            while let newline = buffer[start...].firstIndex(of: 10) {
                if kept < OutputCapture.lineLimit {
                    kept += 1
                    lines.append(String(decoding: buffer[start..<newline], as: UTF8.self))
                } else {
                    dropped += 1
                }
                start = newline + 1
            }
            pending[fd] = Array(buffer[start...])
            // A pipe gives all it holds, up to the buffer's size: a shorter read emptied it,
            // and another read would only find nothing (the next poll says when there is more).
            if count < chunk.count { break }
        }
        return lines
    }
}
