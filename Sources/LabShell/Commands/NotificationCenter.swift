import LabCore

extension Command {
    static let notificationCenter = Command(
        name: "notification-center", group: .interruptions,
        summary: "Pull down Notification Centre: the app in front resigns active",
        usage: "notification-center",
        example: "notification-center",
        details: "`dismiss` closes it: applicationDidBecomeActive. Available from iOS 5.",
        arguments: []
    ) { invocation, session throws(CommandError) in
        try session.onDevice { device throws(DeviceError) in try device.openNotificationCentre() }
    }
}
