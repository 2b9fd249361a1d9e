import LabCore

/// Which commands belong to one device only: the iPhone's hardware and springboard (Home, the
/// lock, the switcher, calls, pushes) mean nothing on the Mac, where the Dock, Cmd-H, Cmd-Q and
/// logging out drive apps instead (docs/lifecycle.md, "The Mac").
enum MacCommandGate {
    static let iPhoneOnly: Set<String> = [
        "answer", "bgtask", "call", "contacts", "control-center", "decline", "detach", "dismiss", "fetch", "hangup",
        "home", "kill", "location", "lock", "memory-pressure", "memory-warning", "notification-center", "notifications",
        "push", "quick-action", "rotate", "swipe", "switcher", "tap", "tap-notification", "unlock", "views",
    ]

    static func check(_ command: String, on device: Device) throws(CommandError) {
        guard device.isMac, iPhoneOnly.contains(command) else { return }
        throw CommandError(MacRefusal.needsIPhone(command: command).text)
    }
}
