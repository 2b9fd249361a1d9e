import LabCore

extension Command {
    static let detach = Command(
        .detach, group: .apps, runsOnMac: false,
        summary: "Detach the debugger from an app `run` started: from now on it lives as a user's app",
        arguments: [.value(.app)],
        example: "\"Empty Window\"",
        details: "Under the debugger an app is not suspended in the background; once detached, a background app with no\nwork left is suspended at once, and later launches get the launch watchdog.",
    ) { invocation, session throws(CommandError) in
        let app = invocation.app
        guard !app.isSystemApp else {
            throw CommandError(tr("%@ is a system app: `run` starts only apps you install, so no debugger is attached to it", "\(app.displayName)"))
        }
        try session.onDevice { device throws(DeviceError) in try device.detach(app, entry: .record(arguments: invocation.positionals)) }
    }
}
