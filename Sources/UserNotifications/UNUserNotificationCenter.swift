@_spi(LifecycleLab) import UIKit
// UNNotification, its request, content and response live in UIKit, whose scene connection
// options carry a response (`notificationResponse`); apps see them through either import.
@_exported import UIKit
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
