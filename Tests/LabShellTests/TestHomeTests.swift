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
