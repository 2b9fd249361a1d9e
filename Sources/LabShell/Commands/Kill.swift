import LabCore

extension Command {
    static let kill = Command(
        name: "kill", group: .apps,
        summary: "Swipe an app up in the app switcher (force quit)",
        usage: "kill APP",
        example: "kill \"Empty Window\"",
        details: "A suspended app is removed silently; an app still running (background or inactive) gets\napplicationWillTerminate. Opens the switcher first when it is not open."
    ) { invocation, session throws(CommandError) in
        let app = try session.installedApp(invocation.positionals[0])
        try session.onDevice { device throws(DeviceError) in try device.kill(app, entry: .record(arguments: [app.displayName])) }
    }
}
