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
        pendingLocalNotifications.removeAll { $0.app == app && $0.identifier == request.identifier }
        pendingLocalNotifications.append(request)
        record(.system(.localNotificationScheduled(identifier: request.identifier, inMilliseconds: request.firesAt - clock.now,
                                                   repeats: request.trigger.repeats)), app: app)
        // No trigger: delivered as soon as the calling method has returned.
        if request.trigger == .immediate {
            process.afterCurrentCall.append { device in device.fireLocalNotification(request) }
        }
    }

    /// The app's pending requests, as it encoded them, oldest first.
    func pendingLocalNotifications(of app: String) -> [String] {
        pendingLocalNotifications.filter { $0.app == app }.map(\.json)
    }

    func removePendingLocalNotifications(of app: String, identifiers: [String]?) {
        let before = pendingLocalNotifications.count
        pendingLocalNotifications.removeAll { $0.app == app && (identifiers?.contains($0.identifier) ?? true) }
        record(.system(.pendingNotificationsRemoved(count: before - pendingLocalNotifications.count)), app: app)
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

    /// The earliest request due by `target`.
    func dueLocalNotification(upTo target: Int) -> LocalNotificationRequest? {
        pendingLocalNotifications.filter { $0.firesAt <= target }.min { $0.firesAt < $1.firesAt }
    }

    /// The clock reaches a request: it fires, a repeating one is kept for its next firing,
    /// and the alert goes to the app by the push rules.
    func fireLocalNotification(_ request: LocalNotificationRequest) {
        clock.advance(by: max(0, request.firesAt - clock.now))
        guard let index = pendingLocalNotifications.firstIndex(where: { $0.app == request.app && $0.identifier == request.identifier }) else { return }
        if request.trigger.repeats, let next = request.nextFiring(after: clock.now) {
            pendingLocalNotifications[index].firesAt = next
        } else {
            pendingLocalNotifications.remove(at: index)
        }
        guard let app = installedApp(withIdentifier: request.app) else { return }
        record(.system(.localNotificationFired(identifier: request.identifier, title: request.title, body: request.body)), app: request.app)
        deliverAlert(request.payload(deliveredAt: clock.now), to: app)
    }

    /// `setNotificationCategories(_:)`: kept for the app, across launches.
    func setNotificationCategories(_ json: String, for app: String) {
        notificationCategories[app] = json
    }

    func notificationCategoriesJSON(of app: String) -> String { notificationCategories[app] ?? "[]" }

    /// The actions of `category` in the app's categories.
    func notificationActions(of app: String, category: String?) -> [NotificationAction] {
        guard let category, let json = notificationCategories[app] else { return [] }
        return NotificationAction.actions(inCategory: category, of: json)
    }
}
