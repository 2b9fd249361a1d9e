import LabCore

extension Command {
    static let reset = Command(
        name: "reset", group: .session, changesDevice: false,
        summary: "Erase the device and boot a fresh one (optionally on another iOS version)",
        arguments: [.option("--ios", .iosVersion), .option("--device", .deviceKind), .option("--macos", .macOSVersion)],
        example: "--ios 12",
        details: "Apps, containers, the clock and the log start over; the sample apps are installed again.\nWithout --ios the device keeps its iOS version.\n--device mac boots a Mac (--macos 10.6 to 15, default 14); --device iphone goes back to the iPhone."
    ) { invocation, session throws(CommandError) in
        let version: Int? = invocation.value(option: "--ios")
        let choice = try DeviceChoice.choose(device: invocation.value(option: "--device"), macOS: invocation.value(option: "--macos"),
                                             iosGiven: version != nil)
        try session.reset(iosVersion: version, macOS: choice.macOS, iPhone: choice.iPhone)
        if let mac = session.device.mac {
            session.print(tr("erased the device: a fresh Mac on %@, Finder in front, clock at 0:00.000", mac.version.fullName))
        } else {
            session.print(tr("erased the device: a fresh iPhone on iOS %@, clock at 0:00.000", "\(session.device.iosVersion)"))
        }
    }
}
