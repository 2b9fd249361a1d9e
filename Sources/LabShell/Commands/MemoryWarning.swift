import LabCore

extension Command {
    static let memoryWarning = Command(
        .memoryWarning, group: .memory, runsOnMac: false,
        summary: "Send a memory warning to every app running code",
        details: "applicationDidReceiveMemoryWarning, its notification, then didReceiveMemoryWarning() on each loaded view\ncontroller. Suspended apps run nothing and get nothing.",
        logLine: { _, _ in "▸ " + tr("memory warning") }
    ) { invocation, session throws(CommandError) in
        try session.onDevice { device throws(DeviceError) in try device.memoryWarning() }
    }
}
