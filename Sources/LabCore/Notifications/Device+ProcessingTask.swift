/// BGTaskScheduler's processing tasks (iOS 13+, docs/lifecycle.md "Background execution"): the
/// app submits a BGProcessingTaskRequest for an identifier listed in
/// BGTaskSchedulerPermittedIdentifiers (with `processing` in UIBackgroundModes), and
/// `bgtask APP [IDENTIFIER]` runs it as Xcode's debugger does
/// (`_simulateLaunchForTaskWithIdentifier:`): the requirements the request names (external
/// power, network) are recorded, not checked. The task may run for minutes; at its deadline its
/// expiration handler runs, as an app refresh task's does.
public struct ProcessingTaskRequest: Sendable, Equatable {
    public var identifier: String
    /// Virtual time before which the system will not run it (`earliestBeginDate`).
    public var earliestBegin: Int?
    public var requiresExternalPower: Bool
    public var requiresNetworkConnectivity: Bool

    /// The requirements as the log names them.
    var requirements: [String] {
        (requiresExternalPower ? ["external power"] : []) + (requiresNetworkConnectivity ? ["network connectivity"] : [])
    }
}

extension Device {
    /// How long a processing task may run before its expiration handler (**choice**: Apple
    /// says only that processing tasks "can run for minutes"; the lab gives 5 minutes).
    static let processingAllowance = 300_000

    /// `bgtask APP [IDENTIFIER]`: runs the app's pending BGTaskScheduler request named
    /// `identifier` — without it, its oldest processing request, else its app refresh request.
    public func runBackgroundTask(_ app: InstalledApp, identifier: String?, entry: ActionEntry? = nil) throws(DeviceError) {
        guard dial.hasBackgroundTasks else { throw DeviceError.unavailable(.backgroundTasks, running: iosVersion) }
        guard !app.isSystemApp else { throw DeviceError.systemAppNotWakeable(app: app.displayName, push: false) }
        record(entry, as: .bgtask, arguments: [app.displayName] + (identifier.map { [$0] } ?? []))
        let bundleIdentifier = app.bundleIdentifier
        let pending = backgroundSchedule.processingRequests[bundleIdentifier] ?? []
        guard let index = identifier.map({ name in pending.firstIndex { $0.identifier == name } }) ?? pending.indices.first else {
            let refresh = backgroundSchedule.appRefreshRequests[bundleIdentifier]
            if refresh != nil, identifier == nil || identifier == refresh?.identifier {
                _ = runAppRefresh(app)
            } else {
                record(.system(.taskNotSubmitted(app: app.displayName, identifier: identifier)), app: bundleIdentifier)
            }
            return
        }
        let request = pending[index]
        runSubmittedTask(app, identifier: request.identifier, earliestBegin: request.earliestBegin,
                         take: { backgroundSchedule.takeProcessing(at: index, of: bundleIdentifier) }, wakeReason: "processing-task",
                         purpose: .processing(request.identifier), allowance: Self.processingAllowance,
                         runs: .processingRuns(identifier: request.identifier, requirements: request.requirements),
                         extraArguments: [.string("processing")])
    }
}

extension AppHost {
    /// `cancel(taskRequestWithIdentifier:)`, or `cancelAllTaskRequests()` when `identifier` is nil:
    /// pending requests (app refresh and processing) are dropped.
    public func cancelTaskRequests(identifier: String?) {
        device.backgroundSchedule.cancel(identifier, of: process.bundleIdentifier)
    }

    /// `BGTaskScheduler.shared.submit(BGProcessingTaskRequest)`: nil when accepted, else the
    /// error. A new request for the same identifier replaces the pending one.
    public func submitProcessingTask(_ identifier: String, earliestBeginAfter seconds: Double?,
                                     requiresExternalPower: Bool, requiresNetworkConnectivity: Bool) -> TaskSchedulerError? {
        let bundle = process.app.bundle
        guard device.dial.hasBackgroundTasks else { return .unavailable }
        guard bundle.permittedTaskIdentifiers?.contains(identifier) == true, bundle.backgroundModes.contains("processing") else {
            device.record(.advice(.processingNotPermitted(identifier: identifier)), app: process.bundleIdentifier)
            return .notPermitted
        }
        let begin = seconds.map { device.clock.now + Int((max(0, $0) * 1000).rounded()) }
        let request = ProcessingTaskRequest(identifier: identifier, earliestBegin: begin, requiresExternalPower: requiresExternalPower,
                                            requiresNetworkConnectivity: requiresNetworkConnectivity)
        device.backgroundSchedule.submit(request, for: process.bundleIdentifier)
        device.record(.system(.processingSubmitted(identifier: identifier, after: seconds.map { Int($0.rounded()) },
                                                   externalPower: requiresExternalPower, network: requiresNetworkConnectivity)),
                      app: process.bundleIdentifier)
        return nil
    }
}
