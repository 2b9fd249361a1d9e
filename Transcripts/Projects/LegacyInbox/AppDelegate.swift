import UIKit
import UserNotifications

/// Asks permission with UNUserNotificationCenter but never sets its delegate: it still handles
/// notifications in the app delegate, the pre-iOS 10 way.
@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        UNUserNotificationCenter.current().requestAuthorization(options: [.alert, .badge]) { granted, _ in
            print("notifications allowed: \(granted)")
        }
        if let payload = launchOptions?[.remoteNotification] as? [AnyHashable: Any] {
            print("launched from a notification: \(((payload["aps"] as? [String: Any])?["alert"] as? String) ?? "?")")
        }
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = UIViewController()
        self.window = window
        window.makeKeyAndVisible()
        return true
    }

    func application(_ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any], fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void) {
        let state = application.applicationState == .inactive ? "inactive (the user tapped)" : "\(application.applicationState.rawValue)"
        print("didReceiveRemoteNotification while \(state)")
        completionHandler(.noData)
    }
}
