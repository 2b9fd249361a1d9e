/// Installing, removing and finding apps.
extension Device {
    /// Installs `bundle`, replacing an installed app with the same bundle identifier (which
    /// is terminated first, with no callbacks, as an install over a running app does).
    public func install(_ bundle: AppBundle, containerPath: String?,
                        entry: ActionEntry = .alreadyRecorded) throws(DeviceError) {
        let identifier = bundle.bundleIdentifier
        guard !identifier.isEmpty else {
            throw DeviceError.missingBundleIdentifier
        }
        // As a real device refuses it: "This app requires iOS N or later."
        if let minimum = bundle.info["MinimumOSVersion"]?.string, let required = OSVersion.requiredMajor(minimum),
           required > iosVersion {
            throw DeviceError.requiresNewerIOS(app: bundle.displayName, minimum: "\(minimum)", required: required, running: iosVersion)
        }
        if let existing = installedApp(withIdentifier: identifier), existing.isSystemApp {
            throw DeviceError.identifierOfSystemApp(identifier, systemApp: existing.displayName)
        }
        record(entry, name: "install")
        let app = InstalledApp(bundle: bundle, containerPath: containerPath)
        if let index = installedApps.firstIndex(where: { $0.bundleIdentifier == identifier }) {
            if let process = processes[identifier] {
                end(process, because: .replacedByInstall)
            }
            installedApps[index] = app
            record(.system(.installed(app: app.displayName, bundleIdentifier: identifier, update: true)), app: identifier)
        } else {
            installedApps.append(app)
            record(.system(.installed(app: app.displayName, bundleIdentifier: identifier, update: false)), app: identifier)
        }
    }

    /// Removes an app: its process is killed (no callbacks), its card leaves the switcher.
    public func uninstall(_ app: InstalledApp, entry: ActionEntry = .alreadyRecorded) throws(DeviceError) {
        guard !app.isSystemApp else {
            throw DeviceError.systemAppNotRemovable(app: app.displayName)
        }
        guard let index = installedApps.firstIndex(where: { $0.bundleIdentifier == app.bundleIdentifier }) else {
            throw DeviceError.notInstalled(app: app.displayName)
        }
        record(entry, name: "uninstall")
        if let process = processes[app.bundleIdentifier] {
            end(process, because: .uninstalled)
        }
        springboard.switcherCards.removeAll { $0 == app.bundleIdentifier }
        installedApps.remove(at: index)
        lastTransitions[app.bundleIdentifier] = nil
        record(.system(.removed(app: app.displayName)), app: app.bundleIdentifier)
    }

    /// The app a learner means by `ref`: a display name or bundle identifier, exactly or
    /// ignoring case.
    public func app(matching ref: String) throws(DeviceError) -> InstalledApp {
        if let exact = installedApps.first(where: { $0.displayName == ref || $0.bundleIdentifier == ref }) {
            return exact
        }
        let lowered = ref.lowercased()
        if let loose = installedApps.first(where: {
            $0.displayName.lowercased() == lowered || $0.bundleIdentifier.lowercased() == lowered
        }) {
            return loose
        }
        let names = installedApps.map(\.displayName)
        let ids = installedApps.map(\.bundleIdentifier)
        let guess = NameMatch.closest(to: ref, among: ref.contains(".") ? ids : names)
            ?? NameMatch.closest(to: ref, among: names + ids)
        throw DeviceError.noSuchApp(ref, guess: guess)
    }
}
