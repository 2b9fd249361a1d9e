import LabCore

extension Command {
    static let decline = Command(
        .decline, group: .interruptions, runsOnMac: false,
        summary: "Decline the ringing call (under the alert before iOS 14, the app becomes active again)",
        details: "",
        logLine: { _, _ in "▸ " + tr("call declined") }
    ) { invocation, session throws(CommandError) in
        try session.onDevice { device throws(DeviceError) in try device.decline() }
    }
}
