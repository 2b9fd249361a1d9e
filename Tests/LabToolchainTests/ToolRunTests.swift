import Foundation
import Testing
@testable import LabToolchain

/// A build tool's failure says what happened to it, never an empty "exit status 137: ".
@Suite struct ToolRunTests {
    @Test func aToolKilledByASignalSaysWhichSignal() throws {
        let folder = NSTemporaryDirectory() + "lab-toolrun-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let killed = try ToolRun.run("/bin/sh", ["-c", "kill -9 $$"], in: folder)
        #expect(killed.signal == 9 && killed.status == 137)
        #expect(killed.failure("swiftc").english == "swiftc was killed by signal 9")
        let failed = try ToolRun.run("/bin/sh", ["-c", "echo first; echo second; exit 3"], in: folder)
        #expect(failed.signal == nil)
        #expect(failed.failure("swiftc", lines: 1).english == "swiftc failed (exit status 3): first")
    }
}
