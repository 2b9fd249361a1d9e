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
        // iOS 7–9: the app delegate gets the notification while the app is inactive, after
        // willEnterForeground (or the launch) and before didBecomeActive — the state apps
        // test to know the user tapped (Apple's "iOS Note": UIApplicationStateInactive; community
        // logs of the order). At a cold launch only the fetchCompletionHandler version comes.
        // iOS 10+ with no UNUserNotificationCenter delegate set by then: the same legacy path
        // (**choice**: Apple documents no fallback; iOS 10 logs show the app delegate's
        // didReceiveRemoteNotification methods getting the tap while inactive — docs/lifecycle.md).
        beforeBecomingActive[app.bundleIdentifier] = { [unowned self] process in
            if dial.hasUserNotifications {
                guard process.notificationDelegate == nil else { return }
                record(.system(.tapWithoutDelegate), app: process.bundleIdentifier)
            }
            guard wasRunning || process.code?.implements(AppDelegateCallback.didReceiveRemoteNotificationInBackground.rawValue,
                                                         in: process.objects.delegate?.className ?? "") == true else { return }
            offerRemoteNotification(payload, to: process, withHandler: false)
        }
        if springboard.foregroundApp != app.bundleIdentifier || !wasRunning {
            springboard.foregroundApp = nil
            // Launch options carry the payload in the app-based lifecycle (UIApplication.LaunchOptionsKey.remoteNotification).
            bringToFront(app, launchOptions: .string(payload.json))
        }
        guard let process = processes[app.bundleIdentifier], !process.isEnded else {
            beforeBecomingActive[app.bundleIdentifier] = nil
            return
        }
        // Already active (the app was in front): nothing became active, the delegate hears now.
        beforeBecomingActive.removeValue(forKey: app.bundleIdentifier)?(process)
        if dial.hasUserNotifications, let delegate = process.notificationDelegate {
            let handler = makeCompletion(.didReceive, deadline: nil, in: process)
            _ = try? offer(NotificationCenterCallback.didReceive.rawValue, to: delegate,
                           arguments: [.string(payload.json), .closure(handler)], in: process)
        }
    }
}
