import LabCore

extension Command {
    static let kill = Command(
        .kill, group: .apps, runsOnMac: false,
        summary: "Swipe an app up in the app switcher (force quit)",
        arguments: [.value(.app)],
        example: "\"Empty Window\"",
        details: "A suspended app is removed silently; an app still running (background or inactive) gets\napplicationWillTerminate. Opens the switcher first when it is not open.",
        logLine: { arguments, device in
            device.dial.hasCardSwitcher ? "▸ " + tr("swipe %@ up in the app switcher", arguments.first.map { "\"\($0)\"" } ?? "")
                : tr("▸ long-press \"%@\" in the multitasking bar, then tap its −", arguments.first ?? "")
        }
    ) { invocation, session throws(CommandError) in
        let app = invocation.app
        try session.onDevice { device throws(DeviceError) in try device.kill(app, entry: .record(arguments: [app.displayName])) }
    }
}
