import Foundation
import LabCore
@testable import LabToolchain

/// Paths to the fixture projects and sample projects the tests build, and scratch folders.
enum Fixtures {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().path

    /// `Transcripts/Projects/NAME`.
    static func project(_ name: String) -> String { repository + "/Transcripts/Projects/" + name }

    /// `Sources/LabShell/Samples/NAME`.
    static func sample(_ name: String) -> String { repository + "/Sources/LabShell/Samples/" + name }

    /// A fresh empty folder for one test, removed and recreated each time; the test
    /// process removes them all as it exits.
    static func scratch(_ name: String) -> String {
        _ = removeScratchAtExit
        let path = NSTemporaryDirectory() + "LabToolchainTests-\(getpid())/" + name
        try? FileManager.default.removeItem(atPath: path)
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    private static let removeScratchAtExit: Void = {
        atexit { try? FileManager.default.removeItem(atPath: NSTemporaryDirectory() + "LabToolchainTests-\(getpid())") }
    }()

    /// Writes `files` (relative path -> text) into a scratch project folder.
    static func project(named name: String, files: [String: String]) -> String {
        let root = scratch(name)
        for (path, text) in files {
            let full = root + "/" + path
            try? FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent,
                                                     withIntermediateDirectories: true)
            precondition(FileManager.default.createFile(atPath: full, contents: Data(text.utf8)), "cannot write the fixture \(full)")
        }
        return root
    }

    /// A minimal app delegate, enough for a build to find its entry point.
    static let appDelegate = """
    import UIKit

    @main
    class AppDelegate: UIResponder, UIApplicationDelegate {
        var window: UIWindow?
    }

    """

    /// The diagnostics of a build that is expected to fail, or an empty list if it succeeded.
    static func failure(building root: String) -> [Diagnostic] {
        do {
            _ = try Builder.assemble(projectAt: root)
            return []
        } catch {
            return error.diagnostics
        }
    }
}
