import LabCore

extension Command {
    static let unlock = Command(
        name: "unlock", group: .apps,
        summary: "Unlock the device: the app that was in front comes back",
        usage: "unlock",
        example: "unlock",
        details: ""
    ) { invocation, session throws(CommandError) in
        try session.onDevice { device throws(DeviceError) in try device.unlock() }
    }
}
