import Foundation
import Testing
@testable import LabShell

/// A REPL killed by a signal leaves its device folder; the next start removes it.
@Suite struct StaleDeviceFoldersTests {
    init() { TestHome.prepare() }

    @Test func aFolderOfADeadProcessIsRemovedAndALiveOnesKept() throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("lab-stale-\(getpid())").path
        try? FileManager.default.removeItem(atPath: base)
        defer { try? FileManager.default.removeItem(atPath: base) }
        // A child that has exited: its pid is free (nothing reuses it this quickly).
        let child = Process()
        child.executableURL = URL(fileURLWithPath: "/bin/true")
        try child.run()
        child.waitUntilExit()
        let dead = "lab-device-\(child.processIdentifier)-abc123"
        let live = "lab-device-\(getpid())-def456"
        for name in [dead, live, "lab-device-Qx81zz", "lab-device-notapid-ghi789"] {
            try FileManager.default.createDirectory(atPath: base + "/" + name + "/Bundles", withIntermediateDirectories: true)
        }
        #expect(StaleDeviceFolders.clean(in: base) == [dead])
        #expect(Set(try FileManager.default.contentsOfDirectory(atPath: base)) == [live, "lab-device-Qx81zz", "lab-device-notapid-ghi789"])
    }

    @Test func aSessionsFolderNamesItsProcess() throws {
        let session = try Session(style: Styler(colorEnabled: false))
        let name = (session.deviceRoot as NSString).lastPathComponent
        #expect(StaleDeviceFolders.owner(of: name) == getpid())
    }
}
