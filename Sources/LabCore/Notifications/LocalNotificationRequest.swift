import Foundation

/// A local notification request the device keeps until it fires (docs/lifecycle.md "Local
/// notifications"): the app's request as JSON (content, trigger), and when it fires next on
/// the virtual clock.
public struct LocalNotificationRequest: Sendable, Equatable {
    public var app: String
    public var identifier: String
    /// The request as the app encoded it; handed back to the app when it is delivered.
    public var json: String
    public var title: String?
    public var body: String?
    public var badge: Int?
    public var sound: String?
    public var category: String
    public var trigger: Trigger
    /// Virtual milliseconds of the next firing.
    public var firesAt: Int

    public enum Trigger: Sendable, Equatable {
        /// Delivered at once (no trigger).
        case immediate
        case interval(milliseconds: Int, repeats: Bool)
        /// Date components (name → value) in the device's calendar: Gregorian, UTC.
        case calendar(components: [String: Int], repeats: Bool)

        public var repeats: Bool {
            switch self {
            case .immediate: false
            case let .interval(_, repeats), let .calendar(_, repeats): repeats
            }
        }
    }

    /// The request in `json`, for `app`, added at virtual time `now`; nil when it is not a
    /// request or a calendar trigger matches no date to come.
    static func parse(_ json: String, app: String, now: Int) -> LocalNotificationRequest? {
        guard let object = (try? JSONSerialization.jsonObject(with: Data(json.utf8))) as? [String: Any],
              let identifier = object["identifier"] as? String else { return nil }
        let title = (object["title"] as? String).flatMap { $0.isEmpty ? nil : $0 }
        let body = (object["body"] as? String).flatMap { $0.isEmpty ? nil : $0 }
        var trigger = Trigger.immediate
        if let spec = object["trigger"] as? [String: Any] {
            let repeats = spec["repeats"] as? Bool ?? false
            if spec["type"] as? String == "interval" {
                trigger = .interval(milliseconds: max(1, Int(((spec["interval"] as? Double) ?? 0) * 1000)), repeats: repeats)
            } else {
                trigger = .calendar(components: spec["components"] as? [String: Int] ?? [:], repeats: repeats)
            }
        }
        var request = LocalNotificationRequest(app: app, identifier: identifier, json: json, title: title, body: body,
                                               badge: object["badge"] as? Int, sound: object["sound"] as? String,
                                               category: object["category"] as? String ?? "", trigger: trigger, firesAt: now)
        guard let first = request.nextFiring(after: now) else { return nil }
        request.firesAt = first
        return request
    }

    /// The firing after virtual time `time` (the first one when `time` is when it was added).
    func nextFiring(after time: Int) -> Int? {
        switch trigger {
        case .immediate: return time
        case let .interval(milliseconds, _): return time + milliseconds
        case let .calendar(components, _): return DeviceCalendar.next(after: time, matching: components)
        }
    }

    /// What the app gets when the request is delivered: the request wrapped with its
    /// delivery date, as the payload of an alert.
    func payload(deliveredAt time: Int) -> PushPayload {
        let date = DeviceCalendar.unixTime(of: time)
        let json = "{\"UNNotificationRequest\":\(self.json),\"date\":\(date)}"
        var payload = PushPayload(json: json, title: title, body: body, badge: badge, sound: sound,
                                  contentAvailable: false, targetBundle: nil)
        payload.requestIdentifier = identifier
        payload.category = category.isEmpty ? nil : category
        return payload
    }
}

/// The device's calendar: Gregorian, in UTC, with the virtual clock's boot at
/// 2024-01-09 09:41:00 UTC (what app code's `Date()` reads).
enum DeviceCalendar {
    /// Seconds since 1970 at boot.
    static let bootUnixTime = 1_704_793_260

    static func unixTime(of time: Int) -> Double { Double(bootUnixTime) + Double(time) / 1000 }

    static var calendar: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }

    /// The first virtual time after `time` whose date matches `components`.
    static func next(after time: Int, matching components: [String: Int]) -> Int? {
        var wanted = DateComponents()
        wanted.year = components["year"]
        wanted.month = components["month"]
        wanted.day = components["day"]
        wanted.hour = components["hour"]
        wanted.minute = components["minute"]
        wanted.second = components["second"]
        wanted.weekday = components["weekday"]
        let after = Date(timeIntervalSince1970: unixTime(of: time))
        guard let date = calendar.nextDate(after: after, matching: wanted, matchingPolicy: .nextTime) else { return nil }
        let milliseconds = Int(((date.timeIntervalSince1970 - Double(bootUnixTime)) * 1000).rounded())
        return milliseconds > time ? milliseconds : nil
    }
}
