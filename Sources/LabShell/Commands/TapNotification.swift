import LabCore

extension Command {
    static let tapNotification: Command = Command(
        .tapNotification, group: .notifications, runsOnMac: false,
        summary: "Tap a notification (the banner, or entry N of Notification Centre, 1 the newest), or one of its actions",
        arguments: [.optional([.value(.notificationNumber)]), .optional([.value(.notificationAction)]), .option("--text", .text("TEXT"))],
        example: "1 Snooze",
        details: """
        Opens the notification's app: a cold launch with the payload in its launch options, or a return to it; from
        iOS 10 the UNUserNotificationCenter delegate then gets userNotificationCenter(_:didReceive:withCompletionHandler:).
        ACTION chooses one of the buttons of the notification's category (setNotificationCategories), by title or
        identifier: an action with .foreground opens the app; any other is handled in the background (the app is
        woken or launched there). A UNTextInputNotificationAction takes what the user types with --text.
        """
    ) { invocation, session throws(CommandError) in
        let number: Int? = invocation.value(.notificationNumber)
        let action: String? = invocation.value(.notificationAction)
        let text = invocation.option("--text")
        if text != nil, action == nil {
            throw CommandError(tr("--text goes with a text-input action: tap-notification N ACTION --text TEXT"))
        }
        try session.onDevice { device throws(DeviceError) in
            try device.tapNotification(number, action: action, text: text, entry: .record(arguments: invocation.arguments))
        }
    }
}
