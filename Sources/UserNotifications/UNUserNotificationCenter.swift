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
            AppRuntimeBridge.call(HostCalls.setNotificationDelegate, AppRuntimeBridge.wire(delegate).object)
        }
    }

    open func requestAuthorization(options: UNAuthorizationOptions = [], completionHandler: @escaping (Bool, Error?) -> Void) {
        let granted = AppRuntimeBridge.call(HostCalls.requestAuthorization, Int(options.rawValue))
        completionHandler(granted, nil)
    }

    /// The authorisation and the settings that follow from it, as the device knows them.
    open func getNotificationSettings(completionHandler: @escaping (UNNotificationSettings) -> Void) {
        let answer = AppRuntimeBridge.call(HostCalls.notificationSettings)
        let status = UNAuthorizationStatus(rawValue: answer.status.rawValue) ?? .notDetermined
        let options = UNAuthorizationOptions(rawValue: UInt(max(0, answer.options)))
        completionHandler(UNNotificationSettings(authorizationStatus: status, options: options))
    }

    /// Schedules a local notification; one with the same identifier replaces it.
    open func add(_ request: UNNotificationRequest, withCompletionHandler completionHandler: ((Error?) -> Void)? = nil) {
        AppRuntimeBridge.call(HostCalls.addNotificationRequest, NotificationWire.encode(request))
        completionHandler?(nil)
    }

    open func getPendingNotificationRequests(completionHandler: @escaping ([UNNotificationRequest]) -> Void) {
        completionHandler(AppRuntimeBridge.call(HostCalls.pendingNotificationRequests).map(NotificationWire.request))
    }

    open func removePendingNotificationRequests(withIdentifiers identifiers: [String]) {
        AppRuntimeBridge.call(HostCalls.removePendingNotificationRequests, identifiers)
    }

    open func removeAllPendingNotificationRequests() {
        AppRuntimeBridge.call(HostCalls.removePendingNotificationRequests, nil)
    }

    /// What is in Notification Centre for the app, newest first.
    open func getDeliveredNotifications(completionHandler: @escaping ([UNNotification]) -> Void) {
        completionHandler(NotificationWire.delivered(AppRuntimeBridge.call(HostCalls.deliveredNotifications)))
    }

    open func removeDeliveredNotifications(withIdentifiers identifiers: [String]) {
        AppRuntimeBridge.call(HostCalls.removeDeliveredNotifications, identifiers)
    }

    open func removeAllDeliveredNotifications() {
        AppRuntimeBridge.call(HostCalls.removeDeliveredNotifications, nil)
    }

    /// The app's categories; the device keeps them (iOS keeps them across launches).
    open func setNotificationCategories(_ categories: Set<UNNotificationCategory>) {
        AppRuntimeBridge.call(HostCalls.setNotificationCategories, NotificationWire.encode(categories))
    }

    open func getNotificationCategories(completionHandler: @escaping (Set<UNNotificationCategory>) -> Void) {
        completionHandler(NotificationWire.categories(AppRuntimeBridge.call(HostCalls.notificationCategories)))
    }
}

/// What the app asks permission for.
public struct UNAuthorizationOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let badge = UNAuthorizationOptions(rawValue: 1 << 0)
    public static let sound = UNAuthorizationOptions(rawValue: 1 << 1)
    public static let alert = UNAuthorizationOptions(rawValue: 1 << 2)
    public static let carPlay = UNAuthorizationOptions(rawValue: 1 << 3)
    public static let criticalAlert = UNAuthorizationOptions(rawValue: 1 << 4)
    public static let providesAppNotificationSettings = UNAuthorizationOptions(rawValue: 1 << 5)
    public static let provisional = UNAuthorizationOptions(rawValue: 1 << 6)
}

public enum UNAuthorizationStatus: Int, Sendable {
    case notDetermined, denied, authorized, provisional, ephemeral
}

/// The user's settings for the app's notifications: what the app asked for, if allowed.
open class UNNotificationSettings: NSObject {
    public let authorizationStatus: UNAuthorizationStatus
    public let alertSetting: UNNotificationSetting
    public let soundSetting: UNNotificationSetting
    public let badgeSetting: UNNotificationSetting
    public let notificationCenterSetting: UNNotificationSetting
    public let lockScreenSetting: UNNotificationSetting
    public let carPlaySetting: UNNotificationSetting = .notSupported
    public let criticalAlertSetting: UNNotificationSetting = .notSupported
    public let announcementSetting: UNNotificationSetting = .notSupported
    public let alertStyle: UNAlertStyle
    public let showPreviewsSetting: UNShowPreviewsSetting = .always
    public let providesAppNotificationSettings: Bool

    init(authorizationStatus: UNAuthorizationStatus, options: UNAuthorizationOptions) {
        self.authorizationStatus = authorizationStatus
        func setting(_ option: UNAuthorizationOptions) -> UNNotificationSetting {
            switch authorizationStatus {
            case .notDetermined: return .notSupported
            case .denied: return .disabled
            // Provisional notifications go quietly to Notification Centre only.
            case .provisional: return .disabled
            default: return options.contains(option) ? .enabled : .disabled
            }
        }
        alertSetting = setting(.alert)
        soundSetting = setting(.sound)
        badgeSetting = setting(.badge)
        let listed = authorizationStatus == .authorized || authorizationStatus == .provisional || authorizationStatus == .ephemeral
        notificationCenterSetting = authorizationStatus == .notDetermined ? .notSupported : (listed ? .enabled : .disabled)
        lockScreenSetting = authorizationStatus == .authorized && options.contains(.alert) ? .enabled
            : (authorizationStatus == .notDetermined ? .notSupported : .disabled)
        alertStyle = alertSetting == .enabled ? .banner : .none
        providesAppNotificationSettings = options.contains(.providesAppNotificationSettings)
        super.init()
    }
}

public enum UNNotificationSetting: Int, Sendable {
    case notSupported = 0, disabled, enabled
}

public enum UNAlertStyle: Int, Sendable {
    case none = 0, banner, alert
}

public enum UNShowPreviewsSetting: Int, Sendable {
    case always = 0, whenAuthenticated, never
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
    /// The user asked for the app's own notification settings (`.providesAppNotificationSettings`).
    /// LifecycleLab's Settings app has no such link: never sent.
    func userNotificationCenter(_ center: UNUserNotificationCenter, openSettingsFor notification: UNNotification?)
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
    public func userNotificationCenter(_ center: UNUserNotificationCenter, openSettingsFor notification: UNNotification?) {}
}
