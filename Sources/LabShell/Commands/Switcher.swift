import LabCore

extension Command {
    static let switcher = Command(
        name: "switcher", group: .apps,
        summary: "Open the app switcher: the app in front resigns active",
        usage: "switcher",
        example: "switcher",
        details: "Then `dismiss` goes back to the app (didBecomeActive), `launch APP` chooses another card (the app in\nfront enters the background), `kill APP` swipes a card away."
    ) { invocation, session throws(CommandError) in
        try session.onDevice { device throws(DeviceError) in try device.openSwitcher() }
    }
}
