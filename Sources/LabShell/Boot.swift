import Foundation
import LabCore
import LabToolchain

/// What a fresh device holds when it boots: the system apps and the sample apps, built from
/// their project folders by the same toolchain a learner's project goes through.
///
/// Called by `Session` for every fresh device (start, `reset`, each replayed transcript).
/// The system apps come with the `Device` itself; this builds `Samples/` (SwiftPM resources
/// of LabShell) and installs the results, recording no action (nobody typed a command).
func bootDevice(_ session: Session) throws(CommandError) {
    guard let samples = Bundle.module.resourcePath.map({ $0 + "/Samples" }) else {
        throw CommandError("the sample projects are missing from this build of lab (LabShell resources)")
    }
    let installer = AppInstaller(session: session)
    for name in SampleProjects.names {
        let result: BuildResult
        do {
            result = try Builder.build(projectAt: samples + "/" + name, outputDirectory: session.deviceRoot + "/Build/Samples")
        } catch {
            throw CommandError("the sample \"\(name)\" does not build: \(error.diagnostics.first?.headline ?? "unknown error")")
        }
        try installer.install(appAt: result.appPath, entry: .alreadyRecorded)
    }
}

/// The sample projects shipped in `Sources/LabShell/Samples/`, in install order.
enum SampleProjects {
    static let names = ["Empty Window", "Truly Empty"]
}
