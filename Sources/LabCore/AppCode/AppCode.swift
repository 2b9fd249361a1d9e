@_exported import LabWire

/// THE seam between the lifecycle engine and an app's code.
///
/// The engine asks "does the app implement this method?" and, when it does, "run it". It
/// never looks at Swift source itself. `DeclaredAppCode` answers from what the build
/// recorded and runs no bodies; LabRuntime runs the app's compiled executable as a process, acting on the world
/// only through the `AppHost` it is handed.
///
/// Selectors are in Swift's `#selector` spelling: `application(_:didFinishLaunchingWithOptions:)`,
/// `viewDidLoad()`, `scene(_:willConnectTo:options:)`.
public protocol AppCode: AnyObject {
    /// Whether `className` (or an app superclass of it) defines `selector`.
    func implements(_ selector: String, in className: String) -> Bool

    /// Whether the app declares a class of this name (storyboards' custom classes, the delegate).
    func declaresClass(_ className: String) -> Bool

    /// The superclass the app declares for `className` (`UIViewController`, `UIResponder`,
    /// another app class); nil for classes the app does not declare.
    func superclass(of className: String) -> String?

    /// A new instance of an app class now exists under `object`: run its stored-property
    /// initialisers and `init`.
    func instantiate(_ object: ObjectRef, host: AppHost) -> AppCodeOutcome

    /// Runs `selector` on `receiver`. Called only when `implements` said yes.
    func perform(_ selector: String, on receiver: ObjectRef, arguments: [AppValue], host: AppHost) -> AppCodeOutcome

    /// Reads a stored property of an app object (`window` on the delegate); nil when the
    /// class has no such property.
    func property(_ name: String, of receiver: ObjectRef) -> AppValue?

    /// Writes a stored property; false when the class has no such property.
    func setProperty(_ name: String, of receiver: ObjectRef, to value: AppValue) -> Bool

    /// Runs a closure the app handed to the system earlier (a background task's expiration
    /// handler, a completion handler).
    func call(_ closure: ClosureRef, arguments: [AppValue], host: AppHost) -> AppCodeOutcome

    /// The launch is over: the main run loop's first turn ends (what app code queued during
    /// the launch runs now; docs/lifecycle.md, "The run-loop turn").
    func endLaunchTurn(host: AppHost) -> AppCodeOutcome

    /// The process changed state: a real process stops when suspended and continues when
    /// it runs again.
    func processDidChangeState(to state: AppState)

    /// The process is gone (crash, kill, reclaim, termination): a real one is killed and reaped.
    func processDidEnd()

    /// The host's process id of a real process, while it runs.
    var hostProcessID: Int32? { get }

    /// Between commands: whether the process ended while no call was in progress (killed from
    /// outside); a real one then reports its end through `host`, as an end during a call would.
    func noticeEndWhileIdle(host: AppHost)
}

extension AppCode {
    public var hostProcessID: Int32? { nil }
    public func endLaunchTurn(host: AppHost) -> AppCodeOutcome { .returned(.void) }
    public func processDidChangeState(to state: AppState) {}
    public func processDidEnd() {}
    public func noticeEndWhileIdle(host: AppHost) {}
}

/// How a piece of app code finished.
public enum AppCodeOutcome: Sendable, Equatable {
    /// It returned (with a value where the method has one).
    case returned(AppValue)
    /// The process ended while it ran (a crash reported through `AppHost.crash`, or the
    /// watchdog): an `AppHost` call threw `ProcessEnded`; the engine stops offering callbacks.
    case ended
}

/// A value passed between the system and app code: the wire's value (LabWire), under the
/// name the engine has always used.
public typealias AppValue = WireValue

/// Thrown by `AppHost` calls once the process is gone (it crashed, or the watchdog killed
/// it while the code ran). App code stops at once and returns `.ended`.
public struct ProcessEnded: Error, Sendable, Equatable {
    public init() {}
}
