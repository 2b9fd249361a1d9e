/// What a device's iOS version changes in the lifecycle: docs/lifecycle.md's "The version dial" table,
/// one property per row, each read from `VersionDial.eras` so the ranges sit side by side.
public struct VersionDial: Sendable, Equatable {
    public let iosVersion: Int

    public init(iosVersion: Int) { self.iosVersion = iosVersion }

    /// The rows of the version dial. Each range is the iOS versions where the behaviour holds.
    public enum Era: Sendable {
        /// Multitasking: background state, `applicationDidEnterBackground`, the app switcher.
        /// Before iOS 4, Home and an answered call terminate the app.
        public static let multitasking = 4...
        /// `application(_:willFinishLaunchingWithOptions:)` exists from iOS 6 (UIKit reference:
        /// "iOS 6.0+"); before, launch offers only `application(_:didFinishLaunchingWithOptions:)`.
        public static let willFinishLaunching = 6...
        /// Notification Centre arrived with iOS 5, Control Centre with iOS 7.
        public static let notificationCentre = 5...
        public static let controlCentre = 7...
        /// A window without a root view controller at the end of launch: a log message…
        public static let rootViewControllerLog = 5...8
        /// …and from iOS 9 an assertion that crashes the launch.
        public static let rootViewControllerCrash = 9...
        /// The log's wording: "Applications are expected…" on iOS 5, "Application windows…" after.
        public static let rootViewControllerOldWording = 5...5
        /// `UIApplicationExitsOnSuspend` is honoured; ignored from iOS 13.
        public static let exitsOnSuspend = 4...12
        /// Scene lifecycle when Info.plist has `UIApplicationSceneManifest`.
        public static let scenes = 13...
        /// At launch `applicationDidBecomeActive` comes before the root view's `viewDidAppear`
        /// (**choice**: iOS 8 and earlier, and 11+, have viewDidAppear first).
        public static let didBecomeActiveBeforeViewDidAppear = 9...10
        /// `UIWindow()` without a frame fills the screen from iOS 9.
        public static let windowWithoutFrame = 9...
        /// Silent pushes (`content-available`) and background fetch arrived with iOS 7
        /// (`application(_:didReceiveRemoteNotification:fetchCompletionHandler:)`,
        /// `application(_:performFetchWithCompletionHandler:)`; UIKit reference: "iOS 7.0+").
        public static let backgroundPush = 7...
        /// UNUserNotificationCenter and its delegate from iOS 10 (UserNotifications: "iOS 10.0+");
        /// before, a notification reached the app delegate's `didReceiveRemoteNotification`.
        public static let userNotifications = 10...
        /// BGTaskScheduler from iOS 13 (BackgroundTasks: "iOS 13.0+"); an app that lists
        /// BGTaskSchedulerPermittedIdentifiers no longer gets `performFetchWithCompletionHandler`.
        public static let backgroundTasks = 13...
    }

    /// Background task allowance in milliseconds: 600 s (iOS 4–6), 180 s (7–12), 30 s (13+).
    public static let backgroundTaskAllowance: [(versions: ClosedRange<Int>, milliseconds: Int)] = [
        (4...6, 600_000), (7...12, 180_000), (13...99, 30_000),
    ]

    public var hasMultitasking: Bool { Era.multitasking.contains(iosVersion) }
    public var offersWillFinishLaunching: Bool { Era.willFinishLaunching.contains(iosVersion) }
    public var hasNotificationCentre: Bool { Era.notificationCentre.contains(iosVersion) }
    public var hasControlCentre: Bool { Era.controlCentre.contains(iosVersion) }
    public var rootViewControllerMissingLogs: Bool { Era.rootViewControllerLog.contains(iosVersion) }
    public var rootViewControllerMissingCrashes: Bool { Era.rootViewControllerCrash.contains(iosVersion) }
    public var honoursExitsOnSuspend: Bool { Era.exitsOnSuspend.contains(iosVersion) }
    public var supportsScenes: Bool { Era.scenes.contains(iosVersion) }
    public var didBecomeActiveBeforeViewDidAppear: Bool { Era.didBecomeActiveBeforeViewDidAppear.contains(iosVersion) }
    public var hasBackgroundPush: Bool { Era.backgroundPush.contains(iosVersion) }
    public var hasUserNotifications: Bool { Era.userNotifications.contains(iosVersion) }
    public var hasBackgroundTasks: Bool { Era.backgroundTasks.contains(iosVersion) }

    public var backgroundTaskAllowance: Int {
        Self.backgroundTaskAllowance.first { $0.versions.contains(iosVersion) }?.milliseconds ?? 0
    }

    /// The message about a window without a root view controller, in this version's words.
    public var missingRootViewControllerMessage: String {
        Era.rootViewControllerOldWording.contains(iosVersion)
            ? "Applications are expected to have a root view controller at the end of application launch"
            : "Application windows are expected to have a root view controller at the end of application launch"
    }
}
