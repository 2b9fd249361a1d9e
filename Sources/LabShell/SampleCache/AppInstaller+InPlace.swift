import LabCore

extension AppInstaller {
    /// Installs a bundle where it lies, without copying it onto the device: for the sample
    /// bundles of `SampleCache`, which never change once written. Only the sandbox container
    /// lies under `deviceRoot`, made when the app is first used (`SandboxContainer.prepare`).
    /// Safe because nothing writes into an installed bundle (iOS bundles are read-only), and
    /// `uninstall` and `reset` remove only what lies under `deviceRoot`, never the bundle itself.
    /// `steps`: the device's boot (`Device.boot`), which records no action.
    func installInPlace(_ bundle: AppBundle, as steps: ActionSteps) throws(CommandError) {
        let container = containerPlanned(for: bundle)
        do {
            try steps.install(bundle, containerPath: container.path)
        } catch {
            if container.path != session.folders.macUserHome { container.remove() }
            throw CommandError(error.message)
        }
    }
}
