/// What the user allowed an app's notifications: `UNAuthorizationStatus`'s raw values
/// (an app that never asked is `notDetermined`, 0, and has no answer).
public enum NotificationAuthorization: Int, Sendable, PermissionAnswer {
    case denied = 1, authorized = 2
    /// Asked with `.provisional`: notifications go quietly to Notification Centre until the
    /// app asks without it, which asks the user.
    case provisional = 3

    public var isUsersAnswer: Bool { self != .provisional }
}
