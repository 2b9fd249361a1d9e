/// Remote notifications (docs/lifecycle.md "Remote notifications"): alert pushes become banners,
/// badges and Notification Centre entries, or go to the app in front; silent pushes wake the
/// app in the background. Which method the app gets is the version dial's.
extension Device {
    /// `push APP PAYLOAD`: APNs delivers a notification for `app`.
    public func push(_ payload: PushPayload, to app: InstalledApp, arguments: [String]) throws(DeviceError) {
        guard !app.isSystemApp else { throw DeviceError.systemAppNotWakeable(app: app.displayName, push: true) }
        recordAction(.push, arguments: arguments)
        let identifier = app.bundleIdentifier
        record(.push(title: payload.title, body: payload.body, silent: payload.isSilent), app: identifier)
        if !payload.isSilent { deliverAlert(payload, to: app) }
        if payload.contentAvailable { deliverInBackground(payload, to: app) }
    }

    /// An alert: shown by the system when the app is not in front; in front, the app decides
    /// (iOS 10+: the notification centre delegate's `willPresent`; before: the app delegate).
    func deliverAlert(_ payload: PushPayload, to app: InstalledApp) {
        let identifier = app.bundleIdentifier
        // Provisional authorisation: delivered, but out of the app quietly (no banner, no sound).
        let permission = permissions.notifications[identifier]
        let provisional = dial.hasUserNotifications && permission == .provisional
        if dial.hasUserNotifications, permission != .authorized, !provisional {
            record(.system(.alertNotShown(app: app.displayName, denied: permission == .denied)), app: identifier)
            return
        }
        if let process = processes[identifier], springboard.foregroundApp == identifier, process.state == .active {
            if dial.hasUserNotifications {
                guard let delegate = process.notificationDelegate else {
                    record(.system(.noBannerWithoutDelegate), app: identifier)
                    return
                }
                let handler = makeCompletion(.willPresent(payload), deadline: nil, in: process)
                _ = try? offer(NotificationCenterCallback.willPresent.rawValue, to: delegate,
                               arguments: [.string(payload.json), .closure(handler)], in: process)
            } else {
                offerRemoteNotification(payload, to: process, withHandler: false)
            }
            return
        }
        show(payload, for: app, banner: !provisional)
    }

    /// Banner, badge and a Notification Centre entry (in front, only what `willPresent` asked for).
    func show(_ payload: PushPayload, for app: InstalledApp, banner: Bool = true, badge showsBadge: Bool = true) {
        let identifier = app.bundleIdentifier
        var payload = payload
        if !showsBadge { payload.badge = nil }
        springboard.notifications.insert(DeliveredNotification(app: identifier, payload: payload, at: clock.now), at: 0)
        if let badge = payload.badge { springboard.badges[identifier] = badge }
        if !banner { payload.title = nil; payload.body = nil }
        if payload.hasAlert {
            springboard.banner = Banner(app: identifier, title: payload.title ?? app.displayName, body: payload.body ?? "")
        }
        record(.system(.alertShown(banner: payload.hasAlert, badge: payload.badge)), app: identifier)
    }

    /// `content-available: 1`: the app is woken (or launched) in the background and gets
    /// `application(_:didReceiveRemoteNotification:fetchCompletionHandler:)`, with about 30 s
    /// to call the handler. Apple throttles such pushes; the simulator delivers every one.
    func deliverInBackground(_ payload: PushPayload, to app: InstalledApp) {
        let identifier = app.bundleIdentifier
        guard dial.hasBackgroundPush else {
            record(.system(.silentPushUnsupported), app: identifier)
            return
        }
        guard app.bundle.backgroundModes.contains("remote-notification") else {
            record(.advice(.remoteNotificationModeMissing(app: app.displayName)), app: identifier)
            return
        }
        guard !processes.forceQuitApps.contains(identifier) else {
            record(.system(.silentPushSkippedForceQuit(app: app.displayName)), app: identifier)
            return
        }
        guard let process = wake(app, reason: "silent-push", launchOptions: .string(payload.json)) else { return }
        offerRemoteNotification(payload, to: process, withHandler: true)
        suspendIfIdle(process)
    }

