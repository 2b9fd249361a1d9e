import LabWire

/// A scene (iOS 13+): the device makes it and keeps its state.
open class UIScene: UIResponder {
    public override init() {
        super.init()
        AppRuntime.shared.attach(self) { .null }
    }

    open var delegate: UISceneDelegate? {
        get { AppRuntime.shared.object(AppRuntime.shared.call(HostCalls.sceneDelegate, AppRuntime.shared.ref(self))) as? UISceneDelegate }
        set { _ = newValue }
    }

    open var activationState: ActivationState {
        ActivationState(rawValue: AppRuntime.shared.call(HostCalls.sceneState, AppRuntime.shared.ref(self)).rawValue) ?? .unattached
    }

    /// The session the device connected the scene with.
    open var session: UISceneSession { connectedSession ?? UISceneSession() }
    var connectedSession: UISceneSession?
    open var title: String?

    public enum ActivationState: Int, Sendable {
        case unattached = -1, foregroundActive = 0, foregroundInactive = 1, background = 2
    }

    /// What the system hands `scene(_:willConnectTo:options:)`.
    open class ConnectionOptions: NSObject {
        public internal(set) var urlContexts: Set<AnyHashable> = []
        /// Activities handed to the scene from outside (Handoff, Spotlight, a shortcut): the lab
        /// delivers none. The saved state comes back as `session.stateRestorationActivity`.
        public internal(set) var userActivities: Set<NSUserActivity> = []
        public internal(set) var sourceApplication: String?
        /// Set when the user tapped a notification and the scene connects for it.
        public internal(set) var notificationResponse: UNNotificationResponse?
        /// Set when the user chose a Home screen quick action and the scene connects for it.
        public internal(set) var shortcutItem: UIApplicationShortcutItem?
        override init() { super.init() }
    }

    public static let willConnectNotification = Notification.Name("UISceneWillConnectNotification")
    public static let didDisconnectNotification = Notification.Name("UISceneDidDisconnectNotification")
    public static let didActivateNotification = Notification.Name("UISceneDidActivateNotification")
    public static let willDeactivateNotification = Notification.Name("UISceneWillDeactivateNotification")
    public static let willEnterForegroundNotification = Notification.Name("UISceneWillEnterForegroundNotification")
    public static let didEnterBackgroundNotification = Notification.Name("UISceneDidEnterBackgroundNotification")
}

/// The scene that holds windows.
open class UIWindowScene: UIScene {
    open var windows: [UIWindow] {
        AppRuntime.shared.call(HostCalls.windows).compactMap { AppRuntime.shared.object($0) as? UIWindow }
    }
    open var screen: UIScreen { UIScreen.main }
    open var keyWindow: UIWindow? { windows.first { $0.isKeyWindow } }
}

/// A scene's session: its role and configuration.
open class UISceneSession: NSObject {
    public let role: Role = .windowApplication
    public var configuration: UISceneConfiguration { UISceneConfiguration(name: "Default Configuration", sessionRole: role) }
    public var persistentIdentifier: String = "LifecycleLab-Scene-1"
    /// The activity the scene's delegate returned from `stateRestorationActivity(for:)` when
    /// the scene last went to the background; nil on a first launch, after a force quit, or
    /// when nothing was saved.
    open internal(set) var stateRestorationActivity: NSUserActivity?
    open var userInfo: [String: Any]?
    public override init() { super.init() }

    public struct Role: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
    }
}

/// `UISceneConfiguration(name:sessionRole:)`: the app's answer to which configuration connects.
open class UISceneConfiguration: NSObject {
    public let name: String?
    public let role: UISceneSession.Role
    public var delegateClass: AnyClass?
    public var sceneClass: AnyClass?
    public var storyboard: UIStoryboard?

    public init(name: String?, sessionRole: UISceneSession.Role) {
        self.name = name
        self.role = sessionRole
        super.init()
    }
}

/// The scene delegate's methods, each with a default that does nothing.
public protocol UISceneDelegate: AnyObject {
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
    func sceneDidDisconnect(_ scene: UIScene)
    func sceneDidBecomeActive(_ scene: UIScene)
    func sceneWillResignActive(_ scene: UIScene)
    func sceneWillEnterForeground(_ scene: UIScene)
    func sceneDidEnterBackground(_ scene: UIScene)
    func stateRestorationActivity(for scene: UIScene) -> NSUserActivity?
    func scene(_ scene: UIScene, restoreInteractionStateWith stateRestorationActivity: NSUserActivity)
    func scene(_ scene: UIScene, continue userActivity: NSUserActivity)
}

extension UISceneDelegate {
    public func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {}
    public func sceneDidDisconnect(_ scene: UIScene) {}
    public func sceneDidBecomeActive(_ scene: UIScene) {}
    public func sceneWillResignActive(_ scene: UIScene) {}
    public func sceneWillEnterForeground(_ scene: UIScene) {}
    public func sceneDidEnterBackground(_ scene: UIScene) {}
    /// nil: nothing is saved for the scene when it goes to the background.
    public func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? { nil }
    public func scene(_ scene: UIScene, restoreInteractionStateWith stateRestorationActivity: NSUserActivity) {}
    /// Handoff and Spotlight are not simulated: nothing continues an activity.
    public func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {}
}

/// A scene delegate that has a window.
public protocol UIWindowSceneDelegate: UISceneDelegate {
    /// The user chose a Home screen quick action while the scene was connected.
    func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
                     completionHandler: @escaping (Bool) -> Void)
}

extension UIWindowSceneDelegate {
    public func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
                            completionHandler: @escaping (Bool) -> Void) {
        completionHandler(false)
    }
}
