import LabCore

extension Command {
    static let notificationCenter = Command(
        .notificationCenter, group: .interruptions, runsOnMac: false,
        summary: "Pull down Notification Centre: the app in front resigns active",
        details: "`dismiss` closes it: applicationDidBecomeActive. Available from iOS 5.\nIt lists the notifications delivered, newest first; `tap-notification N` opens one.",
        logLine: { _, _ in "▸ " + tr("Notification Centre pulled down") }
    ) { invocation, session throws(CommandError) in
        try session.onDevice { device throws(DeviceError) in try device.openNotificationCentre() }
        let list = session.device.springboard.notifications
        if !list.isEmpty { session.print(tr("  Notification Centre:")) }
        for (index, entry) in list.enumerated() {
            let name = AppNames.display(entry.app, on: session.device)
            let text = [entry.payload.title.map { "\"\($0)\"" }, entry.payload.body].compactMap { $0 }.joined(separator: " — ")
            session.print("    \(index + 1). \(name): \(text.isEmpty ? "(badge only)" : text)")
        }
    }
}
