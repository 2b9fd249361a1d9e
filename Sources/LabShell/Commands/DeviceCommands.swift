import LabCore

extension CommandRegistry {
    /// Commands that drive and inspect the running device (DEVICE's area).
    static var deviceCommands: [Command] {
        [.apps, .launch, .terminate, .relaunch, .detach, .home, .switcher, .kill, .lock, .unlock, .tap, .swipe, .quickAction,
         .call, .answer, .decline, .hangup, .notificationCenter, .controlCenter, .dismiss,
         .push, .tapNotification, .fetch, .bgtask, .notifications, .location, .contacts, .biometry,
         .rotate, .memoryWarning, .memoryPressure, .state, .views, .screen, .diagram]
    }
}

extension Session {
    /// Runs a device operation; its refusal becomes the command's one-line error.
    func onDevice(_ body: (Device) throws(DeviceError) -> Void) throws(CommandError) {
        do throws(DeviceError) { try body(device) } catch { throw CommandError(error.message) }
    }

    /// The installed app a learner named (display name or bundle identifier), or the one refusal
    /// for a name no app has: what `ValueType.app` makes of an `APP` before a body runs.
    func installedApp(_ ref: String) throws(CommandError) -> InstalledApp {
        do throws(DeviceError) { return try device.app(matching: ref) } catch { throw CommandError(error.message) }
    }

    /// The app the command's optional `APP` named, or else the app in front (or the one used last).
    func appOrFront(_ invocation: Invocation, command: String) throws(CommandError) -> InstalledApp {
        if let named: InstalledApp = invocation.value(.app) { return named }
        // On the Mac, the frontmost app (its name is in the menu bar).
        if let front = device.mac?.frontmostApp, let app = device.installedApp(withIdentifier: front) { return app }
        if let front = device.springboard.foregroundApp, let app = device.installedApp(withIdentifier: front) { return app }
        if let recent = device.springboard.switcherCards.first, let app = device.installedApp(withIdentifier: recent) { return app }
        throw CommandError(tr("no app is in front — name one: `%@ APP` (`apps` lists them)", "\(command)"))
    }
}
