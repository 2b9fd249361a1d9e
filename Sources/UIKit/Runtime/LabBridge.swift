import LabWire

/// What LifecycleLab's other SDK modules (UserNotifications) need of the device link.
/// Not app API: an app would have to import it as `@_spi(LifecycleLab)`.
@_spi(LifecycleLab)
public enum AppRuntimeBridge {
    /// The wire form of an object, registering it with the device first if it is new
    /// (a notification delegate that is not the app delegate).
    public static func wire(_ object: AnyObject?) -> WireValue {
        guard let object else { return .null }
        if AppRuntime.shared.id(of: object) == nil, let ref = AppRuntime.shared.call(HostCalls.adoptObject, AppRuntime.className(of: object)) {
            AppRuntime.shared.register(object, id: ref.id)
        }
        return AppRuntime.shared.value(object)
    }

    /// The app object a wire value names (a manager the device passes back to a delegate method).
    public static func object(_ value: WireValue?) -> AnyObject? {
        value.flatMap { AppRuntime.shared.object($0) }
    }

    /// A closure the device may call later (a launch handler, an expiration handler).
    public static func hand(_ body: @escaping ([WireValue]) -> WireValue) -> WireValue {
        AppRuntime.shared.hand(body)
    }

    /// Adds selectors that another module's protocols answer.
    public static func addPerformer(_ performer: @escaping (String, AnyObject?, [WireValue]) -> WireValue?) {
        Selectors.extraPerformers.append(performer)
    }

    /// An Objective-C exception UIKit (or another SDK module) raises: uncaught, the device
    /// ends the app, as iOS does. Run outside the device (by hand), the app ends itself.
    public static func raise(_ name: String, _ reason: String) -> Never {
        AppRuntime.shared.call(HostCalls.raise, name, reason)
        FileHandle.standardError.write(Data("*** Terminating app due to uncaught exception '\(name)', reason: '\(reason)'\n".utf8))
        exit(1)
    }

    /// An app or UIKit class by the name a nib, a model or the device gives (`Task`, `MyApp.Task`).
    public static func type(named name: String) -> Any.Type? {
        ClassLookup.type(named: name, module: AppRuntime.shared.module)
    }

    /// Starts calling `frame` at every frame of the screen (60 a second of virtual time) for
    /// `owner`, until `stopFrames(owner)`: a view that draws every frame (`SKView`).
    public static func startFrames(_ owner: AnyObject, _ frame: @escaping (TimeInterval) -> Void) {
        DisplayFrames.start(owner, frame: frame)
    }

    public static func stopFrames(_ owner: AnyObject) { DisplayFrames.stop(owner) }

    /// Runs `body` as every turn of the main run loop ends, after the layout and display
    /// passes, before the device hears the views' frames (an SKView reports its nodes then).
    public static func atEndOfEveryTurn(_ body: @escaping () -> Void) {
        RunLoopTurn.endObservers.append(body)
    }

    /// Something in the SDK observes a lifecycle notification (`UIApplication.willResignActiveNotification`):
    /// the device posts it in the app (LifecycleNotifications).
    public static func observeLifecycleNotification(_ name: Notification.Name) {
        LifecycleNotifications.observe(name)
    }

    /// A remote notification's payload.
    public static func payload(_ value: WireValue?) -> [AnyHashable: Any] { Payload.decode(value) }
}
