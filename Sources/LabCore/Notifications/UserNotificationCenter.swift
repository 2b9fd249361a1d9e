/// What the system's notification centre keeps for apps, across their launches
/// (docs/lifecycle.md "Local notifications"): the local notification requests not yet fired —
/// one per app and request identifier, in the order they were added — each app's categories and
/// the authorisation options it last asked for. What was delivered is on the springboard
/// (`Springboard.notifications`); whether an app may notify is `Permissions.notifications`.
public struct UserNotificationCenter: Sendable, Equatable {
    /// Local notification requests not yet fired, in the order they were added.
    public private(set) var pending: [LocalNotificationRequest] = []
    /// Each app's notification categories, as the app encoded them (JSON).
    var categories: [String: String] = [:]
    /// The options each app asked for (`UNAuthorizationOptions`' raw value), for its settings.
    var options: [String: Int] = [:]

    public init() {}

    /// Adds `request`, replacing the app's pending request with the same identifier.
    mutating func add(_ request: LocalNotificationRequest) {
        pending.removeAll { $0.app == request.app && $0.identifier == request.identifier }
        pending.append(request)
    }

    /// The app's pending requests, as it encoded them, oldest first.
    func pending(of app: String) -> [String] {
        pending.filter { $0.app == app }.map(\.json)
    }

    /// Removes the app's pending requests with these identifiers (all when nil); how many went.
    mutating func removePending(of app: String, identifiers: [String]?) -> Int {
        let before = pending.count
        pending.removeAll { $0.app == app && (identifiers?.contains($0.identifier) ?? true) }
        return before - pending.count
    }

    /// The earliest request due by `target`.
    func due(upTo target: Int) -> LocalNotificationRequest? {
        pending.filter { $0.firesAt <= target }.min { $0.firesAt < $1.firesAt }
    }

    /// `request` fires at `now`: a repeating one is kept for its next firing, any other leaves.
    /// False when it is no longer pending (removed meanwhile).
    mutating func fire(_ request: LocalNotificationRequest, at now: Int) -> Bool {
        guard let index = pending.firstIndex(where: { $0.app == request.app && $0.identifier == request.identifier }) else { return false }
        if request.trigger.repeats, let next = request.nextFiring(after: now) {
            pending[index].firesAt = next
        } else {
            pending.remove(at: index)
        }
        return true
    }
}
