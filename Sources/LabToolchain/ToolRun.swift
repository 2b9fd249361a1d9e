import CLabProcess
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// One run of a command-line tool (swiftc, the symbol-graph extractor): its output, standard
/// output and error together, and its exit status.
///
/// Spawned and waited for directly (`lab_spawn`, `waitpid`) rather than through Foundation's
/// `Process`, whose `waitUntilExit()` polls its run loop every 50 ms: a build runs the
/// compiler twice, and that wait alone was a sixth of a cold `run`. The tool dies with `lab`.
struct ToolRun {
    var status: Int32
    var output: String
    /// The signal that killed the tool, if one did (then `status` is 128 + it, as a shell says).
    var signal: Int32? = nil

    /// Why the run failed, for an error line: `swiftc was killed by signal 9` or
    /// `swiftc failed (exit status 1)`, then the first `lines` lines of its output, if any.
    func failure(_ tool: String, lines: Int = 3) -> BuildText {
        let what = signal.map { tr("%@ was killed by signal %d", tool, Int($0)) }
            ?? tr("%@ failed (exit status %d)", tool, Int(status))
        let said = output.split(separator: "\n").prefix(lines).joined(separator: " ")
        return said.isEmpty ? what : tr("%@: %@", what, said)
    }

    /// Runs `tool` in `folder`. Its temporary files (swift-driver's `TemporaryDirectory.*`
    /// folders, which it leaves behind) go to `folder/tmp`, removed with the scratch folder.
    static func run(_ tool: String, _ arguments: [String], in folder: String) throws(BuildFailure) -> ToolRun {
        let temporary = folder + "/tmp"
        try? FileManager.default.createDirectory(atPath: temporary, withIntermediateDirectories: true)
        let environment = ProcessInfo.processInfo.environment.filter { $0.key != "TMPDIR" }.map { "\($0.key)=\($0.value)" }.sorted()
            + ["TMPDIR=" + temporary]
        var fds: [Int32] = [0, 0]
        guard lab_pipe_cloexec(&fds) == 0 else {
            throw BuildFailure(.error(nil, tr("cannot run %@: cannot create a pipe (%@)", tool, String(cString: strerror(errno)))))
        }
        // A compiler gets every CPU, not the one the device shares with its apps.
        lab_release_shared_cpu()
        let pid = withCStrings([tool] + arguments) { argv in
            withCStrings(environment) { envp in lab_spawn(tool, argv, envp, folder, fds[1], fds[1], -1, -1, -1) }
        }
        let spawnErrno = errno
        lab_share_cpu_again()
        close(fds[1])
        defer { close(fds[0]) }
        guard pid > 0 else {
            throw BuildFailure(.error(nil, tr("cannot run %@: %@", tool, String(cString: strerror(spawnErrno)))))
        }
        var output: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(fds[0], $0.baseAddress!, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            output.append(contentsOf: chunk[0..<count])
        }
        var raw: Int32 = 0
        while waitpid(pid, &raw, 0) < 0, errno == EINTR {}
        // A tool killed by a signal reports 128 + the signal, as a shell would.
        let status = raw & 0x7f == 0 ? (raw >> 8) & 0xff : 128 + (raw & 0x7f)
        return ToolRun(status: status, output: String(decoding: output, as: UTF8.self),
                       signal: raw & 0x7f == 0 ? nil : raw & 0x7f)
    }
}

/// Calls `body` with a NULL-terminated `char *[]` of `strings`.
private func withCStrings<R>(_ strings: [String], _ body: (UnsafePointer<UnsafeMutablePointer<CChar>?>) -> R) -> R {
    var pointers: [UnsafeMutablePointer<CChar>?] = strings.map { strdup($0) }
    pointers.append(nil)
    defer { for pointer in pointers { free(pointer) } }
    return pointers.withUnsafeBufferPointer { body($0.baseAddress!) }
}
