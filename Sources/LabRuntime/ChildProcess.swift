import CLabProcess
import Foundation
import LabCore
import LabWire
#if canImport(Glibc)
import Glibc
#endif

/// A spawned app process: its pid, the protocol pipes and its captured output.
final class ChildProcess {
    let pid: pid_t
    /// Reads the app's messages (its fd 4), writes the device's (its fd 3).
    let channel: WireChannel
    let output: OutputCapture
    private(set) var isReaped = false
    private(set) var status: Int32 = 0

    struct SpawnError: Error {
        let fault: ProcessFault
    }

    private init(pid: pid_t, channel: WireChannel, output: OutputCapture) {
        self.pid = pid
        self.channel = channel
        self.output = output
    }

    /// Starts `executable` with the given environment in `workingDirectory`.
    static func spawn(executable: String, environment: [String: String], workingDirectory: String,
                      landlockRuleset: Int32) throws(SpawnError) -> ChildProcess {
        var toApp: [Int32] = [0, 0], fromApp: [Int32] = [0, 0], out: [Int32] = [0, 0], err: [Int32] = [0, 0]
        guard pipe(&toApp) == 0, pipe(&fromApp) == 0, pipe(&out) == 0, pipe(&err) == 0 else {
            throw SpawnError(fault: .cannotCreatePipes(error: String(cString: strerror(errno))))
        }
        // The device's ends must not leak into other children (swiftc runs, other apps).
        for fd in toApp + fromApp + out + err { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        let arguments = [executable]
        let environmentLines = environment.keys.sorted().map { "\($0)=\(environment[$0]!)" }
        let pid = withCStrings(arguments) { argv in
            withCStrings(environmentLines) { envp in
                lab_spawn(executable, argv, envp, workingDirectory, out[1], err[1], toApp[0], fromApp[1], landlockRuleset)
            }
        }
        let spawnErrno = errno
        for fd in [toApp[0], fromApp[1], out[1], err[1]] { close(fd) }
        guard pid > 0 else {
            for fd in [toApp[1], fromApp[0], out[0], err[0]] { close(fd) }
            throw SpawnError(fault: .cannotStartExecutable(error: String(cString: strerror(spawnErrno))))
        }
        // The device never blocks writing to an app that stopped reading: it gets EPIPE instead.
        signal(SIGPIPE, SIG_IGN)
        return ChildProcess(pid: pid, channel: WireChannel(input: fromApp[0], output: toApp[1]),
                            output: OutputCapture(standardOutput: out[0], standardError: err[0]))
    }

    /// The app and anything it forked share a process group of their own: signals go to all.
    func stop() { if !isReaped { kill(-pid, SIGSTOP) } }
    func resume() { if !isReaped { kill(-pid, SIGCONT) } }

    /// Kills the process and what it forked, reaps it, and closes its pipes.
    func terminate() {
        guard !isReaped else { return }
        kill(-pid, SIGKILL)
        kill(pid, SIGKILL)
        reap()
    }

    /// Waits for the process to end (it has, or is about to).
    func reap() {
        guard !isReaped else { return }
        var raw: Int32 = 0
        while waitpid(pid, &raw, 0) < 0, errno == EINTR {}
        status = raw
        isReaped = true
        close(channel.input)
        close(channel.output)
        output.close()
    }

    /// Whether the process has ended (not yet reaped), waiting up to `seconds` for it: a
    /// process that closed its pipes may be on its way out (`exit` closes them first).
    func hasEnded(within seconds: Double) -> Bool {
        if isReaped { return true }
        for _ in 0...Int(seconds * 1000) {
            if lab_child_has_ended(pid) != 0 { return true }
            usleep(1000)
        }
        return false
    }

    /// The signal that ended the process, if one did.
    var terminatingSignal: Int32? {
        let signal = status & 0x7f
        return isReaped && signal != 0 && signal != 0x7f ? signal : nil
    }

    /// The exit status, if the process exited.
    var exitStatus: Int32? {
        isReaped && status & 0x7f == 0 ? (status >> 8) & 0xff : nil
    }
}

/// Calls `body` with a NULL-terminated `char *[]` of `strings`.
private func withCStrings<R>(_ strings: [String], _ body: (UnsafePointer<UnsafeMutablePointer<CChar>?>) -> R) -> R {
    var pointers: [UnsafeMutablePointer<CChar>?] = strings.map { strdup($0) }
    pointers.append(nil)
    defer { for pointer in pointers { free(pointer) } }
    return pointers.withUnsafeBufferPointer { body($0.baseAddress!) }
}
