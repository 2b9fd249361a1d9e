import Foundation
import LabShell

/// Tests never write into the user's home: the sample cache, app builds and Clang's module
/// cache, and any XDG folder, go under the package's `.build/test-home` (kept between runs so
/// compiled samples are reused). Every suite that boots a device calls `prepare()` first.
enum TestHome {
    /// The package's folder.
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path
    static let root = repository + "/.build/test-home"

    /// Points the caches and XDG folders of this test process into `root` (once).
    static func prepare() { _ = prepared }

    private static let prepared: Void = {
        for (key, folder) in [("XDG_CACHE_HOME", "cache"), ("XDG_STATE_HOME", "state"), ("XDG_DATA_HOME", "data")] {
            try? FileManager.default.createDirectory(atPath: root + "/" + folder, withIntermediateDirectories: true)
            setenv(key, root + "/" + folder, 1)
        }
        SampleCache.shared.directory = root + "/cache/lab"
    }()
}
