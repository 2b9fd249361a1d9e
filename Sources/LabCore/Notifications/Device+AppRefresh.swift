/// BGTaskScheduler's app refresh (iOS 13+, docs/lifecycle.md "Background execution"): the app
/// registers a launch handler for each identifier listed in BGTaskSchedulerPermittedIdentifiers
/// while it launches, submits a BGAppRefreshTaskRequest, and `fetch APP` runs it. The task has
/// about 30 s; then its expiration handler runs. Apple: listing the identifiers in Info.plist
/// turns off `performFetchWithCompletionHandler` and `setMinimumBackgroundFetchInterval`.
public struct AppRefreshRequest: Sendable, Equatable {
    public var identifier: String
    /// Virtual time before which the system will not run it (`earliestBeginDate`).
    public var earliestBegin: Int?
}

/// BGTaskScheduler.Error.Code's raw values.
public enum TaskSchedulerError: Int, Sendable {
    case unavailable = 1, tooManyPendingTaskRequests = 2, notPermitted = 3
}

extension AppBundle {
    /// `BGTaskSchedulerPermittedIdentifiers` from Info.plist.
    public var permittedTaskIdentifiers: [String]? {
        info["BGTaskSchedulerPermittedIdentifiers"]?.array?.compactMap(\.string)
    }
}

extension Device {
    /// `fetch APP` for an app that uses BGTaskScheduler; false when the app does not (then
    /// the older background fetch applies).
    func runAppRefresh(_ app: InstalledApp) -> Bool {
        guard dial.hasBackgroundTasks, let permitted = app.bundle.permittedTaskIdentifiers, !permitted.isEmpty else { return false }
        let identifier = app.bundleIdentifier
        guard let request = appRefreshRequests[identifier] else {
            record(.system(.appRefreshNotSubmitted(app: app.displayName)), app: identifier)
            return true
        }
        if let begin = request.earliestBegin, begin > clock.now {
            record(.system(.appRefreshNotYet(seconds: (begin - clock.now + 999) / 1000)), app: identifier)
            return true
        }
        guard !forceQuitApps.contains(identifier) else {
            record(.system(.appRefreshSkippedForceQuit(app: app.displayName)), app: identifier)
            return true
        }
        appRefreshRequests[identifier] = nil
        guard let process = wake(app, reason: "app-refresh", launchOptions: .nil) else { return true }
        guard let handler = process.launchHandlers[request.identifier], let code = process.code else {
            record(.warning(text: "No launch handler registered for task with identifier \(request.identifier): the task does not run"), app: identifier)
            suspendIfIdle(process)
            return true
        }
        let completion = makeCompletion(.appRefresh(request.identifier), deadline: clock.now + Self.completionAllowance, in: process)
        record(.system(.appRefreshRuns(identifier: request.identifier)), app: identifier)
        process.callDepth += 1
        _ = code.call(handler, arguments: [.string(request.identifier), .closure(completion)], host: AppHost(device: self, process: process))
        process.callDepth -= 1
        runAfterCurrentCall(process)
        suspendIfIdle(process)
        return true
    }

    /// A BGAppRefreshTask whose 30 s are up: its expiration handler runs; a task still not
    /// completed is marked failed and the app suspended (**choice**: Apple says an app that
    /// does not complete its task "may" be terminated; here it is suspended, and the log says so).
    func expireAppRefresh(_ pending: PendingCompletion, id: Int, in process: AppProcess) {
        if let handler = pending.expirationHandler, let code = process.code, !process.isEnded {
            record(.system(.appRefreshExpiring), app: process.bundleIdentifier)
            process.pendingCompletions[id] = pending
            process.callDepth += 1
            _ = code.call(handler, arguments: [], host: AppHost(device: self, process: process))
            process.callDepth -= 1
            guard process.pendingCompletions.removeValue(forKey: id) != nil else { return }
        }
        record(.deadline(what: "setTaskCompleted(success:)", met: false), app: process.bundleIdentifier)
        record(.system(.appRefreshMissed), app: process.bundleIdentifier)
    }
}

extension AppHost {
    /// `BGTaskScheduler.shared.register(forTaskWithIdentifier:using:launchHandler:)`: false
    /// for an identifier Info.plist does not permit; after launch, or twice, UIKit raises.
    public func registerBackgroundTask(_ identifier: String, launchHandler: ClosureRef) throws(ProcessEnded) -> Bool {
        guard !process.hasFinishedLaunching else {
            throw device.raiseInUIKit(process, "NSInternalInconsistencyException", "All launch handlers must be registered before application finishes launching")
        }
        guard process.app.bundle.permittedTaskIdentifiers?.contains(identifier) == true else {
            device.record(.warning(text: "BGTaskScheduler: \(identifier) is not in BGTaskSchedulerPermittedIdentifiers (Info.plist): not registered"), app: process.bundleIdentifier)
            return false
        }
        guard process.launchHandlers[identifier] == nil else {
            throw device.raiseInUIKit(process, "NSInternalInconsistencyException", "Launch handler for task with identifier \(identifier) has already been registered")
        }
        process.launchHandlers[identifier] = launchHandler
        return true
    }

    /// `BGTaskScheduler.shared.submit(BGAppRefreshTaskRequest)`: nil when accepted, else the
    /// error. A new request replaces the pending one.
    public func submitAppRefresh(_ identifier: String, earliestBeginAfter seconds: Double?) -> TaskSchedulerError? {
        let bundle = process.app.bundle
        guard device.dial.hasBackgroundTasks else { return .unavailable }
        guard bundle.permittedTaskIdentifiers?.contains(identifier) == true, bundle.backgroundModes.contains("fetch") else {
            device.record(.warning(text: "BGTaskScheduler: an app refresh task needs \(identifier) in BGTaskSchedulerPermittedIdentifiers and fetch in UIBackgroundModes (Info.plist): notPermitted"),
                          app: process.bundleIdentifier)
            return .notPermitted
        }
        let begin = seconds.map { device.clock.now + Int((max(0, $0) * 1000).rounded()) }
        device.appRefreshRequests[process.bundleIdentifier] = AppRefreshRequest(identifier: identifier, earliestBegin: begin)
        device.record(.system(.appRefreshSubmitted(identifier: identifier, after: seconds.map { Int($0.rounded()) })), app: process.bundleIdentifier)
        return nil
    }

    /// `task.expirationHandler = …` on the task whose completion is `task`.
    public func setTaskExpirationHandler(_ handler: ClosureRef?, of task: ClosureRef) {
        process.pendingCompletions[-task.id]?.expirationHandler = handler
    }
}
