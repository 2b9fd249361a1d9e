/// Something in a bundle that stops or spoils its launch, in the words iOS uses for it.
///
/// The device turns a problem into events according to `outcome`: the system refusing to
/// start the process, the app crashing with an uncaught exception inside `UIApplicationMain`,
/// or a console message after which the launch goes on.
public struct LaunchProblem: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        case infoPlistMissing
        case infoPlistUnreadable
        case executableKeyMissing
        case executableMissing(String)
        case executableUnreadable(String)
        case entryPointMissing
        case storyboardMissing(String)
        case storyboardUnreadable(String)
        case noInitialViewController(storyboard: String)
        /// A nib names a custom class the app does not declare.
        case unknownClass(String)
        /// A nib names an SDK class from a framework the app does not link.
        case classNotLinked(className: String, framework: String)
    }

    public enum Outcome: Sendable, Equatable {
        /// The system does not start the process at all.
        case notLaunched
        /// `UIApplicationMain` raises an uncaught exception: the app crashes during launch.
        case crash(exception: String)
        /// The system logs the message and the launch continues.
        case logged
    }

    public var kind: Kind
    /// The console message, as iOS words it (bundle paths shortened to the bundle's name).
    public var message: String
    public var outcome: Outcome

    public init(kind: Kind, message: String, outcome: Outcome) {
        self.kind = kind
        self.message = message
        self.outcome = outcome
    }

    /// The console message when a storyboard has no initial view controller; `key` is the
    /// Info.plist key that named the storyboard.
    static func noInitialViewControllerMessage(key: String, storyboard: String) -> String {
        "Failed to instantiate the default view controller for \(key) '\(storyboard)' - perhaps the designated entry point is not set?"
    }

    /// The console message for a custom class in a nib that the app does not declare.
    static func unknownClassMessage(_ className: String) -> String {
        "Unknown class \(className) in Interface Builder file."
    }

    /// The exception reason for a nib class from a framework the app does not link.
    static func classNotLinkedMessage(_ className: String) -> String {
        "Could not instantiate class named \(className) because no class named \(className) was loaded (perhaps you forgot to link to the required framework?)"
    }

    /// For a crash: the crash report's reason line,
    /// `*** Terminating app due to uncaught exception 'NAME', reason: 'MESSAGE'`.
    public var terminationReason: String? {
        guard case let .crash(exception) = outcome else { return nil }
        return "*** Terminating app due to uncaught exception '\(exception)', reason: '\(message)'"
    }
}
