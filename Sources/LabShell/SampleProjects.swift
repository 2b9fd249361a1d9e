import Foundation

/// The sample projects shipped in `Sources/LabShell/Samples/` (SwiftPM resources), in install order.
enum SampleProjects {
    static let names = ["Empty Window", "Truly Empty"]

    /// The folder holding them, looked up once per process.
    ///
    /// SwiftPM copies LabShell's resources next to the executable, where `Bundle.module` looks
    /// first too; looking there directly spares a Foundation bundle lookup that costs about half
    /// a millisecond of every start-up. Anywhere else (a test runner), `Bundle.module` finds them.
    static let folder: String? = {
        #if os(Linux)
        if let executable = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            let beside = (executable as NSString).deletingLastPathComponent + "/LifecycleLab_LabShell.resources/Samples"
            if FileManager.default.fileExists(atPath: beside) { return beside }
        }
        #endif
        return Bundle.module.resourcePath.map { $0 + "/Samples" }
    }()
}
