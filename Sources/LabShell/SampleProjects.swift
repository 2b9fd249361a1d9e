import Foundation

/// The sample projects shipped in `Sources/LabShell/Samples/` (SwiftPM resources), in install order.
enum SampleProjects {
    static let names = ["Empty Window", "Truly Empty"]

    /// The folder holding them, among LabShell's resources.
    static let folder: String? = LabShellResources.folder.map { $0 + "/Samples" }
}
