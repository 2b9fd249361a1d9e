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
        /// The app switcher of iOS 4–6 is the multitasking bar: a row of icons below the screen
        /// (double-click Home) that leaves out the app in front; an app is removed by a long press,
        /// then its "−" badge. The card switcher, one card per app, swiped up to remove, came with
        /// iOS 7 (Apple's iOS 4 and iOS 7 user guides, "Multitasking").
        public static let cardSwitcher = 7...
        /// From iOS 14 an incoming call on an unlocked iPhone is a compact banner, not the full
        /// call screen (MacRumors, "iOS 14's Compact Interface": "incoming phone calls are shown in
        /// a notification banner"; accepting "activates the call right in the banner"). What the app
        /// in front receives is not documented: like a notification banner, it stays active, also
        /// when the call is answered from the banner (**choice**; the full call screen of iOS 3–13
        /// makes it resign active).
        public static let compactCallBanner = 14...
        /// Storyboards (`UIMainStoryboardFile`) came with iOS 5; before, UIApplicationMain loaded
        /// only the main nib (`NSMainNibFile`, which works in every era) (Information Property
        /// List Key Reference: UIMainStoryboardFile "iOS 5.0 and later").
        public static let storyboards = 5...
        /// On a memory warning, UIViewController's own `didReceiveMemoryWarning` releases the view
        /// of a controller not on screen, then calls `viewDidUnload` (UIKit reference: "iOS 3.0–6.0",
        /// "Deprecated … views are no longer purged under low-memory conditions", never called from
        /// iOS 6); `viewWillUnload` comes first from iOS 5 (iOS 5.0–6.0).
        public static let viewUnloading = 3...5
        public static let viewWillUnload = 5...5
        /// `UIWindow.rootViewController` exists from iOS 4 (UIKit reference: "iOS 4.0+").
        public static let rootViewController = 4...
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
        /// on iOS 3–7 (a published iOS 7.1.2 launch log; Neuburg's answer on the order's history;
        /// the iOS 5/6 logs of Apple bug report 14058168) and again on iOS 9–10 (Neuburg).
        /// iOS 8 and iOS 11+ have viewDidAppear first (**choice**, following Neuburg).
        public static let didBecomeActiveBeforeViewDidAppear: [ClosedRange<Int>] = [3...7, 9...10]
        /// Locking the screen moves the app to the background from iOS 5; on iOS 3–4 the
        /// locked app only resigns active, and unlocking only makes it active again
        /// (APG for iOS 4: "the app is sent applicationWillResignActive" on lock; iOS 5 added
        /// the move to the background on lock).
        public static let lockEntersBackground = 5...
        /// `modalPresentationStyle` `.automatic` means a sheet from iOS 13, which leaves the
        /// presenter on screen beneath it (no `viewWillDisappear`/`viewDidDisappear`); before, it
        /// meant `.fullScreen`, which removes the presenter's view (UIKit reference,
        /// "UIModalPresentationStyle.automatic": "For most view controllers, UIKit maps this
        /// style to the UIModalPresentationStyle.pageSheet style", iOS 13.0+).
        public static let sheetByDefault = 13...
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
        /// State preservation and restoration of view controllers from iOS 6 (UIKit reference:
        /// `application(_:shouldSaveApplicationState:)` "iOS 6.0+").
        public static let stateRestoration = 6...
        /// A scene's `stateRestorationActivity(for:)` from iOS 13 (UIKit reference: "iOS 13.0+").
        public static let sceneActivityRestoration = 13...
    }

    /// Background task allowance in milliseconds: 600 s (iOS 4–6), 180 s (7–12), 30 s (13+).
    public static let backgroundTaskAllowance: [(versions: ClosedRange<Int>, milliseconds: Int)] = [
        (4...6, 600_000), (7...12, 180_000), (13...99, 30_000),
    ]

    /// Memory per era, on the phone `UIScreen` stands for (RAM from iFixit's teardowns; Apple
    /// publishes none): `forApps` is what apps may hold together once the system has its share
    /// (**choice**: a little over half the RAM; jetsam's real limits are not published), and an app's
    /// footprint grows with the era's apps — tens of MB on the iPhone 4 (Neuburg's iOS 4–6 editions
    /// treat memory warnings as routine at that size), so several suspended apps fit.
    public static let memory: [MemoryEra] = [
        MemoryEra(versions: 3...6, phone: "iPhone 4", ram: 512, forApps: 300, app: 30, systemApp: 20),
        MemoryEra(versions: 7...8, phone: "iPhone 5s", ram: 1024, forApps: 600, app: 60, systemApp: 40),
        MemoryEra(versions: 9...12, phone: "iPhone 8", ram: 2048, forApps: 1024, app: 100, systemApp: 60),
        MemoryEra(versions: 13...99, phone: "iPhone 15", ram: 6144, forApps: 2048, app: 150, systemApp: 100),
    ]

    /// This device's memory row.
    public var memory: MemoryEra { Self.memory.first { $0.versions.contains(iosVersion) } ?? Self.memory[Self.memory.count - 1] }

    public var hasMultitasking: Bool { Era.multitasking.contains(iosVersion) }
    public var offersWillFinishLaunching: Bool { Era.willFinishLaunching.contains(iosVersion) }
    public var hasCardSwitcher: Bool { Era.cardSwitcher.contains(iosVersion) }
    public var hasCompactCallBanner: Bool { Era.compactCallBanner.contains(iosVersion) }
    /// A call nobody answers becomes a missed call after about 30 s (**choice**: carriers send
    /// it to voicemail after 20–30 s of ringing; no Apple source gives a figure).
    public static let unansweredCallMilliseconds = 30_000
    public var hasStoryboards: Bool { Era.storyboards.contains(iosVersion) }
    public var unloadsViewsOnMemoryWarning: Bool { Era.viewUnloading.contains(iosVersion) }
    public var hasViewWillUnload: Bool { Era.viewWillUnload.contains(iosVersion) }
    public var presentsSheetsByDefault: Bool { Era.sheetByDefault.contains(iosVersion) }
    public var hasRootViewController: Bool { Era.rootViewController.contains(iosVersion) }
    public var hasNotificationCentre: Bool { Era.notificationCentre.contains(iosVersion) }
    public var hasControlCentre: Bool { Era.controlCentre.contains(iosVersion) }
    public var rootViewControllerMissingLogs: Bool { Era.rootViewControllerLog.contains(iosVersion) }
    public var rootViewControllerMissingCrashes: Bool { Era.rootViewControllerCrash.contains(iosVersion) }
    public var honoursExitsOnSuspend: Bool { Era.exitsOnSuspend.contains(iosVersion) }
    public var supportsScenes: Bool { Era.scenes.contains(iosVersion) }
    public var didBecomeActiveBeforeViewDidAppear: Bool {
        Era.didBecomeActiveBeforeViewDidAppear.contains { $0.contains(iosVersion) }
    }
    public var lockEntersBackground: Bool { Era.lockEntersBackground.contains(iosVersion) }
    public var hasBackgroundPush: Bool { Era.backgroundPush.contains(iosVersion) }
    public var hasUserNotifications: Bool { Era.userNotifications.contains(iosVersion) }
    public var hasBackgroundTasks: Bool { Era.backgroundTasks.contains(iosVersion) }
    public var offersStateRestoration: Bool { Era.stateRestoration.contains(iosVersion) }
    public var offersSceneActivityRestoration: Bool { Era.sceneActivityRestoration.contains(iosVersion) }

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

/// A row of `VersionDial.memory`, in MB.
public struct MemoryEra: Sendable, Equatable {
    public let versions: ClosedRange<Int>
    public let phone: String
    public let ram: Int
    public let forApps: Int
    public let app: Int
    public let systemApp: Int
}
