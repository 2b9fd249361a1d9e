/// What app code asks about notifications and background fetch.
extension AppHost {
    /// `registerForRemoteNotifications()`: once the calling method has returned (during a
    /// launch: once the launch is over, as APNs answers on the main run loop), the app
    /// delegate gets `application(_:didRegisterForRemoteNotificationsWithDeviceToken:)` with a
    /// token derived from the bundle identifier (the same every run).
    public func registerForRemoteNotifications() {
        let process = self.process
        process.afterCurrentCall.append { device in
            let application = process.objects.application.map(AppValue.object) ?? .null
            device.record(.system(.remoteNotificationsRegistered), app: process.bundleIdentifier)
            device.offerToDelegate(.didRegisterForRemoteNotifications,
                                   arguments: [application, .string(DeviceToken.hex(for: process.bundleIdentifier))], in: process)
        }
    }

    /// `requestAuthorization(options:completionHandler:)`: asked once; the answer is remembered.
    /// With `.provisional` (raw value 64) the user is not asked: the app is authorised
    /// provisionally until it asks without it.
    public func requestNotificationAuthorization(options: Int = 0) -> Bool {
        let identifier = process.bundleIdentifier
        device.notificationCenter.options[identifier] = options
        if options & 64 != 0, (device.permissions.notifications[identifier] ?? .provisional) == .provisional {
            if device.permissions.notifications.grantWithoutAsking(.provisional, to: identifier) {
                device.record(.system(.provisionalNotificationAuthorization), app: identifier)
            }
            return true
        }
        let (answer, asked) = device.permissions.notifications.ask(for: identifier) { $0 ? .authorized : .denied }
        if asked {
            device.record(.system(.notificationPermissionAsked(app: process.app.displayName, allowed: answer == .authorized)), app: identifier)
        }
        return answer == .authorized
    }

    /// `UNAuthorizationStatus`: not determined until the app asked.
    public var notificationAuthorizationStatus: NotificationAuthorizationStatus {
        device.permissions.notifications[process.bundleIdentifier].flatMap { NotificationAuthorizationStatus(rawValue: $0.rawValue) } ?? .notDetermined
    }

    /// The options the app last asked for (`UNAuthorizationOptions`' raw value).
    public var notificationOptions: Int { device.notificationCenter.options[process.bundleIdentifier] ?? 0 }

    /// `add(_:withCompletionHandler:)` with the request as the app encoded it.
    public func addLocalNotification(_ json: String) { device.addLocalNotification(json, from: process) }

    public var pendingLocalNotifications: [String] { device.notificationCenter.pending(of: process.bundleIdentifier) }

    /// `removePendingNotificationRequests(withIdentifiers:)`; nil: `removeAllPendingNotificationRequests()`.
    public func removePendingLocalNotifications(identifiers: [String]?) {
        device.removePendingLocalNotifications(of: process.bundleIdentifier, identifiers: identifiers)
    }

    /// The app's entries in Notification Centre, newest first: payload and virtual delivery time.
    public var deliveredNotifications: [NotificationCentreEntry] {
        device.deliveredNotifications(of: process.bundleIdentifier).map { NotificationCentreEntry(json: $0.payload.json, at: $0.at) }
    }

    public func removeDeliveredNotifications(identifiers: [String]?) {
        device.removeDeliveredNotifications(of: process.bundleIdentifier, identifiers: identifiers)
    }

    public func setNotificationCategories(_ json: String) { device.setNotificationCategories(json, for: process.bundleIdentifier) }

    public var notificationCategories: String { device.notificationCategoriesJSON(of: process.bundleIdentifier) }

    /// `UIApplication.shared.perform(Selector(("_performMemoryWarning")))`: the private call
    /// behind the Simulator's Simulate Memory Warning, which apps use to test their handling;
    /// the app gets a memory warning (only it).
    public func simulateMemoryWarning() {
        device.record(.system(.privateMemoryWarning), app: process.bundleIdentifier)
        device.warnAboutMemory(process)
    }

    /// `UIApplication.shared.shortcutItems`, as the app encoded them.
    public var dynamicShortcutItems: String { device.dynamicQuickActions.json(of: process.bundleIdentifier) }

    public func setDynamicShortcutItems(_ json: String) { device.dynamicQuickActions.set(json, for: process.bundleIdentifier) }

    /// `UNUserNotificationCenter.current().delegate = object`.
    public func setNotificationDelegate(_ object: ObjectRef?) {
        process.notificationDelegate = object
    }

    /// `setMinimumBackgroundFetchInterval(_:)`.
    public func setMinimumBackgroundFetchInterval(_ seconds: Double) {
        device.backgroundSchedule.fetchIntervals[process.bundleIdentifier] = seconds
    }

    /// The app called a completion handler the system gave it, with its result.
    public func complete(_ handler: ClosureRef, result: CompletionResult) {
        device.complete(handler, result: result, in: process)
    }
}

/// What app code passed a completion handler the system gave it.
public enum CompletionResult: Sendable, Equatable {
    /// A handler whose argument the system does not read (a notification response's, a quick action's).
    case none
    /// A background fetch's or silent push's.
    case fetch(BackgroundFetchResult)
    /// `userNotificationCenter(_:willPresent:withCompletionHandler:)`'s, with
    /// `UNNotificationPresentationOptions`' raw value.
    case presentation(options: Int)
    /// A BGTask's `setTaskCompleted(success:)`.
    case task(success: Bool)
}

/// A device token as APNs would hand it out: 32 bytes, here derived from the bundle
/// identifier so every run gets the same one.
enum DeviceToken {
    static func hex(for bundleIdentifier: String) -> String {
        var state: UInt64 = 0xcbf2_9ce4_8422_2325
        var bytes: [UInt8] = []
        for round in 0..<4 {
            for byte in bundleIdentifier.utf8 + [UInt8(round)] {
                state ^= UInt64(byte)
                state = state &* 0x100_0000_01b3
            }
            for shift in stride(from: 0, to: 64, by: 8) { bytes.append(UInt8((state >> UInt64(shift)) & 0xff)) }
        }
        return bytes.map { String($0, radix: 16).count == 1 ? "0" + String($0, radix: 16) : String($0, radix: 16) }.joined()
    }
}
