/// The methods the system offers app code, each with the notification posted right after it
/// and the watchdog's time limit where one applies. Data, read side by side with docs/lifecycle.md.
/// The selectors themselves are LabWire's (`Selectors/LifecycleSelectors.swift`), shared with the SDK.

extension AppDelegateCallback {
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

extension SceneDelegateCallback {
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
