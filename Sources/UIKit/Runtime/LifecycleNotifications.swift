import Foundation
import LabWire

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

    /// Tells the device that something in the app observes `name`, once per name: only
    /// observed notifications are posted in the app, so an app that observes none runs no
    /// extra code between the delegate's methods. Selector-based observers (`addObserver(_:
    /// selector:name:object:)`) and the SDK's own (a web view, a SpriteKit view) tell it; block-based
    /// ones (`addObserver(forName:object:queue:using:)`, Combine's publisher) are
    /// swift-corelibs-foundation's, which the SDK cannot see (docs/lifecycle.md).
    static func observe(_ notification: Notification.Name) {
        guard let spelling = names.first(where: { $0.value == notification })?.key, told.insert(spelling).inserted else { return }
        AppRuntime.shared.call(HostCalls.observeNotification, spelling)
    }

    nonisolated(unsafe) private static var told: Set<String> = []
}
