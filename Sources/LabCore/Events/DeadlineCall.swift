/// The call a `deadline` event is about: a completion handler the system gave the app, or a
/// background task's `setTaskCompleted(success:)`. LabShell words it; `call` is its Swift spelling.
public enum DeadlineCall: Sendable, Equatable {
    /// A silent push's or background fetch's completion handler; `result` is the
    /// `UIBackgroundFetchResult` it was called with (`newData`), nil when it was not called.
    case completionHandler(result: String?)
    /// A BGTask's `setTaskCompleted(success:)`; `success` nil when it was not called.
    case setTaskCompleted(success: Bool?)

    /// The call as Swift writes it: `completionHandler(.newData)`, `setTaskCompleted(success: true)`,
    /// `setTaskCompleted(success:)` when it was not called.
    public var call: String {
        switch self {
        case let .completionHandler(result): "completionHandler(\(result.map { "." + $0 } ?? ""))"
        case let .setTaskCompleted(success): "setTaskCompleted(success:\(success.map { " \($0)" } ?? ""))"
        }
    }
}
