import Foundation
import LabWire

/// Local notification requests and categories as the device keeps them: JSON, since the
/// device keeps them while the app is not running (iOS keeps them for the app too). The
/// content's `userInfo` travels as a binary property list, as iOS archives it.
@_spi(LifecycleLab)
public enum NotificationWire {
    /// The key of a delivered local notification's wrapper (the device adds the delivery
    /// date and the user's action).
    static let requestKey = "UNNotificationRequest"
    /// The keys of the user's chosen action and typed text in a response's payload.
    static let actionKey = "UNNotificationResponse.actionIdentifier"
    static let textKey = "UNNotificationResponse.userText"

    public static func encode(_ request: UNNotificationRequest) -> String {
        let content = request.content
        var object: [String: Any] = [
            "identifier": request.identifier, "title": content.title, "subtitle": content.subtitle, "body": content.body,
            "category": content.categoryIdentifier, "thread": content.threadIdentifier,
        ]
        if let badge = content.badge { object["badge"] = badge.intValue }
        if let sound = content.sound { object["sound"] = sound.name }
        let info = Dictionary(content.userInfo.compactMap { key, value in (key as? String).map { ($0, value) } }, uniquingKeysWith: { a, _ in a })
        if !info.isEmpty, let data = try? PropertyListSerialization.data(fromPropertyList: info, format: .binary, options: 0) {
            object["userInfo"] = data.base64EncodedString()
        }
        if !content.attachments.isEmpty {
            object["attachments"] = content.attachments.map { ["identifier": $0.identifier, "url": $0.url.path, "type": $0.type] }
        }
        switch request.trigger {
        case let trigger as UNTimeIntervalNotificationTrigger:
            object["trigger"] = ["type": "interval", "interval": trigger.timeInterval, "repeats": trigger.repeats,
                                 "added": Date().timeIntervalSince1970]
        case let trigger as UNCalendarNotificationTrigger:
            let parts = trigger.dateComponents
            var components: [String: Int] = [:]
            for (name, value) in [("year", parts.year), ("month", parts.month), ("day", parts.day), ("hour", parts.hour),
                                  ("minute", parts.minute), ("second", parts.second), ("weekday", parts.weekday)] {
                if let value { components[name] = value }
            }
            object["trigger"] = ["type": "calendar", "components": components, "repeats": trigger.repeats]
        default: break
        }
        return json(object)
    }

