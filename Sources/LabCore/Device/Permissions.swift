/// What the user allowed each app, one `Permission` per kind the device simulates, and the
/// simulated user's face for Face ID. The device keeps them, not the app's container.
public struct Permissions: Sendable, Equatable {
    /// `UNUserNotificationCenter.requestAuthorization` (docs/lifecycle.md "Remote notifications").
    public var notifications = Permission<NotificationAuthorization>()
    /// `CLLocationManager`'s when-in-use and always requests.
    public var location = Permission<LocationAuthorization>()
    /// `CNContactStore.requestAccess(for:)`.
    public var contacts = Permission<Bool>()
    /// Adding to Photos: the first save asks, and the simulated user taps OK (no command answers it).
    public var photosAdd = Permission<Bool>()
    /// `AVAudioSession.requestRecordPermission(_:)`: the first request asks, and the simulated
    /// user taps OK (no command answers it).
    public var microphone = Permission<Bool>()
    /// Whether the enrolled face matches when an app asks for Face ID (`biometry allow|deny`).
    public var faceMatches = true

    public init() {}

    /// Forgets every answer `app` got, as iOS does when the app is deleted (docs/lifecycle.md,
    /// "Privacy permissions"); how the simulated user answers and Face ID's face stay.
    mutating func forget(_ app: String) {
        notifications.forget(app)
        location.forget(app)
        contacts.forget(app)
        photosAdd.forget(app)
    }
}
