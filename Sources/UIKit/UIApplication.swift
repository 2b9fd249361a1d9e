import LabWire

/// `UIApplication.shared`: made by UIApplicationMain (or the principal class named in
/// main.swift); state, delegate and background tasks live on the device.
open class UIApplication: UIResponder {
    private static var sharedInstance: UIApplication?

    /// The one application object; app code reaches it once UIApplicationMain has made it.
    open class var shared: UIApplication {
        if let made = sharedInstance { return made }
        return UIApplication()
    }

    public override init() {
        super.init()
        UIApplication.sharedInstance = UIApplication.sharedInstance ?? self
        AppRuntime.shared.attach(self) { .null }
    }

    /// Delivers an event: a `tap` arrives here first, so a subclass named as the principal
    /// class (`NSPrincipalClass`, or `UIApplicationMain`'s third argument) sees it, and the
    /// tapped control's action is sent only if the override calls `super`, as on iOS.
    open func sendEvent(_ event: UIEvent) {
        let delivery = event.delivery
        event.delivery = nil
        delivery?()
    }

    /// While the app ignores interaction events (a count: each begin needs an end), a tap goes
    /// no further than the application: no row is selected and no action is sent (the
    /// console says so).
    @available(iOS, deprecated: 13.0, message: "Use UIView's userInteractionEnabled property instead")
    open func beginIgnoringInteractionEvents() { ignoringCount += 1 }
    @available(iOS, deprecated: 13.0, message: "Use UIView's userInteractionEnabled property instead")
    open func endIgnoringInteractionEvents() { ignoringCount = max(0, ignoringCount - 1) }
    open var isIgnoringInteractionEvents: Bool { ignoringCount > 0 }
    private var ignoringCount = 0

    /// Whether a tap is ignored: true (and said in the console) while the app ignores events.
    func ignoresTap() -> Bool {
        guard isIgnoringInteractionEvents else { return false }
        print("[LifecycleLab] the app is ignoring interaction events (beginIgnoringInteractionEvents()): the tap went no further")
        return true
    }

    /// Sends an action message to `target` (nil: the first responder, which the lab does not
    /// track); true when some object performed it.
    @discardableResult
    open func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool {
        guard let responder = target as? UIResponder else { return false }
        return responder.__labPerformAction(action.description, sender as AnyObject?)
    }

    public enum State: Int, Sendable {
        case active, inactive, background
    }

    open var applicationState: State {
        State(rawValue: AppRuntime.shared.call(HostCalls.applicationState).rawValue) ?? .active
    }

    open weak var delegate: UIApplicationDelegate? {
        get { AppRuntime.shared.object(AppRuntime.shared.call(HostCalls.delegate)) as? UIApplicationDelegate }
        set { _ = newValue }
    }

    open var keyWindow: UIWindow? {
        AppRuntime.shared.object(AppRuntime.shared.call(HostCalls.keyWindow)) as? UIWindow
    }

    open var windows: [UIWindow] {
        AppRuntime.shared.call(HostCalls.windows).compactMap { AppRuntime.shared.object($0) as? UIWindow }
    }

    open var connectedScenes: Set<UIScene> {
        let scene = AppRuntime.shared.object(AppRuntime.shared.call(HostCalls.scene)) as? UIScene
        return scene.map { [$0] } ?? []
    }

    /// Seconds left to background tasks; effectively unlimited in the foreground.
    open var backgroundTimeRemaining: TimeInterval {
        AppRuntime.shared.channel == nil ? .greatestFiniteMagnitude : AppRuntime.shared.call(HostCalls.backgroundTimeRemaining)
    }

    open var applicationIconBadgeNumber: Int = 0
    open var isIdleTimerDisabled: Bool = false
    open var isNetworkActivityIndicatorVisible: Bool = false

    open func beginBackgroundTask(withName taskName: String?, expirationHandler handler: (() -> Void)? = nil) -> UIBackgroundTaskIdentifier {
        let closure = handler.map { body in AppRuntime.shared.hand { _ in body(); return .void } }?.closure
        return UIBackgroundTaskIdentifier(rawValue: AppRuntime.shared.call(HostCalls.beginBackgroundTask, taskName, closure))
    }

    open func beginBackgroundTask(expirationHandler handler: (() -> Void)? = nil) -> UIBackgroundTaskIdentifier {
        beginBackgroundTask(withName: nil, expirationHandler: handler)
    }

    open func endBackgroundTask(_ identifier: UIBackgroundTaskIdentifier) {
        guard identifier != .invalid else { return }
        AppRuntime.shared.call(HostCalls.endBackgroundTask, identifier.rawValue)
    }

    open func registerForRemoteNotifications() {
        AppRuntime.shared.call(HostCalls.registerForRemoteNotifications)
    }

    open func setMinimumBackgroundFetchInterval(_ minimumBackgroundFetchInterval: TimeInterval) {
        AppRuntime.shared.call(HostCalls.setMinimumBackgroundFetchInterval, minimumBackgroundFetchInterval)
    }

    public static let backgroundFetchIntervalMinimum: TimeInterval = 0
    public static let backgroundFetchIntervalNever: TimeInterval = .greatestFiniteMagnitude

    /// The URL that opens the app's page in Settings.
    public static let openSettingsURLString = "app-settings:"

    open func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:], completionHandler: ((Bool) -> Void)? = nil) {
        completionHandler?(false)
    }

    public struct OpenExternalURLOptionsKey: Hashable, RawRepresentable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }

    /// Keys of the launch options dictionary.
    public struct LaunchOptionsKey: Hashable, RawRepresentable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let remoteNotification = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsRemoteNotificationKey")
        public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
        public static let sourceApplication = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsSourceApplicationKey")
        public static let location = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsLocationKey")
        public static let shortcutItem = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsShortcutItemKey")
    }

    public static let didFinishLaunchingNotification = Notification.Name("UIApplicationDidFinishLaunchingNotification")
    public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    public static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
    public static let willEnterForegroundNotification = Notification.Name("UIApplicationWillEnterForegroundNotification")
    public static let willTerminateNotification = Notification.Name("UIApplicationWillTerminateNotification")
    public static let didReceiveMemoryWarningNotification = Notification.Name("UIApplicationDidReceiveMemoryWarningNotification")
}

/// A background task's identifier (`.invalid` when none is open).
public struct UIBackgroundTaskIdentifier: RawRepresentable, Hashable, Sendable {
    public var rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public init(_ rawValue: Int) { self.rawValue = rawValue }
    public static let invalid = UIBackgroundTaskIdentifier(rawValue: 0)
}

/// What a background fetch or a silent push found.
public enum UIBackgroundFetchResult: UInt, Sendable {
    case newData, noData, failed
}
