import UIKit
import UserNotifications

/// Launch and notifications stay with the app delegate; with scenes, the launch options are
/// nil and a tapped notification reaches the scene's connection options.
@main
class AppDelegate: UIResponder, UIApplicationDelegate, UNUserNotificationCenterDelegate {

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        print("launch options: \(launchOptions == nil ? "nil" : "present")")
        let center = UNUserNotificationCenter.current()
        center.delegate = self
        center.requestAuthorization(options: [.alert, .badge]) { granted, _ in
            print("notifications allowed: \(granted)")
        }
        return true
    }

    func application(_ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any], fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void) {
        print("silent push; scenes connected: \(application.connectedScenes.count)")
        completionHandler(.newData)
    }

    func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse, withCompletionHandler completionHandler: @escaping () -> Void) {
        print("the user tapped: \(response.notification.request.content.body)")
        completionHandler()
    }
}
