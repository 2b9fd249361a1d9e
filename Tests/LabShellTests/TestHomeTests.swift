import Foundation
import Testing
import LabShell
import LabToolchain

/// Tests keep their caches under the package's `.build/test-home`, never in the user's home.
@Suite struct TestHomeTests {
    init() { TestHome.prepare() }

    @Test func cachesAndXDGFoldersAreUnderTheBuildFolder() {
        #expect(SampleCache.shared.directory == TestHome.root + "/cache/lab")
        #expect(SwiftCompiler.cacheDirectory == TestHome.root + "/cache/lab/builds")
        for key in ["XDG_CACHE_HOME", "XDG_STATE_HOME", "XDG_DATA_HOME"] {
            #expect(ProcessInfo.processInfo.environment[key]?.hasPrefix(TestHome.root) == true, "\(key)")
        }
        #expect(!TestHome.root.hasPrefix(NSHomeDirectory() + "/.cache"))
    }
}

/// Two labs on one data folder append to one history file: neither rewrites it from its own
/// memory, so each keeps the other's lines (libedit's write_history rewrote the whole file).
@Suite struct HistoryFileTests {
    @Test func twoLabsAppendingKeepEachOthersLines() throws {
        let path = NSTemporaryDirectory() + "lab-history-\(UUID().uuidString)"
        defer { unlink(path) }
        for line in ["help home", "launch \"Empty Window\"", "help log", "push Café --alert \"a\\\\b\""] {
            #expect(HistoryFile.append(line, to: path) == 0)
        }
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text == "_HiStOrY_V2_\nhelp\\040home\nlaunch\\040\"Empty\\040Window\"\nhelp\\040log\npush\\040Caf\\303\\251\\040--alert\\040\"a\\134\\134b\"\n")
    }
}
