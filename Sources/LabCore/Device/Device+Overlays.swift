/// Notification Centre, Control Centre and the app switcher, and swiping an app away.
extension Device {
    /// `notification-center`: pulled down over whatever is in front (iOS 5+).
    public func openNotificationCentre(entry: ActionEntry? = nil) throws(DeviceError) {
        guard dial.hasNotificationCentre else {
            throw DeviceError.unavailable(.notificationCentre, running: iosVersion)
        }
        try open(.notificationCenter, entry: entry, as: .notificationCenter, trigger: .overlayOpened)
    }

    /// `control-center`: opened over whatever is in front (iOS 7+).
    public func openControlCentre(entry: ActionEntry? = nil) throws(DeviceError) {
        guard dial.hasControlCentre else {
            throw DeviceError.unavailable(.controlCentre, running: iosVersion)
        }
        try open(.controlCenter, entry: entry, as: .controlCenter, trigger: .overlayOpened)
    }

    /// `switcher`: the app switcher (iOS 4+), its cards most recent first.
    public func openSwitcher(entry: ActionEntry? = nil) throws(DeviceError) {
        try requireSwitcher()
        try open(.switcher, entry: entry, as: .switcher, trigger: .switcherOpened)
    }

    /// `dismiss`: closes the open overlay; the app in front becomes active again (over the
    /// lock screen, the device stays locked and no app is told).
    public func dismiss(entry: ActionEntry? = nil) throws(DeviceError) {
        guard let overlay = springboard.overlay else {
            throw DeviceError.noOverlay
        }
        record(entry, as: .dismiss)
        springboard.overlay = nil
        record(.system(.overlayClosed(overlay)), app: nil)
        if !springboard.isLocked, let front = frontProcess { run(overlay == .switcher ? .switcherBack : .overlayClosed, on: front) }
    }

    /// `kill APP`: swipe the app's card up in the switcher (opening the switcher first if
    /// needed); on iOS 4–6, long-press its icon in the multitasking bar and tap "−". A suspended
    /// app is removed silently; a running one gets `applicationWillTerminate`. Once the last
    /// card is gone, the card switcher closes to the home screen.
    public func kill(_ app: InstalledApp, entry: ActionEntry? = nil) throws(DeviceError) {
        try requireSwitcher()
        try refuseWhileInterrupted()
        guard visibleCards.contains(app.bundleIdentifier) else {
            if !dial.hasCardSwitcher, springboard.foregroundApp == app.bundleIdentifier {
                throw DeviceError.inFrontNotInMultitaskingBar(app: app.displayName, running: iosVersion, typed: quoted(app))
            }
            let cards = visibleCards.compactMap(installedApp(withIdentifier:)).map(\.displayName)
            throw DeviceError.notInSwitcher(app: app.displayName, cards: cards)
        }
        if let overlay = springboard.overlay, overlay != .switcher {
            throw DeviceError.overlayOpen(overlay)
        }
        record(entry, as: .kill, arguments: [app.displayName])
        if springboard.overlay == nil { showSwitcher() }
        springboard.switcherCards.removeAll { $0 == app.bundleIdentifier }
        defer { discardSavedState(of: app, because: .forceQuit) }
        if let process = process(for: app) {
            processes.forceQuitApps.insert(app.bundleIdentifier)
            if process.state == .suspended {
                record(.system(.forceQuitWhileSuspended), app: app.bundleIdentifier)
                run(.forceQuitSuspended, on: process)
            } else {
                run(.forceQuitRunning, on: process)
            }
        } else {
            record(.system(.cardRemoved(app: app.displayName)), app: app.bundleIdentifier)
        }
        // The card switcher with no card left closes to the home screen (iOS 7+).
        if dial.hasCardSwitcher, springboard.switcherCards.isEmpty, springboard.overlay == .switcher {
            springboard.overlay = nil
            record(.system(.switcherClosedAfterLastCard), app: nil)
            sendFrontAppAway()
            springboard.foregroundApp = nil
        }
    }

    /// What the switcher shows: every card from iOS 7; on iOS 4–6 the multitasking bar's
    /// icons, which leave out the app in front.
    var visibleCards: [String] {
        dial.hasCardSwitcher ? springboard.switcherCards : springboard.switcherCards.filter { $0 != springboard.foregroundApp }
    }

    /// The switcher's name in this era.
    var switcherName: String { dial.hasCardSwitcher ? "app switcher" : "multitasking bar" }

    private func requireSwitcher() throws(DeviceError) {
        guard dial.hasMultitasking else {
            throw DeviceError.unavailable(.appSwitcher, running: iosVersion)
        }
    }

    private func open(_ overlay: Springboard.Overlay, entry: ActionEntry?, as action: DeviceAction, trigger: Trigger) throws(DeviceError) {
        // From iOS 7 both pull down over the lock screen too; the switcher needs the device unlocked.
        if springboard.isLocked, overlay != .switcher, dial.hasControlCentre, springboard.call == nil {
            if let open = springboard.overlay { throw DeviceError.overlayOpen(open) }
            record(entry, as: action)
            springboard.overlay = overlay
            record(.system(.overlayOverLockScreen(overlay)), app: nil)
            return
        }
        try refuseWhileInterrupted()
        if let open = springboard.overlay {
            throw DeviceError.overlayOpen(open)
        }
        record(entry, as: action)
        if overlay == .switcher { showSwitcher() } else {
            springboard.overlay = overlay
            if let front = frontProcess { run(trigger, on: front) }
        }
    }

    /// Opens the switcher and lists its cards; the app in front resigns active.
    private func showSwitcher() {
        springboard.overlay = .switcher
        let cards = visibleCards.compactMap(installedApp(withIdentifier:)).map(\.displayName)
        record(.system(dial.hasCardSwitcher ? .switcherOpened(cards: cards) : .multitaskingBarOpened(icons: cards)), app: nil)
        if let front = frontProcess { run(.switcherOpened, on: front) }
    }
}
