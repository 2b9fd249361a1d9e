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
        try checkPlatform(of: bundle)
        // As a real device refuses it: "This app requires iOS N or later."
        if let minimum = bundle.info["MinimumOSVersion"]?.string, let required = OSVersion.requiredMajor(minimum),
           required > iosVersion {
            throw DeviceError.requiresNewerIOS(app: bundle.displayName, minimum: "\(minimum)", required: required, running: iosVersion)
        }
        if let existing = installedApp(withIdentifier: identifier), existing.isSystemApp {
            throw DeviceError.identifierOfSystemApp(identifier, systemApp: existing.displayName)
        }
        record(entry, as: .install)
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
        record(entry, as: .uninstall)
        if let process = processes[app.bundleIdentifier] {
            end(process, because: .uninstalled)
        }
        springboard.switcherCards.removeAll { $0 == app.bundleIdentifier }
        installedApps.remove(at: index)
        lastTransitions[app.bundleIdentifier] = nil
        record(.system(.removed(app: app.displayName)), app: app.bundleIdentifier)
    }

    /// The app a learner means by `ref`: a bundle identifier or a display name, exactly or
    /// ignoring case. A display name two apps share names neither: the error lists both ids.
    public func app(matching ref: String) throws(DeviceError) -> InstalledApp {
        let lowered = ref.lowercased()
        for matches in [{ (s: String) in s == ref }, { (s: String) in s.lowercased() == lowered }] {
            if let byIdentifier = installedApps.first(where: { matches($0.bundleIdentifier) }) { return byIdentifier }
            let named = installedApps.filter { matches($0.displayName) }
            if named.count > 1 { throw DeviceError.ambiguousApp(named[0].displayName, bundleIdentifiers: named.map(\.bundleIdentifier)) }
            if let app = named.first { return app }
        }
        let names = installedApps.map(\.displayName)
        let ids = installedApps.map(\.bundleIdentifier)
        let guess = NameMatch.closest(to: ref, among: ref.contains(".") ? ids : names).first
            ?? NameMatch.closest(to: ref, among: names + ids).first
        throw DeviceError.noSuchApp(ref, guess: guess)
    }
}
