import LabCore

extension Command {
    static let unlock = Command(
        .unlock, group: .apps, runsOnMac: false,
        summary: "Unlock the device: the app that was in front comes back",
        details: "",
        logLine: { _, _ in "▸ " + tr("unlock") }
    ) { invocation, session throws(CommandError) in
        try session.onDevice { device throws(DeviceError) in try device.unlock() }
    }
}
