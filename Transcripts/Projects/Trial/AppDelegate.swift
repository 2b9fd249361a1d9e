import UIKit
import UserNotifications

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow()
        window?.rootViewController = UIViewController()
        window?.makeKeyAndVisible()
        let center = UNUserNotificationCenter.current()
        // Provisional: no question to the user; notifications arrive quietly.
        center.requestAuthorization(options: [.alert, .badge, .provisional]) { granted, _ in
            center.getNotificationSettings { settings in
                print("granted \(granted), status \(settings.authorizationStatus.rawValue), alert setting \(settings.alertSetting.rawValue)")
            }
        }
        let content = UNMutableNotificationContent()
        content.title = "Welcome"
        content.body = "Thanks for trying the app"
        content.badge = 1
        center.add(UNNotificationRequest(identifier: "welcome", content: content, trigger: nil))
        let later = UNMutableNotificationContent()
        later.body = "Your trial ends soon"
        later.badge = 2
        center.add(UNNotificationRequest(identifier: "trial", content: later,
                                         trigger: UNTimeIntervalNotificationTrigger(timeInterval: 3600, repeats: false)))
        return true
    }

    func applicationDidBecomeActive(_ application: UIApplication) {
        let center = UNUserNotificationCenter.current()
        center.getDeliveredNotifications { delivered in
            print("delivered: \(delivered.map(\.request.identifier))")
        }
        center.getPendingNotificationRequests { pending in
            print("pending: \(pending.map(\.identifier))")
        }
    }

    func applicationWillResignActive(_ application: UIApplication) {
        let center = UNUserNotificationCenter.current()
        center.removeAllDeliveredNotifications()
        center.removePendingNotificationRequests(withIdentifiers: ["welcome"])
    }
}
