import Foundation

/// The application's and scene's lifecycle notifications, posted in the app when the device
/// says so (right after the delegate method, or where the method is not called, as with scenes)
/// to whatever app code observes them: `NotificationCenter.default.addObserver(self, selector:
/// …, name: UIApplication.didEnterBackgroundNotification, object: nil)` in a view controller.
enum LifecycleNotifications {
    /// By the device's name for each (its Swift spelling).
    static let names: [String: Notification.Name] = [
        "UIApplication.didFinishLaunchingNotification": UIApplication.didFinishLaunchingNotification,
        "UIApplication.didBecomeActiveNotification": UIApplication.didBecomeActiveNotification,
        "UIApplication.willResignActiveNotification": UIApplication.willResignActiveNotification,
        "UIApplication.didEnterBackgroundNotification": UIApplication.didEnterBackgroundNotification,
        "UIApplication.willEnterForegroundNotification": UIApplication.willEnterForegroundNotification,
        "UIApplication.willTerminateNotification": UIApplication.willTerminateNotification,
        "UIApplication.didReceiveMemoryWarningNotification": UIApplication.didReceiveMemoryWarningNotification,
        "UIScene.willConnectNotification": UIScene.willConnectNotification,
        "UIScene.didDisconnectNotification": UIScene.didDisconnectNotification,
        "UIScene.didActivateNotification": UIScene.didActivateNotification,
        "UIScene.willDeactivateNotification": UIScene.willDeactivateNotification,
        "UIScene.willEnterForegroundNotification": UIScene.willEnterForegroundNotification,
        "UIScene.didEnterBackgroundNotification": UIScene.didEnterBackgroundNotification,
    ]

    /// Posts `name` with its object (the application, or the scene).
    static func post(_ name: String, object: AnyObject?) {
        guard let notification = names[name] else { return }
        NotificationCenter.default.post(name: notification, object: object)
    }
}
