/// Tapping a notification (a banner, or an entry in Notification Centre) opens its app: a
/// cold launch with the payload in the launch options, or a return to the running app; then,
/// from iOS 10, the notification centre delegate's `didReceive`.
extension Device {
    /// `tap-notification [N]`: N counts Notification Centre's entries from the newest (1);
    /// without N, the banner (or the newest entry).
    public func tapNotification(_ number: Int?, entry: ActionEntry? = nil) throws(DeviceError) {
        try refuseWhileInterrupted()
        let list = springboard.notifications
        guard !list.isEmpty else { throw DeviceError.noNotifications }
        let index = (number ?? 1) - 1
        guard list.indices.contains(index) else {
            throw DeviceError.notificationNumber(count: list.count)
        }
        let notification = springboard.notifications.remove(at: index)
        guard let app = installedApp(withIdentifier: notification.app) else {
            throw DeviceError.notificationAppGone
        }
        record(entry ?? .record(arguments: number.map { [String($0)] } ?? []), name: "tap-notification")
        springboard.banner = nil
        springboard.overlay = nil
        if let front = frontProcess, front.bundleIdentifier != app.bundleIdentifier { run(.home, on: front) }
        let payload = notification.payload
        let wasRunning = processes[app.bundleIdentifier] != nil
        if springboard.foregroundApp != app.bundleIdentifier || !wasRunning {
            springboard.foregroundApp = nil
            // Launch options carry the payload in the app-based lifecycle (UIApplication.LaunchOptionsKey.remoteNotification).
            bringToFront(app, launchOptions: .string(payload.json))
        }
        guard let process = processes[app.bundleIdentifier], !process.isEnded else { return }
        if dial.hasUserNotifications {
            guard let delegate = process.notificationDelegate else {
                record(.system(.tapWithoutDelegate), app: app.bundleIdentifier)
                return
            }
            let handler = makeCompletion(.didReceive, deadline: nil, in: process)
            _ = try? offer(NotificationCenterCallback.didReceive.rawValue, to: delegate,
                           arguments: [.string(payload.json), .closure(handler)], in: process)
        } else if wasRunning {
            offerRemoteNotification(payload, to: process, withHandler: false)
        }
    }
}
