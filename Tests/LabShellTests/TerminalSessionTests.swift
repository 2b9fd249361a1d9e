import Foundation
import Testing

/// The REPL on a terminal (libedit), driven through a pseudo-terminal as a learner types.
@Suite(.serialized) struct TerminalSessionTests {
    /// Runs `lab` with a pseudo-terminal as standard input and output, types each of `keys`
    /// once the previous output has settled, and returns everything the terminal showed.
    static func typing(_ keys: [String], scratch: String) throws -> String {
        // posix_openpt and friends are not in Swift's Glibc module: the Linux ioctls they wrap.
        let master = open("/dev/ptmx", O_RDWR | O_NOCTTY)
        try #require(master >= 0, "no pseudo-terminals here")
        defer { close(master) }
        var unlock: Int32 = 0, number: UInt32 = 0
        let TIOCSPTLCK: UInt = 0x4004_5431, TIOCGPTN: UInt = 0x8004_5430
        try #require(ioctl(master, TIOCSPTLCK, &unlock) == 0 && ioctl(master, TIOCGPTN, &number) == 0)
        let slave = open("/dev/pts/\(number)", O_RDWR | O_NOCTTY)
        try #require(slave >= 0)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try GlobalOptionsTests.executable())
        process.arguments = ["--no-color", "--data-dir", scratch]
        process.currentDirectoryURL = URL(fileURLWithPath: GlobalOptionsTests.root + "/Transcripts")
        var environment = ProcessInfo.processInfo.environment
        environment["TERM"] = "xterm"
        process.environment = environment
        let terminal = FileHandle(fileDescriptor: slave, closeOnDealloc: true)
        process.standardInput = terminal
        process.standardOutput = terminal
        process.standardError = terminal
        try process.run()
        var shown = Data()
        /// Reads what arrives until `awaited` has been shown and then nothing more for a moment
        /// (or 20 s have passed; 120 s for the first prompt, as a busy machine builds the samples).
        func settle(awaiting awaited: String = "") {
            let deadline = Date().addingTimeInterval(awaited.isEmpty ? 20 : 120)
            var quietSince = Date()
            while Date() < deadline,
                  Date().timeIntervalSince(quietSince) < 0.5 || !(awaited.isEmpty || String(decoding: shown, as: UTF8.self).contains(awaited)) {
                var poller = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
                guard poll(&poller, 1, 100) > 0 else { continue }
                var buffer = [UInt8](repeating: 0, count: 4096)
                let count = read(master, &buffer, buffer.count)
                guard count > 0 else { return }
                shown.append(contentsOf: buffer[..<count])
                quietSince = Date()
            }
        }
        settle(awaiting: "lab> ")
        for key in keys {
            _ = key.utf8CString.withUnsafeBufferPointer { write(master, $0.baseAddress, $0.count - 1) }
            settle()
        }
        process.waitUntilExit()
        return String(decoding: shown, as: UTF8.self)
    }

    @Test func tabCompletesWithoutRingingTheBell() throws {
        let scratch = GlobalOptionsTests.scratch("terminal-tab")
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let shown = try Self.typing(["hel\t", "\r", "wait 1\t", "\r", "\u{04}"], scratch: scratch)
        #expect(shown.contains("LifecycleLab"), "the banner: \(shown)")
        #expect(shown.contains("Apps and lifecycle"), "hel completed to help and ran: \(shown)")
        #expect(shown.contains("▸ wait 10m"), "wait 1 completed to 10m and ran: \(shown)")
        #expect(!shown.contains("\u{07}"), "no bell: \(shown.debugDescription)")
    }
}
