import LabCore
import LabToolchain

/// The Mac's sample apps (`Samples/Mac/`), built for the Mac's system as the iPhone's samples
/// are built for its iOS.
enum MacSampleProjects {
    static let names = ["Mac Window", "Mac Code"]
}

func bootMacSamples(_ session: Session, installer: AppInstaller, samples: String, version: MacOSVersion,
                    as steps: ActionSteps) throws(CommandError) {
    for name in MacSampleProjects.names {
        let project = samples + "/Mac/" + name
        if let bundle = try session.sampleCache.bundle(forProjectAt: project, deploymentTarget: version.deploymentTarget) {
            try installer.installInPlace(bundle, as: steps)
            continue
        }
        let result: BuildResult
        do {
            result = try Builder.build(projectAt: project, outputDirectory: session.folders.sampleBuilds,
                                       deploymentTarget: version.deploymentTarget)
        } catch {
            throw CommandError(tr("the sample \"%@\" does not build: %@", name, error.diagnostics.first?.wordedHeadline ?? tr("unknown error")))
        }
        try installer.install(appAt: result.appPath, as: steps)
    }
}
