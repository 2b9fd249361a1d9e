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

/// What the app asks the system to deliver: an identifier, the content and when.
open class UNNotificationRequest: NSObject {
    public let identifier: String
    public let content: UNNotificationContent
    /// Nil for a notification delivered at once; a push's is a `UNPushNotificationTrigger`.
    public let trigger: UNNotificationTrigger?

    public init(identifier: String, content: UNNotificationContent, trigger: UNNotificationTrigger?) {
        self.identifier = identifier
        self.content = content.copy() as? UNNotificationContent ?? content
        self.trigger = trigger
        super.init()
    }
}

/// The user's answer to a notification: a tap (the default action), a dismissal, or one of
/// the category's actions.
open class UNNotificationResponse: NSObject {
    public let notification: UNNotification
    public let actionIdentifier: String
    @_spi(LifecycleLab) public init(notification: UNNotification, actionIdentifier: String = UNNotificationDefaultActionIdentifier) {
        self.notification = notification
        self.actionIdentifier = actionIdentifier
        super.init()
    }
}

/// The answer to a `UNTextInputNotificationAction`: what the user typed.
open class UNTextInputNotificationResponse: UNNotificationResponse {
    public let userText: String
    @_spi(LifecycleLab) public init(notification: UNNotification, actionIdentifier: String, userText: String) {
        self.userText = userText
        super.init(notification: notification, actionIdentifier: actionIdentifier)
    }
}

public let UNNotificationDefaultActionIdentifier = "com.apple.UNNotificationDefaultActionIdentifier"
public let UNNotificationDismissActionIdentifier = "com.apple.UNNotificationDismissActionIdentifier"
