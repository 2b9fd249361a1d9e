import UIKit
import UserNotifications
import os.log

let log = OSLog(subsystem: "com.example.Reminders", category: "Schedule")
let logger = Logger(subsystem: "com.example.Reminders", category: "Delegate")

@main
class AppDelegate: UIResponder, UIApplicationDelegate, UNUserNotificationCenterDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let center = UNUserNotificationCenter.current()
        center.delegate = self
        os_log("launched with %d options", log: log, type: .info, launchOptions?.count ?? 0)
        center.requestAuthorization(options: [.alert, .badge, .sound]) { granted, _ in
            center.getNotificationSettings { settings in
                print("authorization \(settings.authorizationStatus.rawValue), alerts \(settings.alertSetting == .enabled)")
            }
        }
        let snooze = UNNotificationAction(identifier: "snooze", title: "Snooze")
        let open = UNNotificationAction(identifier: "open", title: "Open", options: [.foreground])
        let reply = UNTextInputNotificationAction(identifier: "reply", title: "Reply", options: [],
                                                  textInputButtonTitle: "Send", textInputPlaceholder: "Message")
        center.setNotificationCategories([UNNotificationCategory(identifier: "tea", actions: [snooze, open, reply], intentIdentifiers: [])])
        window = UIWindow()
        window?.rootViewController = UIViewController()
        window?.makeKeyAndVisible()
        schedule("tea", after: 10, title: "Tea time", body: "The kettle has boiled")
        var components = DateComponents()
        components.hour = 10
        components.minute = 0
        let content = UNMutableNotificationContent()
        content.title = "Stand-up"
        content.body = "Daily meeting"
        content.userInfo = ["room": "Blue"]
        center.add(UNNotificationRequest(identifier: "standup", content: content,
                                         trigger: UNCalendarNotificationTrigger(dateMatching: components, repeats: true)))
        center.getPendingNotificationRequests { requests in
            for request in requests {
                let next = (request.trigger as? UNCalendarNotificationTrigger)?.nextTriggerDate()
                    ?? (request.trigger as? UNTimeIntervalNotificationTrigger)?.nextTriggerDate()
                logger.info("pending \(request.identifier, privacy: .public) at \(next!.description, privacy: .public), user \(request.content.title)")
            }
        }
        return true
    }

    func schedule(_ identifier: String, after seconds: TimeInterval, title: String, body: String) {
        let content = UNMutableNotificationContent()
        content.title = title
        content.body = body
        content.badge = 1
        content.sound = .default
        content.categoryIdentifier = "tea"
        content.userInfo = ["cups": 2]
        let trigger = UNTimeIntervalNotificationTrigger(timeInterval: seconds, repeats: false)
        UNUserNotificationCenter.current().add(UNNotificationRequest(identifier: identifier, content: content, trigger: trigger))
    }

    func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification,
                                withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void) {
        print("in front: \(notification.request.identifier) — \(notification.request.content.body)")
        completionHandler([.banner, .sound])
    }

    func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
                                withCompletionHandler completionHandler: @escaping () -> Void) {
        let content = response.notification.request.content
        print("response \(response.actionIdentifier) to \(response.notification.request.identifier), state \(UIApplication.shared.applicationState.rawValue), userInfo \(content.userInfo)")
        if let text = response as? UNTextInputNotificationResponse { print("typed: \(text.userText)") }
        if response.actionIdentifier == "snooze" { schedule("tea-again", after: 300, title: "Tea time", body: "Snoozed") }
        center.getDeliveredNotifications { delivered in
            logger.notice("delivered: \(delivered.count), fired at \(delivered.first?.date.description ?? "-", privacy: .public)")
        }
        logger.error("secret \(content.body)")
        completionHandler()
    }
}
