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
        guard let request = backgroundSchedule.appRefreshRequests[identifier] else {
            record(.system(.appRefreshNotSubmitted(app: app.displayName)), app: identifier)
            return true
        }
        runSubmittedTask(app, identifier: request.identifier, earliestBegin: request.earliestBegin,
                         take: { backgroundSchedule.takeAppRefresh(of: identifier) }, wakeReason: "app-refresh",
                         purpose: .appRefresh(request.identifier), allowance: Self.completionAllowance,
                         runs: .appRefreshRuns(identifier: request.identifier), extraArguments: [])
        return true
    }

    /// Runs a submitted BGTaskScheduler request, app refresh or processing: not before its
    /// earliest begin, never for a force-quit app. `take` drops it from the pending requests;
    /// then the app is woken and the launch handler it registered for the identifier runs
    /// (with the task's completion and `extraArguments`), and the task has `allowance` ms.
    func runSubmittedTask(_ app: InstalledApp, identifier taskIdentifier: String, earliestBegin: Int?, take: () -> Void,
                          wakeReason: String, purpose: CompletionPurpose, allowance: Int, runs: SystemEvent, extraArguments: [AppValue]) {
        let identifier = app.bundleIdentifier
        if let begin = earliestBegin, begin > clock.now {
            record(.system(.appRefreshNotYet(seconds: (begin - clock.now + 999) / 1000)), app: identifier)
            return
        }
        guard !processes.forceQuitApps.contains(identifier) else {
            record(.system(.appRefreshSkippedForceQuit(app: app.displayName)), app: identifier)
            return
        }
        take()
        guard let process = wake(app, reason: wakeReason, launchOptions: .null) else { return }
        guard let handler = process.launchHandlers[taskIdentifier], let code = process.code else {
            record(.advice(.launchHandlerMissing(identifier: taskIdentifier)), app: identifier)
            suspendIfIdle(process)
            return
        }
        let completion = makeCompletion(purpose, deadline: clock.now + allowance, in: process)
        record(.system(runs), app: identifier)
        process.callDepth += 1
        _ = code.call(handler, arguments: [.string(taskIdentifier), .closure(completion)] + extraArguments,
                      host: AppHost(device: self, process: process))
        process.callDepth -= 1
        runAfterCurrentCall(process)
        suspendIfIdle(process)
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
        record(.deadline(what: .setTaskCompleted(success: nil), met: false), app: process.bundleIdentifier)
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
            device.record(.advice(.taskIdentifierNotPermitted(identifier: identifier)), app: process.bundleIdentifier)
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
            device.record(.advice(.appRefreshNotPermitted(identifier: identifier)), app: process.bundleIdentifier)
            return .notPermitted
        }
        let begin = seconds.map { device.clock.now + Int((max(0, $0) * 1000).rounded()) }
        device.backgroundSchedule.submit(AppRefreshRequest(identifier: identifier, earliestBegin: begin), for: process.bundleIdentifier)
        device.record(.system(.appRefreshSubmitted(identifier: identifier, after: seconds.map { Int($0.rounded()) })), app: process.bundleIdentifier)
        return nil
    }

    /// `task.expirationHandler = …` on the task whose completion is `task`.
    public func setTaskExpirationHandler(_ handler: ClosureRef?, of task: ClosureRef) {
        process.pendingCompletions[-task.id]?.expirationHandler = handler
    }
}
