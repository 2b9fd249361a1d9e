/// Installing, removing and finding apps.
extension Device {
    /// Installs `bundle`, replacing an installed app with the same bundle identifier (which
    /// is terminated first, with no callbacks, as an install over a running app does).
    public func install(_ bundle: AppBundle, containerPath: String?,
                        entry: ActionEntry? = nil) throws(DeviceError) {
        let identifier = bundle.bundleIdentifier
        guard !identifier.isEmpty else {
            throw DeviceError.missingBundleIdentifier
        }
        try checkPlatform(of: bundle)
        // As a real device refuses it: "This app requires iOS N or later."
        if let minimum = bundle.info["MinimumOSVersion"]?.string, let required = OSVersion.requiredMajor(minimum),
           required > iosVersion {
            throw DeviceError.requiresNewerIOS(app: bundle.displayName, minimum: "\(minimum)", required: required, running: iosVersion)
        }
        if let existing = installedApp(withIdentifier: identifier), existing.isSystemApp {
            throw DeviceError.identifierOfSystemApp(identifier, systemApp: existing.displayName)
        }
        record(entry, as: .install, arguments: [bundle.displayName])
        let app = InstalledApp(bundle: bundle, containerPath: containerPath)
        if installedApp(withIdentifier: identifier) != nil, let process = processes[identifier] {
            end(process, because: .replacedByInstall)
        }
        let update = apps.add(app)
        record(.system(.installed(app: app.displayName, bundleIdentifier: identifier, update: update)), app: identifier)
    }

    /// Removes an app: its process is killed (no callbacks), its card leaves the switcher.
    public func uninstall(_ app: InstalledApp, entry: ActionEntry? = nil) throws(DeviceError) {
        guard !app.isSystemApp else {
            throw DeviceError.systemAppNotRemovable(app: app.displayName)
        }
        guard installedApp(withIdentifier: app.bundleIdentifier) != nil else {
            throw DeviceError.notInstalled(app: app.displayName)
        }
        record(entry, as: .uninstall, arguments: [app.displayName])
        if let process = processes[app.bundleIdentifier] {
            end(process, because: .uninstalled)
        }
        springboard.switcherCards.removeAll { $0 == app.bundleIdentifier }
        _ = apps.remove(app.bundleIdentifier)
        lastTransitions.forget(app.bundleIdentifier)
        permissions.forget(app.bundleIdentifier)
        dynamicQuickActions.forget(app.bundleIdentifier)
        record(.system(.removed(app: app.displayName)), app: app.bundleIdentifier)
    }

    /// Notes the host project folder `identifier`'s app was built from (nil: installed from a
    /// `.app`, so no project is known), as Xcode's scheme knows it.
    public func noteProjectFolder(_ folder: String?, of identifier: String) {
        apps.projectFolders[identifier] = folder
    }

    /// The app a learner means by `ref`: a bundle identifier or a display name (`InstalledApps.app(matching:)`).
    public func app(matching ref: String) throws(DeviceError) -> InstalledApp {
        try apps.app(matching: ref)
    }
}
