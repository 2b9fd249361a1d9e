import LabCore

extension Command {
    static let answer = Command(
        name: "answer", group: .interruptions,
        summary: "Answer the ringing call: Phone comes to the front",
        usage: "answer",
        example: "answer",
        details: ""
    ) { invocation, session throws(CommandError) in
        try session.onDevice { device throws(DeviceError) in try device.answer() }
    }
}
