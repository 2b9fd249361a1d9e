extension Command {
    static let reset = Command(
        name: "reset", group: .session,
        summary: "Erase the device and boot a fresh one (optionally on another iOS version)",
        usage: "reset [--ios N]",
        example: "reset --ios 12",
        details: "Apps, containers, the clock and the log start over; the sample apps are installed again.\nWithout --ios the device keeps its iOS version."
    ) { invocation, session throws(CommandError) in
        var version: Int?
        if let text = invocation.option("--ios") {
            guard let number = Int(text) else {
                throw CommandError(tr("--ios needs a major iOS version such as 17, not %@", "\(InputLine.quoted(text))"))
            }
            version = number
        }
        try session.reset(iosVersion: version)
        session.print(tr("erased the device: a fresh iPhone on iOS %@, clock at 0:00.000", "\(session.device.iosVersion)"))
    }
}
