import LabCore

/// Which commands belong to one device only: the iPhone's hardware and springboard (Home, the
/// lock, the switcher, calls, pushes) mean nothing on the Mac, where the Dock, Cmd-H, Cmd-Q and
/// logging out drive apps instead (docs/lifecycle.md, "The Mac").
enum MacCommandGate {
    /// Refuses a command that does not declare `runsOnMac` when the device is a Mac.
    static func check(_ command: Command, on device: Device) throws(CommandError) {
        guard device.isMac, !command.runsOnMac else { return }
        throw CommandError(MacRefusal.needsIPhone(command: command.name).text)
    }
}
