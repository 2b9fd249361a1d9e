import LabCore

extension Command {
    static let switcher = Command(
        .switcher, group: .apps, runsOnMac: false,
        summary: "Open the app switcher: the app in front resigns active",
        details: "Then `dismiss` goes back to the app (didBecomeActive), `launch APP` chooses another card (the app in\nfront enters the background), `kill APP` swipes a card away.",
        logLine: { _, device in
            device.dial.hasCardSwitcher ? "▸ " + tr("swipe up and hold: the app switcher") : tr("▸ double-click Home: the multitasking bar")
        }
    ) { invocation, session throws(CommandError) in
        try session.onDevice { device throws(DeviceError) in try device.openSwitcher() }
    }
}
