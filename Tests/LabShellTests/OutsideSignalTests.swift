import Foundation
import Testing
@testable import LabShell
@testable import LabCore

/// Signals across the line between the lab and its apps: an app cannot signal the lab, and an
/// app killed from outside is seen at the next command.
extension MisbehavingAppTests {
    @Test func anAppCannotSignalTheLab() throws {
        let (session, launched) = try launch("signals", body: """
                for signal in [SIGKILL, SIGSTOP, SIGINT] {
                    let result = kill(getppid(), signal)
                    print("kill \\(signal): \\(result) \\(errno == EPERM ? "EPERM" : "errno \\(errno)")")
                }
        """)
        let console = launched.lines.filter { $0.contains("kill ") }
        #expect(console.count == 3)
        #expect(console.allSatisfy { $0.hasSuffix(": -1 EPERM") })
        #expect(!session.execute(line: "home").failed)
    }

    @Test func anIdleAppKilledFromOutsideIsShownCrashedAtTheNextCommand() throws {
        let name = "lab-misbehaving-killed-\(getpid())"
        let (session, launched) = try launch("killed", body: "        print(\"up\")")
        #expect(!launched.failed)
        let pid = try #require(session.device.runningProcesses.first?.code?.hostProcessID)
        kill(pid, SIGKILL)
        // The kill is delivered asynchronously: wait (by count, not by clock) for the zombie.
        for _ in 0..<1000 where isRunning(pid) { usleep(1000) }
        let state = session.execute(line: "state \(name)").lines
        #expect(state.contains { $0.hasSuffix("crashed: the app was ended by signal 9 (SIGKILL)") })
        #expect(state.contains { $0.contains("not running") })
        // The crash report, shown with the crash, names the same signal everywhere.
        let report = state.joined(separator: "\n")
        #expect(report.contains("EXC_CRASH (SIGKILL)") && report.contains("SIGNAL 9 Killed: 9"))
        #expect(!report.contains("SIGTRAP") && !report.contains("SIGNAL 5"))
        let relaunched = session.execute(line: "launch \(name)")
        #expect(!relaunched.failed, "\(relaunched.lines)")
        #expect(relaunched.lines.contains { $0.contains("up") })
    }
}
