import UIKit
import UserNotifications

/// Allowed to notify, but with no notification centre delegate and no background modes: in
/// front it shows no banner, and a silent push cannot wake it. It never calls the completion
/// handler of a silent push either (it has no background mode, so none comes).
@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        UNUserNotificationCenter.current().requestAuthorization(options: [.alert]) { granted, _ in
            print("notifications allowed: \(granted)")
        }
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = UIViewController()
        self.window = window
        window.makeKeyAndVisible()
        return true
    }
}
