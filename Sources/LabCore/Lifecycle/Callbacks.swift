/// The methods the system offers app code, each with the notification posted right after it
/// and the watchdog's time limit where one applies. Data, read side by side with docs/lifecycle.md.

/// `UIApplicationDelegate` methods the lifecycle offers.
public enum AppDelegateCallback: String, Sendable, CaseIterable {
    case willFinishLaunching = "application(_:willFinishLaunchingWithOptions:)"
    case didFinishLaunching = "application(_:didFinishLaunchingWithOptions:)"
    case configurationForConnecting = "application(_:configurationForConnecting:options:)"
    case didBecomeActive = "applicationDidBecomeActive(_:)"
    case willResignActive = "applicationWillResignActive(_:)"
    case didEnterBackground = "applicationDidEnterBackground(_:)"
    case willEnterForeground = "applicationWillEnterForeground(_:)"
    case willTerminate = "applicationWillTerminate(_:)"
    case didReceiveMemoryWarning = "applicationDidReceiveMemoryWarning(_:)"
    case didRegisterForRemoteNotifications = "application(_:didRegisterForRemoteNotificationsWithDeviceToken:)"
    case didReceiveRemoteNotification = "application(_:didReceiveRemoteNotification:)"
    case didReceiveRemoteNotificationInBackground = "application(_:didReceiveRemoteNotification:fetchCompletionHandler:)"
    case performFetch = "application(_:performFetchWithCompletionHandler:)"
    case performActionForShortcutItem = "application(_:performActionFor:completionHandler:)"

    /// The `UIApplication` notification posted right after the method; with scenes, the
    /// notification of the four activation methods is still posted though the method is not called.
    public var notification: String? {
        switch self {
        case .willFinishLaunching, .configurationForConnecting, .didRegisterForRemoteNotifications,
             .didReceiveRemoteNotification, .didReceiveRemoteNotificationInBackground, .performFetch, .performActionForShortcutItem: nil
        case .didFinishLaunching: "UIApplication.didFinishLaunchingNotification"
        case .didBecomeActive: "UIApplication.didBecomeActiveNotification"
        case .willResignActive: "UIApplication.willResignActiveNotification"
        case .didEnterBackground: "UIApplication.didEnterBackgroundNotification"
        case .willEnterForeground: "UIApplication.willEnterForegroundNotification"
        case .willTerminate: "UIApplication.willTerminateNotification"
        case .didReceiveMemoryWarning: "UIApplication.didReceiveMemoryWarningNotification"
        }
    }

    /// The watchdog's allowance for the method, beyond any enclosing one (launch has its own).
    public var timeLimit: Watchdog.Limit? {
        self == .didEnterBackground ? .enterBackground : nil
    }
}

/// `UISceneDelegate` methods, each with the `UIScene` notification posted after it.
public enum SceneDelegateCallback: String, Sendable, CaseIterable {
    case willConnect = "scene(_:willConnectTo:options:)"
    case willEnterForeground = "sceneWillEnterForeground(_:)"
    case didBecomeActive = "sceneDidBecomeActive(_:)"
    case willResignActive = "sceneWillResignActive(_:)"
    case didEnterBackground = "sceneDidEnterBackground(_:)"
    case didDisconnect = "sceneDidDisconnect(_:)"

    public var notification: String {
        switch self {
        case .willConnect: "UIScene.willConnectNotification"
        case .willEnterForeground: "UIScene.willEnterForegroundNotification"
        case .didBecomeActive: "UIScene.didActivateNotification"
        case .willResignActive: "UIScene.willDeactivateNotification"
        case .didEnterBackground: "UIScene.didEnterBackgroundNotification"
        case .didDisconnect: "UIScene.didDisconnectNotification"
        }
    }

    public var timeLimit: Watchdog.Limit? {
        self == .didEnterBackground ? .enterBackground : nil
    }
}

/// `UIViewController` methods the system calls.
public enum ViewControllerCallback: String, Sendable, CaseIterable {
    case loadView = "loadView()"
    case viewDidLoad = "viewDidLoad()"
    case viewWillAppear = "viewWillAppear(_:)"
    case viewIsAppearing = "viewIsAppearing(_:)"
    case viewDidAppear = "viewDidAppear(_:)"
    case viewWillDisappear = "viewWillDisappear(_:)"
    case viewDidDisappear = "viewDidDisappear(_:)"
    case didReceiveMemoryWarning = "didReceiveMemoryWarning()"
    /// iOS 5 only: before a controller's view not on screen is released on a memory warning.
    case viewWillUnload = "viewWillUnload()"
    /// iOS 3–5: after it was released.
    case viewDidUnload = "viewDidUnload()"
}

/// `UNUserNotificationCenterDelegate` methods (iOS 10+).
public enum NotificationCenterCallback: String, Sendable, CaseIterable {
    case willPresent = "userNotificationCenter(_:willPresent:withCompletionHandler:)"
    case didReceive = "userNotificationCenter(_:didReceive:withCompletionHandler:)"
}
