import LabCore

extension Command {
    static let dismiss = Command(
        .dismiss, group: .interruptions, runsOnMac: false,
        summary: "Close Notification Centre, Control Centre or the app switcher",
        details: "",
        logLine: { _, _ in "▸ " + tr("swipe back: the overlay closes") }
    ) { invocation, session throws(CommandError) in
        try session.onDevice { device throws(DeviceError) in try device.dismiss() }
    }
}
