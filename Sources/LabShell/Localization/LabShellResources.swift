import Foundation

/// LabShell's SwiftPM resources: the sample projects and the message catalogs.
enum LabShellResources {
    /// The folder holding them, looked up once per process.
    ///
    /// SwiftPM copies LabShell's resources next to the executable, where `Bundle.module` looks
    /// first too; looking there directly spares a Foundation bundle lookup that costs about half
    /// a millisecond of every start-up. Anywhere else (a test runner), `Bundle.module` finds them.
    static let folder: String? = {
        #if os(Linux)
        if let executable = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            let beside = (executable as NSString).deletingLastPathComponent + "/LifecycleLab_LabShell.resources"
            if FileManager.default.fileExists(atPath: beside + "/Samples") { return beside }
        }
        #endif
        return Bundle.module.resourcePath
    }()
}
