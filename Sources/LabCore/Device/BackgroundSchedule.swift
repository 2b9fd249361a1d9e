/// What apps asked the system to run in the background later (docs/lifecycle.md "Background
/// execution"): background fetch's minimum interval, and BGTaskScheduler's pending requests —
/// at most one app refresh request per app (a new one replaces it), and one processing request
/// per task identifier, oldest first. The device runs them on `fetch` and `bgtask`.
struct BackgroundSchedule: Sendable, Equatable {
    /// `setMinimumBackgroundFetchInterval` by app, in seconds (never, by default).
    var fetchIntervals: [String: Double] = [:]
    /// The submitted BGAppRefreshTaskRequest of each app.
    private(set) var appRefreshRequests: [String: AppRefreshRequest] = [:]
    /// Submitted BGProcessingTaskRequests by bundle identifier, oldest first.
    private(set) var processingRequests: [String: [ProcessingTaskRequest]] = [:]

    /// Keeps `request` as `app`'s one app refresh request.
    mutating func submit(_ request: AppRefreshRequest, for app: String) {
        appRefreshRequests[app] = request
    }

    /// Adds `request`, replacing a pending one with the same identifier.
    mutating func submit(_ request: ProcessingTaskRequest, for app: String) {
        var pending = processingRequests[app] ?? []
        pending.removeAll { $0.identifier == request.identifier }
        pending.append(request)
        processingRequests[app] = pending
    }

    /// Drops `app`'s app refresh request as the system runs it.
    mutating func takeAppRefresh(of app: String) {
        appRefreshRequests[app] = nil
    }

    /// Drops `app`'s processing request at `index` as the system runs it.
    mutating func takeProcessing(at index: Int, of app: String) {
        processingRequests[app]?.remove(at: index)
    }

    /// `cancel(taskRequestWithIdentifier:)`, or every request of `app` when `identifier` is nil.
    mutating func cancel(_ identifier: String?, of app: String) {
        if identifier == nil || appRefreshRequests[app]?.identifier == identifier {
            appRefreshRequests[app] = nil
        }
        processingRequests[app]?.removeAll { identifier == nil || $0.identifier == identifier }
    }
}
