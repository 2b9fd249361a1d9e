import Foundation

// UserNotifications' value types, declared in UIKit because `UIScene.ConnectionOptions`
// names `UNNotificationResponse` (the UserNotifications module re-exports them).

/// A delivered notification.
open class UNNotification: NSObject {
    public let request: UNNotificationRequest
    public let date: Date
    @_spi(LifecycleLab) public init(request: UNNotificationRequest, date: Date) {
        self.request = request
        self.date = date
        super.init()
    }
}

open class UNNotificationRequest: NSObject {
    public let identifier: String
    public let content: UNNotificationContent
    @_spi(LifecycleLab) public init(identifier: String, content: UNNotificationContent) {
        self.identifier = identifier
        self.content = content
        super.init()
    }
}

open class UNNotificationContent: NSObject {
    public let title: String
    public let subtitle: String
    public let body: String
    public let badge: NSNumber?
    public let userInfo: [AnyHashable: Any]
    @_spi(LifecycleLab) public init(userInfo: [AnyHashable: Any]) {
        self.userInfo = userInfo
        let aps = userInfo["aps"] as? [String: Any]
        let alert = aps?["alert"]
        if let text = alert as? String {
            title = ""
            subtitle = ""
            body = text
        } else {
            let parts = alert as? [String: Any]
            title = parts?["title"] as? String ?? ""
            subtitle = parts?["subtitle"] as? String ?? ""
            body = parts?["body"] as? String ?? ""
        }
        badge = (aps?["badge"] as? Int).map { NSNumber(value: $0) }
        super.init()
    }
}

/// The user's answer to a notification (a tap).
open class UNNotificationResponse: NSObject {
    public let notification: UNNotification
    public let actionIdentifier: String
    @_spi(LifecycleLab) public init(notification: UNNotification) {
        self.notification = notification
        actionIdentifier = UNNotificationDefaultActionIdentifier
        super.init()
    }
}

public let UNNotificationDefaultActionIdentifier = "com.apple.UNNotificationDefaultActionIdentifier"


extension UNNotification {
    /// A remote notification with this payload, as delivered.
    @_spi(LifecycleLab) public convenience init(payload: [AnyHashable: Any]) {
        self.init(request: UNNotificationRequest(identifier: "push", content: UNNotificationContent(userInfo: payload)), date: Date())
    }
}
