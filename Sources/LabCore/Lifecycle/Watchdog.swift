/// The watchdog: work that keeps the system waiting too long is killed (docs/lifecycle.md "Watchdog").
public enum Watchdog {
    /// The allowances, in virtual milliseconds.
    public enum Limit: Sendable, Equatable {
        /// A launch must finish within about 20 s.
        case launch
        /// `applicationDidEnterBackground(_:)` gets about 5 s.
        case enterBackground
        /// Any other call that stops answering (**choice**: 10 s).
        case unresponsive
        /// A silent push's or background fetch's completion handler must be called within about 30 s.
        case completionHandler

        public var milliseconds: Int {
            switch self {
            case .launch: 20_000
            case .enterBackground: 5_000
            case .unresponsive: 10_000
            case .completionHandler: 30_000
            }
        }

        /// What the termination description says was exhausted.
        var transgression: String {
            switch self {
            case .launch: "scene-create watchdog transgression: exhausted real (wall clock) time allowance of 20.00 seconds"
            case .enterBackground: "scene-update watchdog transgression: exhausted real (wall clock) time allowance of 5.00 seconds"
            case .unresponsive: "main thread unresponsive: exhausted real (wall clock) time allowance of 10.00 seconds"
            case .completionHandler: "background work did not call its completion handler: exhausted real (wall clock) time allowance of 30.00 seconds"
            }
        }
    }

    /// When the running work must be done.
    struct Deadline: Sendable, Equatable {
        var at: Int
        var limit: Limit
    }

    /// The code of a watchdog kill.
    public static let code = "0x8badf00d"
}
