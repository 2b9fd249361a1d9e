/// Launching and stopping apps: a tap on the icon (cold launch or return), and the debugger's stop.
extension Device {
    /// `launch APP`: tap the app's icon on the home screen — or its card, when the app
    /// switcher is open. An app in front goes to the background first, as Home would.
    /// `debugger`: started by `run` (Xcode's Cmd-R), with the debugger attached to the new process.
    public func launch(_ app: InstalledApp, entry: ActionEntry? = nil, debugger: Bool = false) throws(DeviceError) {
        try refuseWhileInterrupted()
        if let overlay = springboard.overlay, overlay != .switcher {
            throw DeviceError.overlayOpen(overlay)
        }
        if let problem = app.bundle.launchProblem(), problem.outcome == .notLaunched {
            throw DeviceError.cannotLaunch(app: app.displayName, problem: problem)
        }
        let fromSwitcher = springboard.overlay == .switcher
        if fromSwitcher, springboard.foregroundApp != app.bundleIdentifier, !visibleCards.contains(app.bundleIdentifier) {
            // Only a card (or the bar's icon) can be tapped; a removed card is not there.
            throw DeviceError.noCardToChoose(app: app.displayName, cardSwitcher: dial.hasCardSwitcher, typed: quoted(app))
        }
        if springboard.foregroundApp == app.bundleIdentifier, !fromSwitcher {
            throw DeviceError.alreadyInFront(app: app.displayName, state: state(of: app))
        }
        record(entry, as: .launch, arguments: [app.displayName])
        if fromSwitcher {
            springboard.overlay = nil
            record(.system(.chosenInSwitcher), app: app.bundleIdentifier)
            if let front = frontProcess {
                if front.bundleIdentifier == app.bundleIdentifier {
                    run(.switcherBack, on: front)
                    return
                }
                run(.switcherOther, on: front)
            }
        } else if let front = frontProcess {
            record(.system(.homeFirst(frontApp: front.app.displayName)), app: nil)
            run(.home, on: front)
        }
        springboard.foregroundApp = nil
        bringToFront(app, debugger: debugger)
    }

    /// `detach APP`: the debugger lets go of the app. A background app with no work left is
    /// suspended now, as it would have been without the debugger.
    public func detach(_ app: InstalledApp, entry: ActionEntry? = nil) throws(DeviceError) {
        guard let process = process(for: app), process.debuggerAttached else {
            throw DeviceError.debuggerNotAttached(app: app.displayName, typed: quoted(app))
        }
        record(entry, as: .detach, arguments: [app.displayName])
        process.debuggerAttached = false
        record(.system(.debuggerDetached), app: app.bundleIdentifier)
        suspendIfIdle(process)
    }

    /// `terminate APP`: the debugger's stop button. The process is killed (SIGKILL): no
    /// method is called, its card stays in the switcher.
    public func terminate(_ app: InstalledApp, entry: ActionEntry? = nil) throws(DeviceError) {
        guard let process = process(for: app) else {
            throw DeviceError.notRunning(app: app.displayName, typed: quoted(app))
        }
        record(entry, as: .terminate, arguments: [app.displayName])
        end(process, because: .stoppedFromDebugger)
    }

    /// The app in front and its process, if it runs.
    var frontProcess: AppProcess? { springboard.foregroundApp.flatMap { processes[$0] } }

    /// Puts an app in front: back from the background, or a cold launch.
    func bringToFront(_ app: InstalledApp, launchOptions: AppValue = .null, debugger: Bool = false) {
        let identifier = app.bundleIdentifier
        processes.forceQuitApps.remove(identifier)
        springboard.foregroundApp = identifier
        springboard.banner = nil
        if dial.hasMultitasking { springboard.bringCardToFront(identifier) }
        let use = processes.countUse()
        if let process = processes[identifier] {
            process.lastUsed = use
            if process.isSceneBased, process.objects.scene == nil {
                let launch = ColdLaunch(device: self, process: process)
                launch.launchOptions = launchOptions
                launch.connectSceneOnReturn()
                return
            }
            run(.returnToApp, on: process)
            turnToDevice(process)
        } else {
            coldLaunch(app, launchOptions: launchOptions, debugger: debugger)
        }
    }

    /// A new process for `app`, made room for, then the launch sequence: in front, or into
    /// the background for a silent push or a background fetch (no UI is shown).
    @discardableResult
    func coldLaunch(_ app: InstalledApp, launchOptions: AppValue = .null, inBackground: Bool = false,
                    debugger: Bool = false) -> AppProcess {
        let footprint = memory.footprint(of: app)
        makeRoom(for: footprint)
        let process = AppProcess(app: app, pid: processes.newProcessID(), mode: LifecycleMode.of(app.bundle, dial: dial),
                                 code: app.bundle.program.map { appCodeFactory(app, $0) }, footprint: footprint)
        process.lastUsed = processes.latestUse
        process.debuggerAttached = debugger
        process.interfaceOrientation = launchOrientation(of: app)
        processes.add(process)
        memory.take(footprint)
        if !inBackground, process.interfaceOrientation != .portrait {
            let bounds = UIScreen.main(iosVersion: iosVersion).bounds(in: process.interfaceOrientation)
            record(.system(.interfaceStartsIn(orientation: process.interfaceOrientation.rawValue, width: bounds.width, height: bounds.height)),
                   app: app.bundleIdentifier)
        }
        let launch = ColdLaunch(device: self, process: process)
        launch.launchOptions = launchOptions
        launch.inBackground = inBackground
        launch.run()
        return process
    }

    /// Refuses what needs the device unlocked and no call ringing.
    func refuseWhileInterrupted() throws(DeviceError) {
        if springboard.isLocked { throw DeviceError.locked }
        // iOS 14's compact banner leaves the phone usable while it rings.
        if let call = springboard.call, !call.isAnswered, !call.isBanner {
            throw DeviceError.callRinging(caller: call.caller)
        }
    }

    func quoted(_ app: InstalledApp) -> String {
        app.displayName.contains(" ") ? "\"\(app.displayName)\"" : app.displayName
    }
}
