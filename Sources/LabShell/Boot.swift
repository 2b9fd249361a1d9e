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
        throw CommandError(tr("the sample projects are missing from this build of lab (LabShell resources)"))
    }
    // Without a Swift toolchain or the simulated SDK no app can be built: the device boots
    // with its system apps, and the learner is told once what to do.
    do { _ = try SimulatedSDK.locate() } catch {
        SDKNotice.once(error.diagnostics.first?.words ?? tr("the simulated SDK cannot be used"))
        return
    }
    let installer = AppInstaller(session: session)
    try session.device.boot { steps throws(CommandError) in
        if let mac = session.device.mac {
            return try bootMacSamples(session, installer: installer, samples: samples, version: mac.version, as: steps)
        }
        // Built for this device's iOS, so an old-iOS device can install them (MinimumOSVersion).
        let deploymentTarget = "\(session.device.iosVersion).0"
        for name in SampleProjects.names {
            let project = samples + "/" + name
            if let bundle = try session.sampleCache.bundle(forProjectAt: project, deploymentTarget: deploymentTarget) {
                try installer.installInPlace(bundle, as: steps)
                continue
            }
            let result: BuildResult
            do throws(BuildFailure) {
                result = try Builder.build(projectAt: project, outputDirectory: session.folders.sampleBuilds,
                                           deploymentTarget: deploymentTarget)
            } catch {
                throw CommandError(tr("the sample \"%@\" does not build: %@", name, error.diagnostics.first?.wordedHeadline ?? tr("unknown error")))
            }
            try installer.install(appAt: result.appPath, as: steps)
        }
    }
}

/// Says once per process that apps cannot be built, and why.
enum SDKNotice {
    nonisolated(unsafe) private static var said = false

    static func once(_ message: String) {
        guard !said else { return }
        said = true
        FileHandle.standardError.write(Data((tr("warning: %@; the sample apps are not installed", message) + "\n").utf8))
    }
}
