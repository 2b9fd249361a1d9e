import LabCore

extension Command {
    static let fetch = Command(
        .fetch, group: .notifications, runsOnMac: false,
        summary: "Simulate a background fetch for an app (Xcode's Debug menu item)",
        arguments: [.value(.app)],
        example: "Weather",
        details: """
        The app is woken (or launched) in the background only if UIBackgroundModes has fetch and it set a minimum
        background fetch interval; it gets application(_:performFetchWithCompletionHandler:) and about 30 s to call
        the handler, then it is suspended again. A force-quit app is not woken.
        """
    ) { invocation, session throws(CommandError) in
        let app = invocation.app
        try session.onDevice { device throws(DeviceError) in try device.fetch(app, entry: .record(arguments: [app.displayName])) }
    }
}
