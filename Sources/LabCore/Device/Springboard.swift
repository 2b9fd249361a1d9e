/// What the device shows: the home screen or an app in front, the lock screen, a call, the
/// system overlays, a banner, and the cards of the app switcher.
public struct Springboard: Sendable, Equatable {
    /// The app in front (bundle identifier); nil shows the home screen.
    public internal(set) var foregroundApp: String?
    public internal(set) var isLocked = false
    /// The call ringing or in progress.
    public internal(set) var call: PhoneCall?
    /// A system overlay pulled over whatever is in front.
    public internal(set) var overlay: Overlay?
    /// A banner at the top of the screen (a notification's alert).
    public internal(set) var banner: Banner?
    /// Apps in the switcher, most recently used first (bundle identifiers). A card stays
    /// when the system reclaims the app; only a swipe up removes it.
    public internal(set) var switcherCards: [String] = []
    /// Notification Centre's list, newest first.
    public internal(set) var notifications: [DeliveredNotification] = []
    /// The badge on each app's icon.
    public internal(set) var badges: [String: Int] = [:]

    public init() {}

    /// The system overlays.
    public enum Overlay: Sendable, Equatable {
        case notificationCenter
        case controlCenter
        case switcher
    }

    /// Moves an app's card to the front of the switcher.
    mutating func bringCardToFront(_ identifier: String) {
        switcherCards.removeAll { $0 == identifier }
        switcherCards.insert(identifier, at: 0)
    }
}

/// A phone call: ringing until answered or declined, then in progress until hung up.
public struct PhoneCall: Sendable, Equatable {
    /// Who is calling, as `call FROM` named them.
    public var caller: String
    public var isAnswered = false
    /// The app that was in front when the call came, if any.
    public var interruptedApp: String?
    /// Shown as iOS 14's compact banner over an unlocked phone, not the full call screen.
    public var isBanner = false
    /// Virtual time the call began ringing (unanswered after `VersionDial.unansweredCallMilliseconds`).
    public var ringingSince = 0
}

/// A notification banner.
public struct Banner: Sendable, Equatable {
    /// The app that posted it.
    public var app: String
    public var title: String
    public var body: String

    public init(app: String, title: String, body: String) {
        self.app = app
        self.title = title
        self.body = body
    }
}
