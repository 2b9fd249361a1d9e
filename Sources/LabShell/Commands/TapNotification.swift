import LabCore

extension Command {
    static let tapNotification = Command(
        name: "tap-notification", group: .notifications,
        summary: "Tap a notification: the banner, or entry N of Notification Centre (1 is the newest)",
        usage: "tap-notification [N]",
        example: "tap-notification",
        details: """
        Opens the notification's app: a cold launch with the payload in its launch options, or a return to it; from
        iOS 10 the UNUserNotificationCenter delegate then gets userNotificationCenter(_:didReceive:withCompletionHandler:).
        """
    ) { invocation, session throws(CommandError) in
        var number: Int?
        if let text = invocation.positionals.first {
            guard let value = Int(text), value >= 1 else { throw CommandError("tap-notification takes an entry's number in Notification Centre, 1 for the newest, not \(InputLine.quoted(text)) — usage: tap-notification [N]") }
            number = value
        }
        try session.onDevice { device throws(DeviceError) in try device.tapNotification(number, entry: .record(arguments: invocation.positionals)) }
    }
}
