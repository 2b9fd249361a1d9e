/// Notifications: the notification centre (UNUserNotificationCenter) and remote notification
/// registration (UIApplication).
extension HostCalls {
    /// `registerForRemoteNotifications()`.
    public static let registerForRemoteNotifications = HostCall<Void, Void>("registerForRemoteNotifications")
    /// `requestAuthorization(options:completionHandler:)` with `UNAuthorizationOptions`' raw value; granted.
    public static let requestAuthorization = HostCall<Int, Bool>("requestAuthorization")
    public static let authorizationStatus = HostCall<Void, NotificationAuthorizationStatus>("authorizationStatus")
    public static let notificationSettings = HostCall<Void, NotificationSettingsAnswer>("notificationSettings")
    /// The request as the app encoded it (JSON).
    public static let addNotificationRequest = HostCall<String, Void>("addNotificationRequest")
    /// The pending requests, each as the app encoded it.
    public static let pendingNotificationRequests = HostCall<Void, [String]>("pendingNotificationRequests")
    /// The identifiers; nil: all of them.
    public static let removePendingNotificationRequests = HostCall<[String]?, Void>("removePendingNotificationRequests")
    /// Newest first.
    public static let deliveredNotifications = HostCall<Void, [NotificationCentreEntry]>("deliveredNotifications")
    /// The identifiers; nil: all of them.
    public static let removeDeliveredNotifications = HostCall<[String]?, Void>("removeDeliveredNotifications")
    /// The categories as the app encoded them (JSON).
    public static let setNotificationCategories = HostCall<String, Void>("setNotificationCategories")
    public static let notificationCategories = HostCall<Void, String>("notificationCategories")
    public static let setNotificationDelegate = HostCall<ObjectRef?, Void>("setNotificationDelegate")
    /// `userNotificationCenter(_:willPresent:withCompletionHandler:)`'s completion handler,
    /// called with `UNNotificationPresentationOptions`' raw value.
    public static let completePresentation = HostCall<(ClosureRef?, Int), Void>("completePresentation")
}

/// `UNAuthorizationStatus`, with UserNotifications' raw values.
public enum NotificationAuthorizationStatus: Int, Sendable, WireEnum {
    case notDetermined = 0, denied = 1, authorized = 2, provisional = 3, ephemeral = 4
    public static let unknown = NotificationAuthorizationStatus.notDetermined
}

/// What `getNotificationSettings(completionHandler:)` is built from: the authorisation and the
/// options the app last asked for (`UNAuthorizationOptions`' raw value).
public struct NotificationSettingsAnswer: Sendable, Equatable, WireCodable {
    public var status: NotificationAuthorizationStatus, options: Int

    public init(status: NotificationAuthorizationStatus, options: Int) {
        self.status = status
        self.options = options
    }

    public func encode(into values: inout [WireValue]) {
        status.encode(into: &values)
        options.encode(into: &values)
    }

    public init(wire: WireReader) { self.init(status: NotificationAuthorizationStatus(wire: wire), options: Int(wire: wire)) }
}

/// An entry in Notification Centre: its payload as the app encoded it, and the virtual time
/// (milliseconds) it was delivered at.
public struct NotificationCentreEntry: Sendable, Equatable, WireCodable {
    public var json: String, at: Int

    public init(json: String, at: Int) {
        self.json = json
        self.at = at
    }

    public func encode(into values: inout [WireValue]) {
        json.encode(into: &values)
        at.encode(into: &values)
    }

    public init(wire: WireReader) { self.init(json: String(wire: wire), at: Int(wire: wire)) }
}
