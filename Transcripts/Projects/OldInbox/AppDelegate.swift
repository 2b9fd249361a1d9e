import UIKit

/// Remote notifications as iOS 7–9 delivered them: to the app delegate, with no
/// UNUserNotificationCenter (it arrived with iOS 10).
@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = UIViewController()
        self.window = window
        window.makeKeyAndVisible()
        return true
    }

    func application(_ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any], fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void) {
        let state = application.applicationState == .active ? "active" : application.applicationState == .inactive ? "inactive" : "background"
        print("notification while \(state): \(userInfo["aps"] ?? "")")
        completionHandler(.noData)
    }
}
