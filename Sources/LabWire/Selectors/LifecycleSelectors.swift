/// The selectors of the lifecycle the device offers app code, in Swift's `#selector` spelling,
/// declared once for both sides: LabCore offers them (`Callbacks.swift` adds each one's
/// notification and time limit), the SDK's `Selectors` performs them.

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
}

/// `UISceneDelegate` methods, each with the `UIScene` notification posted after it.
public enum SceneDelegateCallback: String, Sendable, CaseIterable {
    case willConnect = "scene(_:willConnectTo:options:)"
    case willEnterForeground = "sceneWillEnterForeground(_:)"
    case didBecomeActive = "sceneDidBecomeActive(_:)"
    case willResignActive = "sceneWillResignActive(_:)"
    case didEnterBackground = "sceneDidEnterBackground(_:)"
    case didDisconnect = "sceneDidDisconnect(_:)"
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

/// `CLLocationManagerDelegate` methods the device offers.
public enum LocationCallback: String, Sendable, CaseIterable {
    case didUpdateLocations = "locationManager(_:didUpdateLocations:)"
    case didChangeAuthorization = "locationManagerDidChangeAuthorization(_:)"
    case didChangeAuthorizationStatus = "locationManager(_:didChangeAuthorization:)"
    case didFailWithError = "locationManager(_:didFailWithError:)"
}
