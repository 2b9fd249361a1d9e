import LabCore

extension DeviceAction {
    /// `relaunch`'s one action: the Home press, the stop and the launch it causes are recorded under it.
    static let relaunch = DeviceAction("relaunch")
}

extension Command {
    static let relaunch = Command(
        .relaunch, group: .apps, runsOnMac: false,
        summary: "Leave an app, stop it and launch it again: how Apple says to test state restoration",
        arguments: [.value(.app)],
        example: "Bookmark",
        details: """
        Home first when the app is in front (it enters the background and saves its state, if it opts in), then
        Xcode's stop (SIGKILL: no method is called, the saved state is kept), then a tap on its icon: a cold launch
        that restores the saved state. Force quitting from the switcher (`kill APP`) would discard that state instead.
        """,
        logLine: { arguments, _ in "▸ " + tr("Home, stop from Xcode, then tap %@ again", arguments.first.map { "\"\($0)\"" } ?? "") }
    ) { invocation, session throws(CommandError) in
        let app = invocation.app
        try session.onDevice { device throws(DeviceError) in
            try device.perform(.relaunch, arguments: [app.displayName]) { steps throws(DeviceError) in
                if device.springboard.foregroundApp == app.bundleIdentifier { try steps.home() }
                if device.process(for: app) != nil { try steps.terminate(app) }
                try steps.launch(app)
            }
        }
    }
}
