/// Background fetch (docs/lifecycle.md "Background execution"): Xcode's "Simulate Background Fetch".
/// The app is woken only if it declares `fetch` in UIBackgroundModes and asked for an interval
/// (`setMinimumBackgroundFetchInterval`; the default is never). Deprecated from iOS 13 in
/// favour of BGTaskScheduler, still honoured.
extension Device {
    public func fetch(_ app: InstalledApp, entry: ActionEntry? = nil) throws(DeviceError) {
        guard !app.isSystemApp else { throw DeviceError("\(app.displayName) is a system app: fetch wakes apps you installed") }
        guard dial.hasBackgroundPush else { throw DeviceError("background fetch arrived with iOS 7; this device runs iOS \(iosVersion)") }
        record(entry ?? .record(arguments: [app.displayName]), name: "fetch")
        let identifier = app.bundleIdentifier
        guard app.bundle.backgroundModes.contains("fetch") else {
            record(.warning(text: "not woken: \(app.displayName) lacks fetch in UIBackgroundModes (Info.plist)"), app: identifier)
            return
        }
        guard let interval = fetchIntervals[identifier], interval < Double.greatestFiniteMagnitude else {
            record(.system(text: "not woken: \(app.displayName) never set a minimum background fetch interval (setMinimumBackgroundFetchInterval; the default is never)"), app: identifier)
            return
        }
        guard !forceQuitApps.contains(identifier) else {
            record(.system(text: "not woken: the user force-quit \(app.displayName); background fetch waits until the user launches it again"), app: identifier)
            return
        }
        guard let process = wake(app, reason: "background-fetch", launchOptions: .nil) else { return }
        let application = process.objects.application.map(AppValue.object) ?? .nil
        let handler = makeCompletion(.backgroundFetch, deadline: clock.now + Self.completionAllowance, in: process)
        offerToDelegate(.performFetch, arguments: [application, .closure(handler)], in: process)
        if process.code?.implements(AppDelegateCallback.performFetch.rawValue, in: process.objects.delegate?.className ?? "") != true {
            process.pendingCompletions[-handler.id] = nil
        }
        suspendIfIdle(process)
    }
}
