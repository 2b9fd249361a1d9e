import LabCore

extension Command {
    static let controlCenter = Command(
        .controlCenter, group: .interruptions, runsOnMac: false,
        summary: "Open Control Centre: the app in front resigns active",
        details: "`dismiss` closes it: applicationDidBecomeActive. Available from iOS 7.",
        logLine: { _, _ in "▸ " + tr("Control Centre opened") }
    ) { invocation, session throws(CommandError) in
        try session.onDevice { device throws(DeviceError) in try device.openControlCentre() }
    }
}
