/// The simulated AppKit's calls to the Mac (docs/lifecycle.md, "The Mac"): storyboards and
/// nibs loaded in code, the application and its windows.
extension HostCalls {
    /// `NSStoryboard(name:bundle:)`'s `instantiateController(withIdentifier:)` (nil identifier:
    /// `instantiateInitialController()`): the scene's controller class, the class of its
    /// window's content controller ("" when none) and its window's title ("" for a view
    /// controller); empty when the storyboard has no initial controller.
    public static let macStoryboardScene = HostCall<(String, String?), [String]>("macStoryboardScene")
    /// `NSNib(nibNamed:bundle:)`: whether the app's resources hold the compiled nib.
    public static let macNibExists = HostCall<String, Bool>("macNibExists")
    /// `NSNib.instantiate(withOwner:topLevelObjects:)`: the nib's name and owner; its top-level objects.
    public static let macInstantiateNib = HostCall<(String, ObjectRef?), [ObjectRef]>("macInstantiateNib")

    // MARK: The application and its windows

    /// `makeKeyAndOrderFront(_:)`: the window, its title and its delegate.
    public static let macWindowShown = HostCall<(ObjectRef?, String, ObjectRef?), Void>("macWindowShown")
    /// A shown window's title or delegate changed: the window, its title and its delegate.
    public static let macWindowUpdated = HostCall<(ObjectRef?, String, ObjectRef?), Void>("macWindowUpdated")
    /// `close()`: the window.
    public static let macWindowClosed = HostCall<ObjectRef?, Void>("macWindowClosed")
    /// A controller's load or appearance method (`viewDidLoad()`…), offered through the device so
    /// the log shows it: the controller and the selector.
    public static let macControllerCallback = HostCall<(ObjectRef?, String), Void>("macControllerCallback")
    /// `terminate(_:)`: the same question as Cmd-Q.
    public static let macTerminate = HostCall<Void, Void>("macTerminate")
    /// `reply(toApplicationShouldTerminate:)`.
    public static let macTerminateReply = HostCall<Bool, Void>("macTerminateReply")
    /// `hide(_:)`.
    public static let macHide = HostCall<Void, Void>("macHide")
    /// `unhide(_:)`.
    public static let macUnhide = HostCall<Void, Void>("macUnhide")
    /// `activate(ignoringOtherApps:)`, `activate()`.
    public static let macActivate = HostCall<Void, Void>("macActivate")
    /// The app's state, for `isActive` and `isHidden`.
    public static let macState = HostCall<Void, MacApplicationState>("macState")
    /// The first thing AppKit asks: every lifecycle notification may be observed in the app.
    public static let macObservedNotifications = HostCall<Void, Void>("macObservedNotifications")
}

/// A Mac app's state as AppKit reads it (the raw values of LabCore's `MacAppState`).
public enum MacApplicationState: String, Sendable, WireEnum {
    case notRunning, active, inactive, hidden
    public static let unknown = MacApplicationState.active
}
