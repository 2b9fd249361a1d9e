import Foundation

/// When a notification request fires. The device keeps pending requests and fires them on
/// its virtual clock, whatever the app's state (docs/lifecycle.md "Local notifications").
open class UNNotificationTrigger: NSObject, @unchecked Sendable {
    public let repeats: Bool
    init(repeats: Bool) {
        self.repeats = repeats
        super.init()
    }
}

/// A push's trigger.
open class UNPushNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {
    init() { super.init(repeats: false) }
}

/// Fires `timeInterval` seconds after the request is added (and again every interval when
/// it repeats; iOS refuses a repeating interval under 60 s).
open class UNTimeIntervalNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {
    public let timeInterval: TimeInterval
    /// When the request was added (the device's virtual time), for `nextTriggerDate()`.
    var added: Date?

    public init(timeInterval: TimeInterval, repeats: Bool) {
        guard timeInterval > 0 else {
            AppRuntimeBridge.raise("NSInternalInconsistencyException", "time interval must be greater than 0")
        }
        if repeats, timeInterval < 60 {
            AppRuntimeBridge.raise("NSInternalInconsistencyException", "time interval must be at least 60 if repeating")
        }
        self.timeInterval = timeInterval
        super.init(repeats: repeats)
    }

    /// The next date the trigger fires: counted from when the request was added, or from now
    /// for a trigger not added yet.
    open func nextTriggerDate() -> Date? {
        let start = added ?? Date()
        var next = start.addingTimeInterval(timeInterval)
        if repeats { while next <= Date() { next = next.addingTimeInterval(timeInterval) } }
        return next
    }
}

/// Fires when the device's clock matches `dateComponents` (in the Gregorian calendar and the
/// device's time zone, UTC).
open class UNCalendarNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {
    public let dateComponents: DateComponents

    public init(dateMatching dateComponents: DateComponents, repeats: Bool) {
        self.dateComponents = dateComponents
        super.init(repeats: repeats)
    }

    open func nextTriggerDate() -> Date? {
        NotificationCalendar.next(after: Date(), matching: dateComponents)
    }
}

/// The device's calendar for notification triggers: Gregorian, UTC (the simulated device's time zone).
enum NotificationCalendar {
    static var calendar: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }

    static func next(after date: Date, matching components: DateComponents) -> Date? {
        var components = components
        components.calendar = nil
        components.timeZone = nil
        return calendar.nextDate(after: date, matching: components, matchingPolicy: .nextTime)
    }
}
