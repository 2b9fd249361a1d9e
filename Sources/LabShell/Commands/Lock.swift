import LabCore

extension Command {
    static let lock = Command(
        .lock, group: .apps, runsOnMac: false,
        summary: "Press the lock button: the app in front resigns active and enters the background",
        details: "On iOS 3–4 a locked app only resigns active and stays inactive; unlocking makes it active again\n(moving to the background on lock came with iOS 5).",
        logLine: { _, _ in "▸ " + tr("lock button: the screen locks") }
    ) { invocation, session throws(CommandError) in
        try session.onDevice { device throws(DeviceError) in try device.lock() }
    }
}
