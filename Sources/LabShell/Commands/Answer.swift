import LabCore

extension Command {
    static let answer = Command(
        .answer, group: .interruptions, runsOnMac: false,
        summary: "Answer the ringing call: Phone comes to the front",
        details: "",
        logLine: { _, _ in "▸ " + tr("call answered") }
    ) { invocation, session throws(CommandError) in
        try session.onDevice { device throws(DeviceError) in try device.answer() }
    }
}
