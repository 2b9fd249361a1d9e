import Foundation

/// `serve [PORT]` and `lab --serve PORT`: the live classroom page on 127.0.0.1 only, served by
/// `lab-classroom-server` (beside `lab`), a process of its own so that the lab loads no HTTP
/// stack until `serve` asks for one. The lab sends it the page and the frame after every
/// command on its standard input; closing that stops it. What it serves, and what it refuses:
/// Sources/ClassroomServer/main.swift.
final class ClassroomServer {
    private(set) var port: UInt16
    private let process: Process
    private let input: FileHandle
    private let title: String
    /// How many commands the session has run since serving began.
    private(set) var commands = 0

    /// The address to print.
    var address: String { "http://127.0.0.1:\(port)/" }

    /// Starts the server on 127.0.0.1:`port` (0: a free port the system chooses) and waits
    /// until it listens; throws the reason when it cannot (the port is taken, not allowed).
    init(port: UInt16, first: ClassroomFrame, title: String) throws(CommandError) {
        let executable = (Self.executableFolder() as NSString).appendingPathComponent("lab-classroom-server")
        guard FileManager.default.isExecutableFile(atPath: executable) else {
            throw CommandError(tr("cannot serve on port %d: %@", Int(port), executable))
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = [String(port)]
        let stdin = Pipe(), stdout = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch {
            throw CommandError(tr("cannot serve on port %d: %@", Int(port), String(describing: error)))
        }
        self.process = process
        self.input = stdin.fileHandleForWriting
        self.title = title
        self.port = 0
        send(first)
        let answer = Self.firstLine(of: stdout.fileHandleForReading)
        guard answer.hasPrefix("listening "), let actual = UInt16(answer.dropFirst("listening ".count)) else {
            try? input.close()
            process.waitUntilExit()
            let reason = answer.hasPrefix("error: ") ? String(answer.dropFirst("error: ".count)) : tr("the port is in use or not allowed; choose another")
            throw CommandError(tr("cannot serve on port %d: %@", Int(port), reason))
        }
        self.port = actual
    }

    /// Publishes the session's state after a command.
    func publish(session: Session, command: String, output: [String]) {
        commands += 1
        send(ClassroomFrame(session: session, position: tr("command %d", commands), command: command,
                            output: output, narration: []))
    }

    /// Stops the server (its standard input ends) and waits for it.
    func stop() {
        try? input.close()
        process.waitUntilExit()
    }

    private func send(_ frame: ClassroomFrame) {
        let message: [String: String] = ["page": ClassroomPage.html(title: title, frames: [frame], mode: .live), "frame": frame.json]
        guard let data = try? JSONSerialization.data(withJSONObject: message) else { return }
        try? input.write(contentsOf: data + Data("\n".utf8))
    }

    /// The server's first line of output ("listening PORT" or "error: WHY"), or "" if it ended first.
    private static func firstLine(of handle: FileHandle) -> String {
        var bytes: [UInt8] = []
        while true {
            guard let chunk = try? handle.read(upToCount: 1), let byte = chunk.first else { break }
            if byte == UInt8(ascii: "\n") { break }
            bytes.append(byte)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The folder of the running `lab`, where `swift build` puts `lab-classroom-server` too.
    private static func executableFolder() -> String {
        ((try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0] as String)
            .components(separatedBy: "/").dropLast().joined(separator: "/")
    }
}
