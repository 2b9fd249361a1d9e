import LabCore

extension Command {
    static let lock = Command(
        name: "lock", group: .apps,
        summary: "Press the lock button: the app in front resigns active and enters the background",
        usage: "lock",
        example: "lock",
        details: "Before iOS 4 a locked app stays inactive instead."
    ) { invocation, session throws(CommandError) in
        try session.onDevice { device throws(DeviceError) in try device.lock() }
    }
}
