import Foundation
import Testing
@testable import LabShell

/// The device never reads the wall clock or randomness: the same commands give the same bytes,
/// run after run, whatever the host's timing (app processes, their pipes, the scheduler).
@Suite struct DeterminismTests {
    init() { TestHome.prepare() }

    /// Thirty commands across the lifecycle: launches, Home, a call, the lock, virtual time,
    /// overlays, rotation, memory, a push and a background fetch, every look, a force quit.
    static let script = [
        "launch \"Empty Window\"", "state", "home", "wait 3s", "launch \"Empty Window\"",
        "call Mum", "answer", "hangup", "lock", "wait 10m",
        "unlock", "switcher", "dismiss", "notification-center", "dismiss",
        "rotate left", "rotate portrait", "memory-warning", "launch \"Truly Empty\"", "push \"Empty Window\" --alert Hello --badge 2",
        "fetch \"Empty Window\"", "views", "screen", "diagram", "kill \"Truly Empty\"",
        "memory-pressure", "apps", "launch \"Empty Window\"", "state --json", "log --verbose",
    ]

    /// What a fresh session prints for the script, every line of it.
    static func transcript() throws -> String {
        let session = try Session()
        var text = ""
        for line in script {
            let outcome = session.execute(line: line)
            text += "lab> \(line)\n" + outcome.lines.joined(separator: "\n") + "\n"
        }
        return text
    }

    /// A hundred runs, each booting a device and starting real app processes.
    @Test func theSameScriptGivesTheSameBytesEveryRun() throws {
        #expect(Self.script.count == 30)
        let first = try Self.transcript()
        #expect(!first.contains("error:"), "every command of the script does what it says")
        for run in 2...100 {
            let again = try Self.transcript()
            #expect(again == first, "run \(run) differs")
            if again != first { break }
        }
    }
}