    /// `application(_:didReceiveRemoteNotification:fetchCompletionHandler:)` when the app has
    /// it (with a 30 s deadline), else the older `application(_:didReceiveRemoteNotification:)`.
    func offerRemoteNotification(_ payload: PushPayload, to process: AppProcess, withHandler: Bool) {
        let application = process.objects.application.map(AppValue.object) ?? .null
        let modern = AppDelegateCallback.didReceiveRemoteNotificationInBackground
        if withHandler || process.code?.implements(modern.rawValue, in: process.objects.delegate?.className ?? "") == true {
            let handler = makeCompletion(.silentPush, deadline: clock.now + Self.completionAllowance, in: process)
            offerToDelegate(modern, arguments: [application, .string(payload.json), .closure(handler)], in: process)
            // An app without the method has no handler to call: nothing keeps it awake.
            if process.code?.implements(modern.rawValue, in: process.objects.delegate?.className ?? "") != true {
                process.pendingCompletions[-handler.id] = nil
            }
        } else {
            offerToDelegate(.didReceiveRemoteNotification, arguments: [application, .string(payload.json)], in: process)
        }
    }

    /// About 30 s for a silent push's or a fetch's completion handler.
    static let completionAllowance = 30_000

    /// The app in the background, running: a suspended process continues, a missing one is
    /// launched into the background. Nil when the launch ended it.
    func wake(_ app: InstalledApp, reason: String, launchOptions: AppValue) -> AppProcess? {
        if let process = processes[app.bundleIdentifier] {
            if process.state == .suspended {
                record(.wake(reason: reason), app: app.bundleIdentifier)
                setState(.background, of: process)
            }
            return process
        }
        record(.wake(reason: reason), app: app.bundleIdentifier)
        let process = coldLaunch(app, launchOptions: launchOptions, inBackground: true)
        return process.isEnded ? nil : process
    }

    /// A completion handler for app code; the app calls it through `AppHost.complete`.
    func makeCompletion(_ purpose: CompletionPurpose, deadline: Int?, in process: AppProcess) -> ClosureRef {
        let id = nextCompletionID
        nextCompletionID += 1
        process.pendingCompletions[id] = PendingCompletion(purpose: purpose, deadline: deadline)
        return ClosureRef(id: -id)
    }

    /// The app called a completion handler the system gave it. A result of another kind than
    /// the handler's (the SDK pairs each handler with its call) reads as that kind's zero value.
    func complete(_ handler: ClosureRef, result: CompletionResult, in process: AppProcess) {
        guard let pending = process.pendingCompletions.removeValue(forKey: -handler.id) else { return }
        switch pending.purpose {
        case .silentPush, .backgroundFetch:
            let fetch = if case let .fetch(value) = result { value } else { BackgroundFetchResult.newData }
            record(.deadline(what: .completionHandler(result: "\(fetch)"), met: true), app: process.bundleIdentifier)
            process.afterCurrentCall.append { device in device.suspendIfIdle(process) }
        case let .willPresent(payload):
            // UNNotificationPresentationOptions: badge 1, sound 2, alert 4, list 8, banner 16.
            let options = if case let .presentation(value) = result { value } else { 0 }
            let showsBanner = options & (4 | 16) != 0
            record(.system(.willPresentAnswered(banner: showsBanner)), app: process.bundleIdentifier)
            if showsBanner { show(payload, for: process.app, badge: options & 1 != 0) }
        case .didReceive, .quickAction:
            break
        case .appRefresh, .processing:
            let success = if case let .task(value) = result { value } else { false }
            record(.deadline(what: .setTaskCompleted(success: success), met: true), app: process.bundleIdentifier)
            process.afterCurrentCall.append { device in device.suspendIfIdle(process) }
        }
    }

    /// The earliest deadline of a completion the system waits for, due by `target`.
    func nextCompletionDeadline(upTo target: Int) -> Int? {
        runningProcesses.flatMap { $0.pendingCompletions.values.compactMap(\.deadline) }.filter { $0 <= target }.min()
    }

    /// Handlers whose time ran out by `target`. A silent push's or background fetch's uncalled
    /// handler gets the app terminated (Apple, `application(_:didReceiveRemoteNotification:fetchCompletionHandler:)`:
    /// "you must call the block in the handler parameter or your app will be terminated");
    /// a BGTask's runs its expiration handler.
    func expireCompletions(upTo target: Int) {
        for process in runningProcesses {
            for (id, pending) in process.pendingCompletions.sorted(by: { $0.key < $1.key }) {
                guard let deadline = pending.deadline, deadline <= target else { continue }
                process.pendingCompletions[id] = nil
                clock.advance(by: max(0, deadline - clock.now))
                if pending.purpose.isBackgroundTask {
                    expireAppRefresh(pending, id: id, in: process)
                } else {
                    record(.deadline(what: .completionHandler(result: nil), met: false), app: process.bundleIdentifier)
                    crash(process, with: .watchdog(.completionHandler))
                    break
                }
                suspendIfIdle(process)
            }
        }
    }
}

extension AppBundle {
    /// `UIBackgroundModes` from Info.plist.
    public var backgroundModes: [String] {
        info["UIBackgroundModes"]?.array?.compactMap(\.string) ?? []
    }
}
