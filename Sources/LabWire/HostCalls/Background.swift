/// Background execution: UIApplication's background tasks and background fetch, BGTaskScheduler,
/// the completion handlers the system hands app code, and frameworks' work in a background mode
/// (AVFoundation's audio).
extension HostCalls {
    /// `UIApplication.shared.backgroundTimeRemaining`, in seconds.
    public static let backgroundTimeRemaining = HostCall<Void, Double>("backgroundTimeRemaining")
    /// `beginBackgroundTask(withName:expirationHandler:)`: name, expiration handler; the task's identifier.
    public static let beginBackgroundTask = HostCall<(String?, ClosureRef?), Int>("beginBackgroundTask")
    /// `endBackgroundTask(_:)` with the task's identifier.
    public static let endBackgroundTask = HostCall<Int, Void>("endBackgroundTask")
    /// `setMinimumBackgroundFetchInterval(_:)`, in seconds.
    public static let setMinimumBackgroundFetchInterval = HostCall<Double, Void>("setMinimumBackgroundFetchInterval")
    /// Audio plays now (or stopped); the audio session's category when it is silenced in the background.
    public static let setAudioPlaying = HostCall<(Bool, String?), Void>("setAudioPlaying")
    /// `BGTaskScheduler.register(forTaskWithIdentifier:using:launchHandler:)`: identifier, launch
    /// handler; false when Info.plist does not permit the identifier.
    public static let registerBackgroundTask = HostCall<(String, ClosureRef?), Bool>("registerBackgroundTask")
    /// `submit(_:)` of a BGAppRefreshTaskRequest: identifier, seconds until its earliest begin
    /// date; nil when accepted, else the error.
    public static let submitAppRefresh = HostCall<(String, Double?), TaskSchedulerError?>("submitAppRefresh")
    /// `submit(_:)` of a BGProcessingTaskRequest: identifier, seconds until its earliest begin
    /// date, requires external power, requires network connectivity; nil when accepted, else the error.
    public static let submitProcessingTask = HostCall<(String, Double?, Bool, Bool), TaskSchedulerError?>("submitProcessingTask")
    /// `cancel(taskRequestWithIdentifier:)`; nil: `cancelAllTaskRequests()`.
    public static let cancelTaskRequests = HostCall<String?, Void>("cancelTaskRequests")
    /// A BGTask's `expirationHandler = …`: the task's completion, the handler (nil: none).
    public static let setTaskExpirationHandler = HostCall<(ClosureRef?, ClosureRef?), Void>("setTaskExpirationHandler")
    /// A BGTask's `setTaskCompleted(success:)`: its completion, success.
    public static let completeTask = HostCall<(ClosureRef?, Bool), Void>("completeTask")
    /// A background fetch's or silent push's completion handler, called with its result.
    public static let completeFetch = HostCall<(ClosureRef?, BackgroundFetchResult), Void>("completeFetch")
    /// A completion handler that carries no result the system reads (a quick action's, a
    /// notification response's).
    public static let complete = HostCall<ClosureRef?, Void>("complete")
}

/// `UIBackgroundFetchResult`, with UIKit's raw values.
public enum BackgroundFetchResult: Int, Sendable, WireEnum {
    case newData = 0, noData = 1, failed = 2
    public static let unknown = BackgroundFetchResult.newData
}

/// `BGTaskScheduler.Error.Code`, with BackgroundTasks' raw values (those the device answers).
public enum TaskSchedulerError: Int, Sendable, WireEnum {
    case unavailable = 1, tooManyPendingTaskRequests = 2, notPermitted = 3
    public static let unknown = TaskSchedulerError.unavailable
}
