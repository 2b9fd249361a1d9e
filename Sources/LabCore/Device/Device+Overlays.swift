/// Notification Centre, Control Centre and the app switcher, and swiping an app away.
extension Device {
    /// `notification-center`: pulled down over whatever is in front (iOS 5+).
    public func openNotificationCentre(entry: ActionEntry = .record(arguments: [])) throws(DeviceError) {
        guard dial.hasNotificationCentre else {
            throw DeviceError("iOS \(iosVersion) has no Notification Centre (it arrived with iOS 5) — `reset --ios 5` or later")
        }
        try open(.notificationCenter, entry: entry, name: "notification-center", trigger: .overlayOpened)
    }

    /// `control-center`: opened over whatever is in front (iOS 7+).
    public func openControlCentre(entry: ActionEntry = .record(arguments: [])) throws(DeviceError) {
        guard dial.hasControlCentre else {
            throw DeviceError("iOS \(iosVersion) has no Control Centre (it arrived with iOS 7) — `reset --ios 7` or later")
        }
        try open(.controlCenter, entry: entry, name: "control-center", trigger: .overlayOpened)
    }

    /// `switcher`: the app switcher (iOS 4+), its cards most recent first.
    public func openSwitcher(entry: ActionEntry = .record(arguments: [])) throws(DeviceError) {
        try requireSwitcher()
        try open(.switcher, entry: entry, name: "switcher", trigger: .switcherOpened)
    }

    /// `dismiss`: closes the open overlay; the app in front becomes active again.
    public func dismiss(entry: ActionEntry = .record(arguments: [])) throws(DeviceError) {
        guard let overlay = springboard.overlay else {
            throw DeviceError("nothing to dismiss: no overlay is open (`notification-center`, `control-center` or `switcher` opens one)")
        }
        record(entry, name: "dismiss")
        springboard.overlay = nil
        record(.system(text: "\(overlay.rawValue) closed"), app: nil)
        if let front = frontProcess { run(overlay == .switcher ? .switcherBack : .overlayClosed, on: front) }
    }

    /// `kill APP`: swipe the app's card up in the switcher (opening the switcher first if
    /// needed). A suspended app is removed silently; a running one gets `applicationWillTerminate`.
    public func kill(_ app: InstalledApp, entry: ActionEntry? = nil) throws(DeviceError) {
        try requireSwitcher()
        try refuseWhileInterrupted()
        guard springboard.switcherCards.contains(app.bundleIdentifier) else {
            let cards = springboard.switcherCards.compactMap(installedApp(withIdentifier:)).map { "\"\($0.displayName)\"" }
            throw DeviceError("\(app.displayName) is not in the app switcher — "
                + (cards.isEmpty ? "the switcher is empty" : "its cards: \(cards.joined(separator: ", "))"))
        }
        if let overlay = springboard.overlay, overlay != .switcher {
            throw DeviceError("\(overlay.rawValue) is open — `dismiss` it first")
        }
        record(entry ?? .record(arguments: [app.displayName]), name: "kill")
        if springboard.overlay == nil { showSwitcher() }
        springboard.switcherCards.removeAll { $0 == app.bundleIdentifier }
        guard let process = process(for: app) else {
            record(.system(text: "card removed; \(app.displayName) was not running"), app: app.bundleIdentifier)
            return
        }
        forceQuitApps.insert(app.bundleIdentifier)
        if process.state == .suspended {
            record(.system(text: "force quit while suspended: no method is called"), app: app.bundleIdentifier)
            run(.forceQuitSuspended, on: process)
        } else {
            run(.forceQuitRunning, on: process)
        }
    }

    private func requireSwitcher() throws(DeviceError) {
        guard dial.hasMultitasking else {
            throw DeviceError("iOS \(iosVersion) has no app switcher (multitasking arrived with iOS 4) — `reset --ios 4` or later")
        }
    }

    private func open(_ overlay: Springboard.Overlay, entry: ActionEntry, name: String, trigger: Trigger) throws(DeviceError) {
        try refuseWhileInterrupted()
        if let open = springboard.overlay {
            throw DeviceError("\(open.rawValue) is already open — `dismiss` it first")
        }
        record(entry, name: name)
        if overlay == .switcher { showSwitcher() } else {
            springboard.overlay = overlay
            if let front = frontProcess { run(trigger, on: front) }
        }
    }

    /// Opens the switcher and lists its cards; the app in front resigns active.
    private func showSwitcher() {
        springboard.overlay = .switcher
        let cards = springboard.switcherCards.compactMap(installedApp(withIdentifier:)).map(\.displayName)
        record(.system(text: cards.isEmpty ? "app switcher opened: no cards" : "app switcher opened: " + cards.joined(separator: " · ")), app: nil)
        if let front = frontProcess { run(.switcherOpened, on: front) }
    }
}
