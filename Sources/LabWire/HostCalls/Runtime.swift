/// The app's process itself: virtual time it spends, its next timer, the lifecycle
/// notifications it observes, uncaught exceptions, objects the system must be able to call
/// back, and the private call behind the Simulator's Simulate Memory Warning.
extension HostCalls {
    /// Work that takes virtual time (a main-thread sleep), in milliseconds.
    public static let spend = HostCall<Int, Void>("spend")
    /// The virtual time (milliseconds) the app's next timer or display frame is due (nil: none),
    /// and whether only a display frame is due then.
    public static let setNextTimer = HostCall<(Int?, Bool), Void>("setNextTimer")
    /// Something in the app observes this lifecycle notification (`UIApplication.didEnterBackgroundNotification`).
    public static let observeNotification = HostCall<String, Void>("observeNotification")
    /// An uncaught Objective-C exception UIKit or another SDK module raises: its name, its reason.
    public static let raise = HostCall<(String, String), Void>("raise")
    /// An app object the system must be able to call back, by its class: the reference it gets.
    public static let adoptObject = HostCall<String, ObjectRef?>("adoptObject")
    /// `UIApplication.shared.perform(Selector(("_performMemoryWarning")))`.
    public static let simulateMemoryWarning = HostCall<Void, Void>("simulateMemoryWarning")
}
