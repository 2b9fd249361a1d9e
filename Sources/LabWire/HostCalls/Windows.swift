/// The application, its windows and scenes, the screen and the device (UIApplication, UIWindow,
/// UIScene, UIScreen, UIDevice, traits).
extension HostCalls {
    /// `UIWindow(frame:)` (nil frame: `UIWindow()`), with the window's class; the new window.
    public static let makeWindow = HostCall<(Rect?, String), ObjectRef?>("makeWindow")
    /// `UIWindow(windowScene:)`, with the window's class.
    public static let makeWindowInScene = HostCall<(ObjectRef?, String), ObjectRef?>("makeWindowInScene")
    /// The app's last reference to a window went.
    public static let releaseWindow = HostCall<ObjectRef?, Void>("releaseWindow")
    public static let rootViewController = HostCall<ObjectRef?, ObjectRef?>("rootViewController")
    /// Window, controller.
    public static let setRootViewController = HostCall<(ObjectRef?, ObjectRef?), Void>("setRootViewController")
    public static let makeKeyAndVisible = HostCall<ObjectRef?, Void>("makeKeyAndVisible")
    public static let makeKey = HostCall<ObjectRef?, Void>("makeKey")
    public static let isKeyWindow = HostCall<ObjectRef?, Bool>("isKeyWindow")
    public static let isHidden = HostCall<ObjectRef?, Bool>("isHidden")
    public static let setHidden = HostCall<(ObjectRef?, Bool), Void>("setHidden")
    public static let windowScene = HostCall<ObjectRef?, ObjectRef?>("windowScene")
    /// Window, scene.
    public static let setWindowScene = HostCall<(ObjectRef?, ObjectRef?), Void>("setWindowScene")
    public static let windows = HostCall<Void, [ObjectRef]>("windows")
    public static let keyWindow = HostCall<Void, ObjectRef?>("keyWindow")
    /// The application's delegate.
    public static let delegate = HostCall<Void, ObjectRef?>("delegate")
    /// The connected scene.
    public static let scene = HostCall<Void, ObjectRef?>("scene")
    public static let sceneDelegate = HostCall<ObjectRef?, ObjectRef?>("sceneDelegate")
    public static let sceneState = HostCall<ObjectRef?, SceneActivationState>("sceneState")
    public static let applicationState = HostCall<Void, ApplicationState>("applicationState")
    public static let iosVersion = HostCall<Void, Int>("iosVersion")
    /// The size `UIWindow()` gets.
    public static let windowFrameWithoutArgument = HostCall<Void, Size>("windowFrameWithoutArgument")
    public static let screenBounds = HostCall<Void, Size>("screenBounds")
    /// Top, left, bottom, right.
    public static let safeAreaInsets = HostCall<Void, [Double]>("safeAreaInsets")
    /// Horizontal and vertical size class, interface style (UIKit's raw values).
    public static let traitCollection = HostCall<Void, [Int]>("traitCollection")
    /// `UIDeviceOrientation`'s raw value.
    public static let deviceOrientation = HostCall<Void, Int>("deviceOrientation")
    /// `UIInterfaceOrientation`'s raw value.
    public static let interfaceOrientation = HostCall<Void, Int>("interfaceOrientation")
}

/// `UIApplication.State`, with UIKit's raw values.
public enum ApplicationState: Int, Sendable, WireEnum {
    case active = 0, inactive = 1, background = 2
    public static let unknown = ApplicationState.active
}

/// `UIScene.ActivationState`, with UIKit's raw values.
public enum SceneActivationState: Int, Sendable, WireEnum {
    case unattached = -1, foregroundActive = 0, foregroundInactive = 1, background = 2
    public static let unknown = SceneActivationState.unattached
}
