/// Tapping a notification (a banner, or an entry in Notification Centre) opens its app: a
/// cold launch with the payload in the launch options, or a return to the running app; then,
/// from iOS 10, the notification centre delegate's `didReceive`.
extension Device {
    /// `tap-notification [N]`: N counts Notification Centre's entries from the newest (1);
    /// without N, the banner (or the newest entry).
    /// With `action`, the user chooses one of the notification's category actions (its title
    /// or identifier) instead, typing `text` for a text-input action.
    public func tapNotification(_ number: Int?, action: String? = nil, text: String? = nil, entry: ActionEntry? = nil) throws(DeviceError) {
        try refuseWhileInterrupted()
        let list = springboard.notifications
        guard !list.isEmpty else { throw DeviceError.noNotifications }
        let index = (number ?? 1) - 1
        guard list.indices.contains(index) else {
            throw DeviceError.notificationNumber(count: list.count)
        }
        guard let app = installedApp(withIdentifier: list[index].app) else {
            springboard.notifications.remove(at: index)
            throw DeviceError.notificationAppGone
        }
        var chosen: NotificationAction?
        if let action {
            let actions = notificationActions(of: app.bundleIdentifier, category: list[index].payload.category)
            guard let match = actions.first(where: { $0.title == action }) ?? actions.first(where: { $0.title.lowercased() == action.lowercased() })
                    ?? actions.first(where: { $0.identifier == action }) else {
                throw DeviceError.noNotificationAction(action, available: actions.map(\.title))
            }
            if match.takesText, text == nil { throw DeviceError.notificationActionNeedsText(match.title) }
            chosen = match
        }
        let notification = springboard.notifications.remove(at: index)
        record(entry, as: .tapNotification, arguments: number.map { [String($0)] } ?? [])
        springboard.banner = nil
        springboard.overlay = nil
        if let chosen {
            record(.system(.notificationActionChosen(title: chosen.title, identifier: chosen.identifier, opensApp: chosen.opensApp,
                                                     text: chosen.takesText ? text : nil)), app: app.bundleIdentifier)
            let response = notification.payload.responding(with: chosen.identifier, text: chosen.takesText ? text : nil)
            guard chosen.opensApp else {
                handleInBackground(response, of: app)
                return
            }
            open(notification, of: app, response: response)
            return
        }
        open(notification, of: app, response: notification.payload)
    }

    /// A background action (no `.foreground`): the app is woken (or launched) in the
    /// background and its delegate gets the response; then it suspends again.
    private func handleInBackground(_ response: PushPayload, of app: InstalledApp) {
        guard let process = wake(app, reason: "notification-action", launchOptions: .null) else { return }
        if dial.hasUserNotifications, let delegate = process.notificationDelegate {
            deliverResponse(response, to: delegate, in: process)
        }
        suspendIfIdle(process)
    }

    /// The app opens for the notification: launched or brought to the front, then its
    /// delegate hears `response`.
    private func open(_ notification: DeliveredNotification, of app: InstalledApp, response: PushPayload) {
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
        // Whether the tap went the app delegate's way: then a delegate set later (in
        // applicationDidBecomeActive, say) is too late for this tap and does not hear it.
        let route = TapRoute()
        beforeBecomingActive[app.bundleIdentifier] = { [unowned self] process in
            // A local notification reaches only the notification centre delegate.
            guard payload.requestIdentifier == nil else { return }
            if dial.hasUserNotifications {
                guard process.notificationDelegate == nil else { return }
                route.wentToAppDelegate = true
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
        if dial.hasUserNotifications, !route.wentToAppDelegate, let delegate = process.notificationDelegate {
            deliverResponse(response, to: delegate, in: process)
        }
    }
}

/// Where one tap's response went, decided once before the app becomes active.
private final class TapRoute {
    var wentToAppDelegate = false
}

extension PushPayload {
    /// The payload with the user's chosen action (and typed text), as the app's
    /// `UNNotificationResponse` reads it.
    func responding(with action: String, text: String?) -> PushPayload {
        var response = self
        var fields = ",\"UNNotificationResponse.actionIdentifier\":" + Self.jsonString(action)
        if let text { fields += ",\"UNNotificationResponse.userText\":" + Self.jsonString(text) }
        response.json = String(json.dropLast()) + fields + "}"
        return response
    }
}
