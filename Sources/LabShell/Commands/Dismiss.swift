import LabCore

extension Command {
    static let dismiss = Command(
        name: "dismiss", group: .interruptions,
        summary: "Close Notification Centre, Control Centre or the app switcher",
        usage: "dismiss",
        example: "dismiss",
        details: ""
    ) { invocation, session throws(CommandError) in
        try session.onDevice { device throws(DeviceError) in try device.dismiss() }
    }
}
