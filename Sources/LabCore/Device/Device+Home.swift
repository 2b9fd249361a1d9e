/// The Home button and the lock button.
extension Device {
    /// `home`: back to the home screen. An active app goes through the Home row; an app
    /// under an overlay (already inactive) goes straight to the background.
    public func home(entry: ActionEntry? = nil) throws(DeviceError) {
        try refuseWhileInterrupted()
        guard springboard.foregroundApp != nil || springboard.overlay != nil else {
            throw DeviceError.alreadyHome
        }
        record(entry, as: .home)
        springboard.overlay = nil
        sendFrontAppAway()
        springboard.foregroundApp = nil
    }

    /// `lock`: the screen locks; the app in front leaves as on Home (on iOS 3–4 it only resigns).
    public func lock(entry: ActionEntry? = nil) throws(DeviceError) {
        if springboard.isLocked { throw DeviceError.alreadyLocked }
        if let call = springboard.call, !call.isAnswered, !call.isBanner {
            throw DeviceError.callRinging(caller: call.caller)
        }
        record(entry, as: .lock)
        if let call = springboard.call, !call.isAnswered, call.isBanner {
            // Locked, the call shows as the lock screen's full call screen.
            springboard.call?.isBanner = false
            record(.system(.callMovedToLockScreen(caller: call.caller)), app: nil)
        }
        springboard.overlay = nil
        springboard.isLocked = true
        if let front = frontProcess {
            if front.state == .active { run(.lock, on: front) } else if front.state == .inactive { run(.switcherOther, on: front) }
        }
    }

    /// `unlock`: back to what was in front; the app returns as from the background.
    public func unlock(entry: ActionEntry? = nil) throws(DeviceError) {
        guard springboard.isLocked else { throw DeviceError.notLocked }
        record(entry, as: .unlock)
        if let overlay = springboard.overlay {
            // Unlocking closes what was pulled down over the lock screen.
            springboard.overlay = nil
            record(.system(.overlayClosed(overlay)), app: nil)
        }
        springboard.isLocked = false
        guard let identifier = springboard.foregroundApp, let app = installedApp(withIdentifier: identifier) else { return }
        if let process = processes[identifier] {
            process.lastUsed = processes.countUse()
            run(.unlock, on: process)
        } else {
            record(.system(.reclaimedWhileLocked(app: app.displayName)), app: identifier)
            bringToFront(app)
        }
    }

    /// The app in front leaves the screen: Home row when active, to the background when an
    /// overlay had already made it inactive.
    func sendFrontAppAway() {
        guard let front = frontProcess else { return }
        switch front.state {
        case .active: run(.home, on: front)
        case .inactive: run(dial.hasMultitasking ? .switcherOther : .home, on: front)
        default: break
        }
    }
}