    static func json(_ object: Any) -> String {
        let data = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self)
    }

    static func object(_ text: String) -> [String: Any] {
        (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [String: Any] ?? [:]
    }

    public static func request(_ text: String) -> UNNotificationRequest { request(object(text)) }

    static func request(_ object: [String: Any]) -> UNNotificationRequest {
        var fields = UNNotificationContent.Fields()
        fields.title = object["title"] as? String ?? ""
        fields.subtitle = object["subtitle"] as? String ?? ""
        fields.body = object["body"] as? String ?? ""
        fields.badge = (object["badge"] as? Int).map { NSNumber(value: $0) }
        fields.sound = (object["sound"] as? String).map { $0 == "default" ? .default : UNNotificationSound(named: UNNotificationSoundName($0)) }
        fields.categoryIdentifier = object["category"] as? String ?? ""
        fields.threadIdentifier = object["thread"] as? String ?? ""
        if let text = object["userInfo"] as? String, let data = Data(base64Encoded: text),
           let info = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any] {
            fields.userInfo = Dictionary(uniqueKeysWithValues: info.map { (AnyHashable($0.key), $0.value) })
        }
        fields.attachments = (object["attachments"] as? [[String: String]] ?? []).map {
            UNNotificationAttachment(identifier: $0["identifier"] ?? "", url: URL(fileURLWithPath: $0["url"] ?? ""), type: $0["type"] ?? "")
        }
        var trigger: UNNotificationTrigger?
        if let spec = object["trigger"] as? [String: Any] {
            let repeats = spec["repeats"] as? Bool ?? false
            if spec["type"] as? String == "interval" {
                let interval = UNTimeIntervalNotificationTrigger(timeInterval: spec["interval"] as? Double ?? 1, repeats: repeats)
                interval.added = (spec["added"] as? Double).map(Date.init(timeIntervalSince1970:))
                trigger = interval
            } else {
                let values = spec["components"] as? [String: Int] ?? [:]
                var components = DateComponents()
                components.year = values["year"]
                components.month = values["month"]
                components.day = values["day"]
                components.hour = values["hour"]
                components.minute = values["minute"]
                components.second = values["second"]
                components.weekday = values["weekday"]
                trigger = UNCalendarNotificationTrigger(dateMatching: components, repeats: repeats)
            }
        }
        return UNNotificationRequest(identifier: object["identifier"] as? String ?? "", content: UNNotificationContent(fields: fields), trigger: trigger)
    }

    /// A delivered notification from what the device sends: a push's payload, or a local
    /// request wrapped with its delivery date.
    public static func notification(_ payload: [AnyHashable: Any]) -> UNNotification {
        if let local = payload[requestKey] as? [String: Any] {
            let date = (payload["date"] as? Double).map(Date.init(timeIntervalSince1970:)) ?? Date()
            return UNNotification(request: request(local), date: date)
        }
        var userInfo = payload
        userInfo[actionKey] = nil
        userInfo[textKey] = nil
        return UNNotification(request: UNNotificationRequest(identifier: "push", content: UNNotificationContent(userInfo: userInfo),
                                                             trigger: UNPushNotificationTrigger()), date: Date())
    }

    /// Notification Centre's entries as the device lists them: payload, virtual delivery time.
    public static func delivered(_ entries: [NotificationCentreEntry]) -> [UNNotification] {
        entries.map { entry in
            let made = notification(Payload.decode(.string(entry.json)))
            let date = Date().addingTimeInterval(Double(entry.at - LabClock.now) / 1000)
            return UNNotification(request: made.request, date: date)
        }
    }

    /// The user's answer: the default action, or the category's action the user chose (with text).
    public static func response(_ payload: [AnyHashable: Any]) -> UNNotificationResponse {
        let notification = notification(payload)
        guard let action = payload[actionKey] as? String else { return UNNotificationResponse(notification: notification) }
        if let text = payload[textKey] as? String {
            return UNTextInputNotificationResponse(notification: notification, actionIdentifier: action, userText: text)
        }
        return UNNotificationResponse(notification: notification, actionIdentifier: action)
    }

    public static func encode(_ categories: Set<UNNotificationCategory>) -> String {
        json(categories.sorted { $0.identifier < $1.identifier }.map { category -> [String: Any] in
            ["identifier": category.identifier, "options": Int(category.options.rawValue), "intents": category.intentIdentifiers,
             "placeholder": category.hiddenPreviewsBodyPlaceholder ?? NSNull(), "summary": category.categorySummaryFormat ?? NSNull(),
             "actions": category.actions.map { action -> [String: Any] in
                 var entry: [String: Any] = ["identifier": action.identifier, "title": action.title, "options": Int(action.options.rawValue)]
                 if let input = action as? UNTextInputNotificationAction {
                     entry["button"] = input.textInputButtonTitle
                     entry["placeholder"] = input.textInputPlaceholder
                 }
                 return entry
             }]
        })
    }

    public static func categories(_ text: String) -> Set<UNNotificationCategory> {
        let list = (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [[String: Any]] ?? []
        return Set(list.map { entry in
            let actions = (entry["actions"] as? [[String: Any]] ?? []).map { action -> UNNotificationAction in
                let identifier = action["identifier"] as? String ?? ""
                let title = action["title"] as? String ?? ""
                let options = UNNotificationActionOptions(rawValue: UInt(action["options"] as? Int ?? 0))
                if let button = action["button"] as? String {
                    return UNTextInputNotificationAction(identifier: identifier, title: title, options: options,
                                                         textInputButtonTitle: button, textInputPlaceholder: action["placeholder"] as? String ?? "")
                }
                return UNNotificationAction(identifier: identifier, title: title, options: options)
            }
            return UNNotificationCategory(identifier: entry["identifier"] as? String ?? "", actions: actions,
                                          intentIdentifiers: entry["intents"] as? [String] ?? [],
                                          hiddenPreviewsBodyPlaceholder: entry["placeholder"] as? String,
                                          categorySummaryFormat: entry["summary"] as? String,
                                          options: UNNotificationCategoryOptions(rawValue: UInt(entry["options"] as? Int ?? 0)))
        })
    }
}

extension UNNotification {
    /// A notification as the device delivers it (a push's payload, or a local request).
    @_spi(LifecycleLab) public convenience init(payload: [AnyHashable: Any]) {
        let made = NotificationWire.notification(payload)
        self.init(request: made.request, date: made.date)
    }
}
