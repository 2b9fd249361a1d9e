import Foundation
import LabToolchain

/// Tests never write into the user's home: app builds and Clang's module cache go under the
/// package's `.build/test-home`. Suites that compile call `prepare()` first.
enum TestHome {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path + "/.build/test-home"

    /// Points the compiler's caches and the XDG cache folder into `root` (once).
    static func prepare() { _ = prepared }

    private static let prepared: Void = {
        try? FileManager.default.createDirectory(atPath: root + "/cache", withIntermediateDirectories: true)
        setenv("XDG_CACHE_HOME", root + "/cache", 1)
        SwiftCompiler.cacheDirectory = root + "/cache/lab/builds"
    }()
}
