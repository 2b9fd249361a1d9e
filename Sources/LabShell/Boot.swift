import Foundation
import LabCore
import LabToolchain

/// What a fresh device holds when it boots: the system apps and the sample apps, built from
/// their project folders by the same toolchain a learner's project goes through.
///
/// Called by `Session` for every fresh device (start, `reset`, each replayed transcript).
/// The system apps come with the `Device` itself; this installs `Samples/` (SwiftPM resources
/// of LabShell), recording no action (nobody typed a command). The bundles come from the
/// session's `SampleCache`, built at most once per process and kept between runs; when the
/// cache folder cannot be used, each sample is built onto the device as a learner's project is.
func bootDevice(_ session: Session) throws(CommandError) {
    guard let samples = SampleProjects.folder else {
        throw CommandError("the sample projects are missing from this build of lab (LabShell resources)")
    }
    let installer = AppInstaller(session: session)
    // Built for this device's iOS, so an old-iOS device can install them (MinimumOSVersion).
    let deploymentTarget = "\(session.device.iosVersion).0"
    for name in SampleProjects.names {
        let project = samples + "/" + name
        if let bundle = try session.sampleCache.bundle(forProjectAt: project, deploymentTarget: deploymentTarget) {
            try installer.installInPlace(bundle)
            continue
        }
        let result: BuildResult
        do {
            result = try Builder.build(projectAt: project, outputDirectory: session.deviceRoot + "/Build/Samples",
                                       deploymentTarget: deploymentTarget)
        } catch {
            throw CommandError("the sample \"\(name)\" does not build: \(error.diagnostics.first?.headline ?? "unknown error")")
        }
        try installer.install(appAt: result.appPath, entry: .alreadyRecorded)
    }
}
