/// Background fetch (docs/lifecycle.md "Background execution"): Xcode's "Simulate Background Fetch".
/// The app is woken only if it declares `fetch` in UIBackgroundModes and asked for an interval
/// (`setMinimumBackgroundFetchInterval`; the default is never). Deprecated from iOS 13 in
/// favour of BGTaskScheduler, still honoured — unless the app lists
/// BGTaskSchedulerPermittedIdentifiers: then `fetch` runs its app refresh task
/// (Device+AppRefresh.swift).
extension Device {
    public func fetch(_ app: InstalledApp, entry: ActionEntry? = nil) throws(DeviceError) {
        guard !app.isSystemApp else { throw DeviceError.systemAppNotWakeable(app: app.displayName, push: false) }
        guard dial.hasBackgroundPush else { throw DeviceError.unavailable(.backgroundFetch, running: iosVersion) }
        record(entry, as: .fetch, arguments: [app.displayName])
        let identifier = app.bundleIdentifier
        if runAppRefresh(app) { return }
        guard app.bundle.backgroundModes.contains("fetch") else {
            record(.advice(.fetchModeMissing(app: app.displayName)), app: identifier)
            return
        }
        guard let interval = backgroundSchedule.fetchIntervals[identifier], interval < Double.greatestFiniteMagnitude else {
            record(.system(.fetchNeverScheduled(app: app.displayName)), app: identifier)
            return
        }
        guard !processes.forceQuitApps.contains(identifier) else {
            record(.system(.fetchSkippedForceQuit(app: app.displayName)), app: identifier)
            return
        }
        guard let process = wake(app, reason: "background-fetch", launchOptions: .null) else { return }
        let application = process.objects.application.map(AppValue.object) ?? .null
        let handler = makeCompletion(.backgroundFetch, deadline: clock.now + Self.completionAllowance, in: process)
        offerToDelegate(.performFetch, arguments: [application, .closure(handler)], in: process)
        if process.code?.implements(AppDelegateCallback.performFetch.rawValue, in: process.objects.delegate?.className ?? "") != true {
            process.pendingCompletions[-handler.id] = nil
        }
        suspendIfIdle(process)
    }
}
