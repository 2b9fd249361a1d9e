import LabCore

extension Command {
    static let hangup = Command(
        .hangup, group: .interruptions, runsOnMac: false,
        summary: "End the call in progress: back to the app the call interrupted",
        details: "The call itself calls nothing in the app; returning to it is like returning from the home screen\n(applicationWillEnterForeground, applicationDidBecomeActive).",
        logLine: { _, _ in "▸ " + tr("call ended") }
    ) { invocation, session throws(CommandError) in
        try session.onDevice { device throws(DeviceError) in try device.hangup() }
    }
}
