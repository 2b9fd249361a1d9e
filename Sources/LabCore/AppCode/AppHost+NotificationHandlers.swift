/// How `AppHost` answers the notification centre's calls (LabWire's `HostCalls`,
/// Notifications.swift).
extension AppHost {
    static let notificationHandlers: [HostHandler] = [
        HostHandler(HostCalls.registerForRemoteNotifications) { host in host.registerForRemoteNotifications() },
        HostHandler(HostCalls.requestAuthorization) { host, options in host.requestNotificationAuthorization(options: options) },
        HostHandler(HostCalls.authorizationStatus) { host in host.notificationAuthorizationStatus },
        HostHandler(HostCalls.notificationSettings) { host in
            NotificationSettingsAnswer(status: host.notificationAuthorizationStatus, options: host.notificationOptions)
        },
        HostHandler(HostCalls.addNotificationRequest) { host, json in host.addLocalNotification(json) },
        HostHandler(HostCalls.pendingNotificationRequests) { host in host.pendingLocalNotifications },
        HostHandler(HostCalls.removePendingNotificationRequests) { host, identifiers in
            host.removePendingLocalNotifications(identifiers: identifiers)
        },
        HostHandler(HostCalls.deliveredNotifications) { host in host.deliveredNotifications },
        HostHandler(HostCalls.removeDeliveredNotifications) { host, identifiers in host.removeDeliveredNotifications(identifiers: identifiers) },
        HostHandler(HostCalls.setNotificationCategories) { host, json in host.setNotificationCategories(json) },
        HostHandler(HostCalls.notificationCategories) { host in host.notificationCategories },
        HostHandler(HostCalls.setNotificationDelegate) { host, delegate in host.setNotificationDelegate(delegate) },
        HostHandler(HostCalls.completePresentation) { host, handler, options in
            if let handler { host.complete(handler, result: .presentation(options: options)) }
        },
    ]
}
