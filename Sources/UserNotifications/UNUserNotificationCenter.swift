@_spi(LifecycleLab) import UIKit
import LabWire

/// The notification centre: authorisation is asked of the learner once (the device
/// remembers the answer); its delegate decides about notifications while the app is in front
/// and hears about taps.
open class UNUserNotificationCenter: NSObject {
    private static let center = UNUserNotificationCenter()

    open class func current() -> UNUserNotificationCenter {
        UserNotificationsSelectors.install()
        return center
    }

    private override init() { super.init() }

    open weak var delegate: UNUserNotificationCenterDelegate? {
        didSet {
            if let delegate { _ = AppRuntimeBridge.wire(delegate) }
            AppRuntimeBridge.call("setNotificationDelegate", [AppRuntimeBridge.wire(delegate)])
        }
    }

    open func requestAuthorization(options: UNAuthorizationOptions = [], completionHandler: @escaping (Bool, Error?) -> Void) {
        let granted = AppRuntimeBridge.call("requestAuthorization", [.int(Int(options.rawValue))]).first?.bool ?? false
        completionHandler(granted, nil)
    }

    open func getNotificationSettings(completionHandler: @escaping (UNNotificationSettings) -> Void) {
        let status = AppRuntimeBridge.call("authorizationStatus").first?.int ?? 0
        completionHandler(UNNotificationSettings(authorizationStatus: UNAuthorizationStatus(rawValue: status) ?? .notDetermined))
    }

    open func removeAllDeliveredNotifications() {}
    open func removeAllPendingNotificationRequests() {}
}

/// What the app asks permission for.
public struct UNAuthorizationOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let badge = UNAuthorizationOptions(rawValue: 1 << 0)
    public static let sound = UNAuthorizationOptions(rawValue: 1 << 1)
    public static let alert = UNAuthorizationOptions(rawValue: 1 << 2)
    public static let provisional = UNAuthorizationOptions(rawValue: 1 << 6)
}

public enum UNAuthorizationStatus: Int, Sendable {
    case notDetermined, denied, authorized, provisional, ephemeral
}

open class UNNotificationSettings: NSObject {
    public let authorizationStatus: UNAuthorizationStatus
    init(authorizationStatus: UNAuthorizationStatus) {
        self.authorizationStatus = authorizationStatus
        super.init()
    }
}

/// How a notification shows while the app is in front.
public struct UNNotificationPresentationOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let badge = UNNotificationPresentationOptions(rawValue: 1 << 0)
    public static let sound = UNNotificationPresentationOptions(rawValue: 1 << 1)
    public static let alert = UNNotificationPresentationOptions(rawValue: 1 << 2)
    public static let list = UNNotificationPresentationOptions(rawValue: 1 << 3)
    public static let banner = UNNotificationPresentationOptions(rawValue: 1 << 4)
}

/// A delivered notification.
open class UNNotification: NSObject {
    public let request: UNNotificationRequest
    public let date: Date
    init(request: UNNotificationRequest, date: Date) {
        self.request = request
        self.date = date
        super.init()
    }
}

open class UNNotificationRequest: NSObject {
    public let identifier: String
    public let content: UNNotificationContent
    init(identifier: String, content: UNNotificationContent) {
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
    init(userInfo: [AnyHashable: Any]) {
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
    init(notification: UNNotification) {
        self.notification = notification
        actionIdentifier = UNNotificationDefaultActionIdentifier
        super.init()
    }
}

public let UNNotificationDefaultActionIdentifier = "com.apple.UNNotificationDefaultActionIdentifier"

/// The centre's delegate, each method with a default.
public protocol UNUserNotificationCenterDelegate: AnyObject {
    func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification,
                                withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void)
    func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
                                withCompletionHandler completionHandler: @escaping () -> Void)
}

extension UNUserNotificationCenterDelegate {
    public func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification,
                                       withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void) {
        completionHandler([])
    }
    public func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
                                       withCompletionHandler completionHandler: @escaping () -> Void) {
        completionHandler()
    }
}
