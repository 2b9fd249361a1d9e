/// Why a method did not run (`why not METHOD`), as facts read from the log, the app's bundle
/// and the rule rows; LabShell words them.
public enum MissedCallbackReason: Sendable, Equatable {
    /// It did run: the event that shows it.
    case ran(seq: Int)
    /// It was offered and the app does not implement it (`receiver` is the class asked).
    case notImplemented(seq: Int, receiver: String)
    /// No class of the app declares it.
    case notDeclared
    /// The device's iOS does not have it.
    case eraLacks(iosVersion: Int, versions: [ClosedRange<Int>])
    /// The app is scene-based: the scene delegate's `counterpart` is called instead.
    case sceneBased(counterpart: String)
    /// A scene delegate method in an app without a scene manifest (or before iOS 13).
    case noScenes
    /// `UIBackgroundModes` lacks the mode the method needs.
    case backgroundModeMissing(String)
    /// The user denied notifications (`denied`), or has not answered the request yet.
    case notificationPermission(denied: Bool)
    /// The user swiped the app away: the system wakes it in the background no more.
    case forceQuit
    /// The app was suspended when it ended (event `seq`, by `rule`): no code ran.
    case endedWhileSuspended(seq: Int, rule: LifecycleRule.ID?)
    /// The app is suspended now: it runs no code until it comes back.
    case suspendedNow
    /// None of the rows that offer it ran for the app (listed for this iOS).
    case notTriggered(rules: [LifecycleRule.ID])
    /// No app has run on the device yet.
    case noApp
}

extension Device {
    /// The app `why not` asks about: the latest app (not a system app) that ran — an install
    /// alone does not count.
    public var appLastConcerned: InstalledApp? {
        for event in log.events.reversed() {
            guard case .state = event.kind, let identifier = event.app, let app = installedApp(withIdentifier: identifier),
                  !app.isSystemApp else { continue }
            return app
        }
        return nil
    }

    /// Why `entry` did not run in `app` (by default the app last concerned), most telling first.
    public func whyNot(_ entry: LifecycleAPIEntry, in chosen: InstalledApp? = nil) -> (app: InstalledApp?, reasons: [MissedCallbackReason]) {
        guard entry.exists(onIOS: iosVersion) else {
            return (chosen ?? appLastConcerned, [.eraLacks(iosVersion: iosVersion, versions: entry.versions)])
        }
        guard let app = chosen ?? appLastConcerned else { return (nil, [.noApp]) }
        var reasons: [MissedCallbackReason] = []
        let sceneBased = LifecycleMode.of(app.bundle, dial: dial).table == .sceneBased
        if entry.kind == .appDelegate, sceneBased, let counterpart = entry.sceneCounterpart {
            reasons.append(.sceneBased(counterpart: counterpart))
        }
        if entry.kind == .sceneDelegate, !sceneBased { reasons.append(.noScenes) }
        for case let .backgroundMode(mode) in entry.requirements where !app.bundle.backgroundModes.contains(mode) {
            reasons.append(.backgroundModeMissing(mode))
        }
        if entry.requirements.contains(.notificationPermission), dial.hasUserNotifications,
           permissions.notifications[app.bundleIdentifier] != .authorized {
            reasons.append(.notificationPermission(denied: permissions.notifications[app.bundleIdentifier] == .denied))
        }
        if entry.budget == .completionHandler, processes.forceQuitApps.contains(app.bundleIdentifier) { reasons.append(.forceQuit) }
        let events = log.events.filter { $0.app == app.bundleIdentifier }
        if let offered = events.last(where: { if case let .callback(_, name, _) = $0.kind { name == entry.name } else { false } }),
           case let .callback(receiver, _, implemented) = offered.kind {
            reasons.append(implemented ? .ran(seq: offered.seq) : .notImplemented(seq: offered.seq, receiver: receiver))
        } else if reasons.isEmpty, entry.kind != .notification, entry.kind != .infoPlistKey, let program = app.bundle.program,
                  !program.classes.contains(where: { $0.methods.contains(entry.name) }) {
            reasons.append(.notDeclared)
        }
        if reasons.contains(where: { if case .ran = $0 { true } else { false } }) { return (app, reasons) }
        if let ended = events.last(where: { if case .state(.suspended, .notRunning) = $0.kind { true } else { false } }),
           entry.offeringRules.contains(where: { $0.transitions.contains(.terminate) }) {
            reasons.append(.endedWhileSuspended(seq: ended.seq, rule: ended.rule))
        }
        if reasons.isEmpty || reasons == [.notDeclared] {
            if process(for: app)?.state == .suspended { reasons.append(.suspendedNow) }
            reasons.append(.notTriggered(rules: entry.offeringRules.filter { $0.holds(onIOS: iosVersion) }.map(\.id)))
        }
        return (app, reasons)
    }
}
