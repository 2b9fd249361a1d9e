import LabCore

extension Command {
    static let decline = Command(
        name: "decline", group: .interruptions,
        summary: "Decline the ringing call: the app in front becomes active again",
        usage: "decline",
        example: "decline",
        details: ""
    ) { invocation, session throws(CommandError) in
        try session.onDevice { device throws(DeviceError) in try device.decline() }
    }
}
