import Foundation

/// A Home screen quick action (`UIApplicationShortcutItem`): static ones from Info.plist's
/// `UIApplicationShortcutItems`, dynamic ones the app sets (`UIApplication.shortcutItems`).
public struct ShortcutItem: Sendable, Equatable {
    public var type: String
    public var title: String
    public var subtitle: String?
    /// The item as JSON, as the app reads it back (type, title, subtitle, icon, userInfo).
    public var json: String

    /// Info.plist's static items, in order; an entry without a type or a title is skipped,
    /// as iOS skips it.
    static func staticItems(of bundle: AppBundle) -> [ShortcutItem] {
        (bundle.info["UIApplicationShortcutItems"]?.array ?? []).compactMap { entry in
            guard let fields = entry.dictionary, let type = fields["UIApplicationShortcutItemType"]?.string,
                  let title = fields["UIApplicationShortcutItemTitle"]?.string else { return nil }
            var object: [String: Any] = ["type": type, "title": title]
            if let subtitle = fields["UIApplicationShortcutItemSubtitle"]?.string { object["subtitle"] = subtitle }
            if let icon = fields["UIApplicationShortcutItemIconFile"]?.string ?? fields["UIApplicationShortcutItemIconSymbolName"]?.string {
                object["icon"] = icon
            }
            if let info = fields["UIApplicationShortcutItemUserInfo"]?.foundation as? [String: Any],
               JSONSerialization.isValidJSONObject(info) {
                object["userInfo"] = info
            }
            return make(object)
        }
    }

    /// The items of the app's JSON list (`setShortcutItems`).
    static func items(fromJSON json: String) -> [ShortcutItem] {
        let list = (try? JSONSerialization.jsonObject(with: Data(json.utf8))) as? [[String: Any]] ?? []
        return list.compactMap(make)
    }

    private static func make(_ object: [String: Any]) -> ShortcutItem? {
        guard let type = object["type"] as? String, let title = object["title"] as? String,
              let data = try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]) else { return nil }
        return ShortcutItem(type: type, title: title, subtitle: object["subtitle"] as? String, json: String(decoding: data, as: UTF8.self))
    }

    /// Launch options carrying the item (`UIApplication.LaunchOptionsKey.shortcutItem`).
    var launchOptions: AppValue { .string("{\"UIApplicationLaunchOptionsShortcutItemKey\":\(json)}") }
}
