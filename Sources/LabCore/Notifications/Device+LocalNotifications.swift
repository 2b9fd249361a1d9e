/// Local notifications (docs/lifecycle.md "Local notifications"): the app adds requests, the
/// device keeps them and fires each when the virtual clock reaches its trigger — whether the
/// app runs, is suspended or is not running, as iOS delivers them — then delivers it as an
/// alert by the push rules (in front: `willPresent` decides; otherwise a banner).
extension Device {
    /// `add(_:withCompletionHandler:)`: a request with the identifier of a pending one replaces it.
    func addLocalNotification(_ json: String, from process: AppProcess) {
        let app = process.bundleIdentifier
        guard let request = LocalNotificationRequest.parse(json, app: app, now: clock.now) else {
            record(.system(.localNotificationNeverFires), app: app)
            return
        }
        notificationCenter.add(request)
        record(.system(.localNotificationScheduled(identifier: request.identifier, inMilliseconds: request.firesAt - clock.now,
                                                   repeats: request.trigger.repeats)), app: app)
        // No trigger: delivered as soon as the calling method has returned.
        if request.trigger == .immediate {
            process.afterCurrentCall.append { device in device.fireLocalNotification(request) }
        }
    }

    func removePendingLocalNotifications(of app: String, identifiers: [String]?) {
        let removed = notificationCenter.removePending(of: app, identifiers: identifiers)
        record(.system(.pendingNotificationsRemoved(count: removed)), app: app)
    }

    /// Notification Centre's entries for the app (newest first): payload and delivery time.
    func deliveredNotifications(of app: String) -> [DeliveredNotification] {
        springboard.notifications.filter { $0.app == app }
    }

    /// Removes the app's entries from Notification Centre (by request identifier; all when nil).
    func removeDeliveredNotifications(of app: String, identifiers: [String]?) {
        springboard.notifications.removeAll { entry in
            entry.app == app && (identifiers.map { ids in entry.payload.requestIdentifier.map(ids.contains) ?? false } ?? true)
        }
        if springboard.banner?.app == app, !springboard.notifications.contains(where: { $0.app == app }) { springboard.banner = nil }
    }

    /// The clock reaches a request: it fires, a repeating one is kept for its next firing,
    /// and the alert goes to the app by the push rules.
    func fireLocalNotification(_ request: LocalNotificationRequest) {
        clock.advance(by: max(0, request.firesAt - clock.now))
        guard notificationCenter.fire(request, at: clock.now), let app = installedApp(withIdentifier: request.app) else { return }
        record(.system(.localNotificationFired(identifier: request.identifier, title: request.title, body: request.body)), app: request.app)
        deliverAlert(request.payload(deliveredAt: clock.now), to: app)
    }

    /// `setNotificationCategories(_:)`: kept for the app, across launches.
    func setNotificationCategories(_ json: String, for app: String) {
        notificationCenter.categories[app] = json
    }

    func notificationCategoriesJSON(of app: String) -> String { notificationCenter.categories[app] ?? "[]" }

    /// The actions of `category` in the app's categories.
    func notificationActions(of app: String, category: String?) -> [NotificationAction] {
        guard let category, let json = notificationCenter.categories[app] else { return [] }
        return NotificationAction.actions(inCategory: category, of: json)
    }
}
