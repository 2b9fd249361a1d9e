import Foundation

/// A button of a notification category (`UNNotificationAction`), as `tap-notification N
/// ACTION` chooses it.
public struct NotificationAction: Sendable, Equatable {
    public var identifier: String
    public var title: String
    /// `.foreground`: the app comes to the front; otherwise it handles the action in the background.
    public var opensApp: Bool
    /// A `UNTextInputNotificationAction`: the user types text first.
    public var takesText: Bool

    /// The actions of the category `identifier` in an app's categories (the app's JSON).
    static func actions(inCategory identifier: String, of json: String) -> [NotificationAction] {
        let list = (try? JSONSerialization.jsonObject(with: Data(json.utf8))) as? [[String: Any]] ?? []
        guard let category = list.first(where: { $0["identifier"] as? String == identifier }) else { return [] }
        return (category["actions"] as? [[String: Any]] ?? []).map { action in
            // UNNotificationActionOptions: authenticationRequired 1, destructive 2, foreground 4.
            NotificationAction(identifier: action["identifier"] as? String ?? "", title: action["title"] as? String ?? "",
                               opensApp: ((action["options"] as? Int ?? 0) & 4) != 0, takesText: action["button"] != nil)
        }
    }
}
