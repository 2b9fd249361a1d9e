import LabCore

extension Command {
    static let quickAction = Command(
        .quickAction, group: .apps, runsOnMac: false,
        summary: "Press an app's icon and choose a Home screen quick action",
        arguments: [.value(.app), .value(.title)],
        example: "Reminders \"New Reminder\"",
        details: """
        The items are Info.plist's UIApplicationShortcutItems, then the app's UIApplication.shared.shortcutItems;
        TITLE is an item's title, or its subtitle for items that share a title.
        A not-running app launches with the item in its launch options (.shortcutItem), or with scenes in
        connectionOptions.shortcutItem; unless a launch method returned false, the app delegate then gets
        application(_:performActionFor:completionHandler:) before the app becomes active. A running or suspended app
        comes to the front and gets that method (with scenes, windowScene(_:performActionFor:completionHandler:)).
        """
    ) { invocation, session throws(CommandError) in
        let app = invocation.app
        try session.onDevice { device throws(DeviceError) in
            try device.quickAction(invocation.positionals[1], of: app, entry: .record(arguments: invocation.positionals))
        }
    }
}
