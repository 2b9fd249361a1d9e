import BundleFormats

/// The Mac's lifecycle (docs/lifecycle.md, "The Mac"): apps keep running when another comes
/// forward, resign active in two steps, hide, quit when their delegate agrees, and end on
/// closing their last window only when they ask to. Steps come from `MacLifecycleTable`.
extension Device {
    /// A Mac with Finder running and frontmost.
    public convenience init(macOS version: MacOSVersion) {
        self.init(iosVersion: Device.defaultIOSVersion)
        apps = InstalledApps(systemApps: MacSystemApps.all)
        mac = MacDesktop(version: version)
        if let finder = installedApp(withIdentifier: MacSystemApps.finder) {
            let process = startMacProcess(finder)
            setMacState(.inactive, of: process)
            bringForward(process)
        }
    }

    /// Whether this device is the simulated Mac.
    public var isMac: Bool { mac != nil }

    /// Refuses a Mac command on the iPhone.
    public func requireMac(_ command: String) throws(DeviceError) -> MacDesktop {
        guard let mac else { throw DeviceError.mac(.needsMac(command: command)) }
        return mac
    }

    /// Refuses an iPhone command on the Mac.
    public func requireIPhone(_ command: String) throws(DeviceError) {
        if mac != nil { throw DeviceError.mac(.needsIPhone(command: command)) }
    }

    /// The state of an app on the Mac.
    public func macState(of app: InstalledApp) -> MacAppState { mac?.state(of: app.bundleIdentifier) ?? .notRunning }

    // MARK: Commands

    /// `launch APP` on the Mac: a cold launch that comes forward; a running app is reopened (a Dock click).
    public func macLaunch(_ app: InstalledApp, entry: ActionEntry? = nil) throws(DeviceError) {
        let mac = try requireMac(DeviceAction.launch.name)
        if mac.state(of: app.bundleIdentifier).isRunning { return try macReopen(app, entry: entry) }
        try checkRunsOnMac(app, mac: mac)
        record(entry, as: .launch, arguments: [app.displayName])
        resignFrontmost(except: app.bundleIdentifier)
        let process = startMacProcess(app)
        setMacState(.inactive, of: process)
        self.mac?.bringToFront(app.bundleIdentifier)
        process.isLaunching = true
        createMacApplication(process)
        loadMacStoryboardMenu(process)
        runMac(.finishLaunching, on: process)
        process.isLaunching = false
        if !process.isEnded, self.mac?.frontmostApp == app.bundleIdentifier, self.mac?.state(of: app.bundleIdentifier) == .inactive {
            runMac(.activate, on: process)
        }
        endLaunchTurn(of: process)
        runAfterCurrentCall(process)
    }

    /// `activate APP`: a click on one of its windows (or `open -a`): it comes forward, unhidden if hidden.
    public func macActivate(_ app: InstalledApp, entry: ActionEntry? = nil) throws(DeviceError) {
        let mac = try requireMac(DeviceAction.activate.name)
        let process = try runningMacProcess(app)
        if mac.state(of: app.bundleIdentifier) == .active { throw DeviceError.mac(.alreadyActive(app: app.displayName)) }
        record(entry, as: .activate, arguments: [app.displayName])
        bringForward(process)
    }

    /// `hide APP` (Cmd-H): its windows go; from active it resigns active and the next app comes forward.
    public func macHide(_ app: InstalledApp, entry: ActionEntry? = nil) throws(DeviceError) {
        let mac = try requireMac(DeviceAction.hide.name)
        let process = try runningMacProcess(app)
        if mac.state(of: app.bundleIdentifier) == .hidden { throw DeviceError.mac(.alreadyHidden(app: app.displayName)) }
        record(entry, as: .hide, arguments: [app.displayName])
        hideMac(process)
    }

    /// `close-window APP`: the red button of the app's front window.
    public func macCloseWindow(_ app: InstalledApp, entry: ActionEntry? = nil) throws(DeviceError) {
        let mac = try requireMac(DeviceAction.closeWindow.name)
        let process = try runningMacProcess(app)
        guard let window = mac.windows[app.bundleIdentifier]?.first else { throw DeviceError.mac(.noWindow(app: app.displayName)) }
        // A window's close button works without bringing its app forward.
        record(entry, as: .closeWindow, arguments: [app.displayName])
        if let delegate = window.delegate {
            let answer = try? offer("windowShouldClose(_:)", to: delegate, arguments: [.object(window.ref)], in: process)
            if answer == .bool(false) {
                record(.mac(.windowCloseRefused(title: window.title)), app: app.bundleIdentifier)
                return
            }
        }
        closeMacWindow(window, of: process)
    }

    /// `quit APP` (Cmd-Q): the delegate is asked; `.terminateNow` ends the app after
    /// `applicationWillTerminate(_:)`, `.terminateCancel` keeps it, `.terminateLater` waits for its reply.
    public func macQuit(_ app: InstalledApp, entry: ActionEntry? = nil) throws(DeviceError) {
        let mac = try requireMac("quit APP")
        if app.bundleIdentifier == MacSystemApps.finder { throw DeviceError.mac(.finderStaysRunning) }
        let process = try runningMacProcess(app)
        if mac.awaitingTerminateReply.contains(app.bundleIdentifier) { throw DeviceError.mac(.awaitingReply(app: app.displayName)) }
        record(entry, as: .quit, arguments: [app.displayName])
        if mac.state(of: app.bundleIdentifier) != .active { bringForward(process) }
        askToTerminate(process)
    }

    /// `reopen APP`: a click on the Dock icon of a running app; AppKit shows a window unless
    /// the delegate's `applicationShouldHandleReopen(_:hasVisibleWindows:)` says it handled it.
    public func macReopen(_ app: InstalledApp, entry: ActionEntry? = nil) throws(DeviceError) {
        let mac = try requireMac(DeviceAction.reopen.name)
        guard let process = processes[app.bundleIdentifier], mac.state(of: app.bundleIdentifier).isRunning else {
            return try macLaunch(app, entry: entry ?? .record(arguments: [app.displayName]))
        }
        record(entry, as: .reopen, arguments: [app.displayName])
        if mac.state(of: app.bundleIdentifier) != .active { bringForward(process) }
        let visible = !(self.mac?.windows[app.bundleIdentifier] ?? []).isEmpty
        if let delegate = process.objects.delegate {
            let answer = try? offer(MacDelegateCallback.shouldHandleReopen.rawValue, to: delegate,
                                    arguments: [application(of: process), .bool(visible)], in: process)
            if answer == .bool(false) { record(.mac(.reopenHandledByApp), app: app.bundleIdentifier) }
        }
    }

    /// `force-quit APP` (Option-Cmd-Esc): killed, no method runs.
    public func macForceQuit(_ app: InstalledApp, entry: ActionEntry? = nil) throws(DeviceError) {
        _ = try requireMac(DeviceAction.forceQuit.name)
        if app.bundleIdentifier == MacSystemApps.finder { throw DeviceError.mac(.finderStaysRunning) }
        let process = try runningMacProcess(app)
        record(entry, as: .forceQuit, arguments: [app.displayName])
        record(.mac(.forceQuit), app: app.bundleIdentifier)
        endMac(process)
    }

    /// `logout`: every running app is asked in turn (the most recently active first); any can
    /// cancel, and one that answers `.terminateLater` holds the logout until it replies. Apps
    /// with `NSSupportsSuddenTermination` are killed without being asked.
    public func macLogout(entry: ActionEntry? = nil) throws(DeviceError) {
        let mac = try requireMac(DeviceAction.logout.name)
        if let waiting = mac.logoutWaiting, let app = installedApp(withIdentifier: waiting.app) {
            throw DeviceError.mac(.awaitingReply(app: app.displayName))
        }
        record(entry, as: .logout, arguments: [])
        let order = mac.activationOrder.filter { $0 != MacSystemApps.finder && mac.state(of: $0).isRunning }
        record(.mac(.logoutBegins(apps: order.compactMap { installedApp(withIdentifier: $0)?.displayName })), app: nil)
        continueLogout(asking: order)
    }

    /// Asks the apps of `order` in turn, then logs out; stops at an app that cancels, and waits
    /// at one that answers `.terminateLater` (`MacDesktop.logoutWaiting`).
    func continueLogout(asking order: [String]) {
        guard let mac else { return }
        for (index, identifier) in order.enumerated() {
            guard let process = processes[identifier], self.mac?.state(of: identifier).isRunning == true else { continue }
            if mac.version.hasSuddenTermination, process.app.bundle.info["NSSupportsSuddenTermination"]?.bool == true {
                record(.mac(.suddenTermination), app: identifier)
                endMac(process)
                continue
            }
            switch terminateReply(of: process) {
            case .terminateNow:
                if !process.isEnded { runMac(.terminate, on: process) }
            case .terminateCancel:
                record(.mac(.logoutCancelled(by: process.app.displayName)), app: nil)
                return
            case .terminateLater:
                record(.mac(.terminationDeferred), app: identifier)
                record(.mac(.logoutWaits(for: process.app.displayName)), app: nil)
                self.mac?.holdLogout(MacLogoutWait(app: identifier, remaining: Array(order[(index + 1)...])))
                return
            }
        }
        record(.mac(.loggedOut), app: nil)
        if let finder = processes[MacSystemApps.finder] {
            endMac(finder)
            if let app = installedApp(withIdentifier: MacSystemApps.finder) {
                let process = startMacProcess(app)
                setMacState(.inactive, of: process)
                bringForward(process)
            }
        }
    }

    // MARK: What app code asks (AppKit, through the host calls)

    /// `NSApp.terminate(_:)` from app code (or the Quit menu item): the same question as Cmd-Q,
    /// asked once the method that called it has returned (**choice**: AppKit asks inside
    /// `terminate(_:)`, which never returns when the app quits).
    public func macTerminateFromCode(_ process: AppProcess) {
        afterCurrentCallOrNow(process) { device in
            guard let mac = device.mac, mac.state(of: process.bundleIdentifier).isRunning,
                  !mac.awaitingTerminateReply.contains(process.bundleIdentifier) else { return }
            device.askToTerminate(process)
        }
    }

    /// `reply(toApplicationShouldTerminate:)`. A logout waiting for this app goes on once it has
    /// quit (true), or is cancelled (false).
    public func macReplyToTerminate(_ process: AppProcess, _ shouldTerminate: Bool) {
        guard mac?.settleTerminateReply(of: process.bundleIdentifier) == true else { return }
        record(.mac(.terminationReplied(shouldTerminate)), app: process.bundleIdentifier)
        if shouldTerminate {
            afterCurrentCallOrNow(process) { device in device.runMac(.terminate, on: process) }
        } else if mac?.releaseLogout(heldBy: process.bundleIdentifier) != nil {
            record(.mac(.logoutCancelled(by: process.app.displayName)), app: nil)
        }
    }

    /// A window the app showed (`makeKeyAndOrderFront(_:)`): it goes in front of the app's others.
    public func macShowWindow(_ window: ObjectRef, title: String, delegate: ObjectRef?, in process: AppProcess) {
        guard let already = mac?.show(MacWindow(ref: window, title: title, delegate: delegate), of: process.bundleIdentifier) else { return }
        if !already { record(.mac(.windowShown(title: title)), app: process.bundleIdentifier) }
    }

    /// A window's title or delegate changed.
    public func macUpdateWindow(_ window: ObjectRef, title: String, delegate: ObjectRef?, in process: AppProcess) {
        mac?.update(window, title: title, delegate: delegate, of: process.bundleIdentifier)
    }

    /// `window.close()` from app code (no `windowShouldClose(_:)`, as AppKit's `close()` asks nothing).
    public func macCloseWindowFromCode(_ window: ObjectRef, in process: AppProcess) {
        guard let found = mac?.windows[process.bundleIdentifier]?.first(where: { $0.ref == window }) else { return }
        closeMacWindow(found, of: process)
    }

    /// `hide(_:)`, `unhide(_:)`, `activate(ignoringOtherApps:)` from app code.
    public func macHideFromCode(_ process: AppProcess) { afterCurrentCallOrNow(process) { $0.hideMac(process) } }
    public func macUnhideFromCode(_ process: AppProcess) {
        afterCurrentCallOrNow(process) { device in
            guard device.mac?.state(of: process.bundleIdentifier) == .hidden else { return }
            device.runMac(.unhide, on: process)
        }
    }
    public func macActivateFromCode(_ process: AppProcess) {
        afterCurrentCallOrNow(process) { device in
            guard device.mac?.state(of: process.bundleIdentifier) != .active else { return }
            device.bringForward(process)
        }
    }

    // MARK: The engine

    func runMac(_ trigger: MacTrigger, on process: AppProcess) {
        guard let mac else { return }
        for step in MacLifecycleTable.steps(for: trigger, from: mac.state(of: process.bundleIdentifier)) where !process.isEnded {
            switch step {
            case let .delegate(callback): offerToMacDelegate(callback, in: process)
            case let .state(state):
                if state == .notRunning { endMac(process) } else { setMacState(state, of: process) }
            case .loadMainInterface: loadMacMainInterface(process)
            }
        }
    }

    @discardableResult
    func offerToMacDelegate(_ callback: MacDelegateCallback, in process: AppProcess) -> AppValue? {
        var answer: AppValue?
        if let delegate = process.objects.delegate {
            let notification = AppValue.string(callback.notification ?? "")
            let arguments: [AppValue] = callback == .shouldTerminate || callback == .shouldTerminateAfterLastWindowClosed
                ? [application(of: process)] : [notification]
            answer = try? offer(callback.rawValue, to: delegate, arguments: arguments, in: process)
        }
        if let notification = callback.notification { post(notification, in: process) }
        return answer
    }

    func setMacState(_ state: MacAppState, of process: AppProcess) {
        guard let from = mac?.setState(state, of: process.bundleIdentifier) else { return }
        record(.mac(.state(from: from, to: state)), app: process.bundleIdentifier)
        if state == .hidden, mac?.version.hasAppNap == true, process.code != nil { record(.mac(.appNapEligible), app: process.bundleIdentifier) }
    }

    /// A new process for `app`; its code runs as soon as the engine first asks it something.
    func startMacProcess(_ app: InstalledApp) -> AppProcess {
        let process = AppProcess(app: app, pid: processes.newProcessID(), mode: .appBased,
                                 code: app.bundle.program.map { appCodeFactory(app, $0) }, footprint: 0)
        // A Mac app's code runs whatever its state (no suspension): the iOS engine sees it as active.
        process.state = .active
        processes.add(process)
        return process
    }

    /// NSApplicationMain: the application object, then its delegate — the one app code set
    /// before `run()` (main.swift), or one made from the entry point's class (`@main`).
    func createMacApplication(_ process: AppProcess) {
        let principal = process.app.bundle.info["NSPrincipalClass"]?.string.flatMap { $0.isEmpty ? nil : $0 } ?? "NSApplication"
        let application = process.objects.makeRef("NSApplication")
        process.objects.application = application
        guard process.code != nil else { return }
        record(.mac(.applicationCreated(principalClass: principal)), app: process.bundleIdentifier)
        guard let answer = try? performInUIKit(AppKitStep.delegate, on: application, in: process) else { return }
        let mainNib = Self.macMainNib(of: process.app.bundle)
        if let delegate = answer.object {
            process.objects.delegate = delegate
            record(.mac(.delegateSet(delegateClass: delegate.className, fromCode: true)), app: process.bundleIdentifier)
            if let mainNib { try? loadMacMainNib(mainNib, in: process) }
            return
        }
        if let mainNib {
            // The main nib holds the delegate (File's Owner's `delegate` outlet); `@main` only starts NSApplicationMain.
            try? loadMacMainNib(mainNib, in: process)
            if !process.isEnded, process.objects.delegate == nil {
                record(.mac(.delegateSet(delegateClass: nil, fromCode: false)), app: process.bundleIdentifier)
            }
            return
        }
        var delegateClass: String?
        switch process.app.bundle.program?.entryPoint {
        case let .attributedDelegate(name)?: delegateClass = name
        case let .mainFunction(_, name)?: delegateClass = name
        default: break
        }
        guard let delegateClass, let delegate = try? instantiateObject(delegateClass, in: process) else {
            record(.mac(.delegateSet(delegateClass: nil, fromCode: false)), app: process.bundleIdentifier)
            return
        }
        process.objects.delegate = delegate
        _ = try? performInUIKit(AppKitStep.setDelegate, on: application, arguments: [.object(delegate)], in: process)
        record(.mac(.delegateSet(delegateClass: delegateClass, fromCode: false)), app: process.bundleIdentifier)
    }

    /// NSApplicationMain loads `NSMainStoryboardFile`: the initial window controller, its
    /// window (titled as the storyboard titles it; the app's name when it has no title) and the
    /// content view controller, made and shown by AppKit in the app. (A main nib was loaded
    /// with the application, before the launch's first delegate method: `loadMacMainNib`.)
    func loadMacMainInterface(_ process: AppProcess) {
        guard process.code != nil, let application = process.objects.application else { return }
        let info = process.app.bundle.info
        guard let name = info["NSMainStoryboardFile"]?.string, !name.isEmpty else { return }
        guard let storyboard = try? storyboard(named: name, in: process), let initial = storyboard.initialController else { return }
        let windowController = initial.customClass ?? initial.uikitClass
        var contentController: String?
        if let contentID = initial.attributes["relationship.window.shadowedContentViewController"],
           let nibName = storyboard.nibName(forControllerID: contentID), let content = storyboard.nibs[nibName]?.objects.first {
            contentController = content.customClass ?? content.uikitClass
        }
        record(.mac(.mainStoryboardLoaded(storyboard: name, windowController: windowController, contentController: contentController)),
               app: process.bundleIdentifier)
        _ = try? performInUIKit(AppKitStep.showStoryboardWindow, on: application,
                                arguments: [.string(windowController), .string(contentController ?? ""),
                                            .string(initial.attributes[CompiledStoryboard.windowTitleAttribute] ?? process.app.displayName),
                                            .string(name), .string(initial.id),
                                            .string(initial.attributes["relationship.window.shadowedContentViewController"] ?? "")],
                                in: process)
    }

    /// The frontmost app resigns active (another comes forward).
    func resignFrontmost(except identifier: String) {
        guard let mac, let front = mac.frontmostApp, front != identifier, let process = processes[front] else { return }
        if mac.state(of: front) == .active { runMac(.deactivate, on: process) }
    }

    /// `process` comes forward: the frontmost app resigns, a hidden app unhides, then it becomes active.
    func bringForward(_ process: AppProcess) {
        guard mac != nil else { return }
        let identifier = process.bundleIdentifier
        resignFrontmost(except: identifier)
        mac?.bringToFront(identifier)
        if mac?.state(of: identifier) == .hidden { runMac(.unhide, on: process) }
        if mac?.state(of: identifier) == .inactive { runMac(.activate, on: process) }
    }

    func hideMac(_ process: AppProcess) {
        guard let mac, mac.state(of: process.bundleIdentifier) != .hidden else { return }
        let wasFront = mac.frontmostApp == process.bundleIdentifier
        runMac(.hide, on: process)
        if wasFront { bringNextForward(excluding: process.bundleIdentifier) }
    }

    /// After the frontmost app hid or quit: the most recently active app still showing comes
    /// forward (Finder when there is none).
    func bringNextForward(excluding left: String? = nil) {
        mac?.clearFrontmost()
        guard let mac else { return }
        let finder = left == MacSystemApps.finder ? nil : MacSystemApps.finder
        guard let next = mac.activationOrder.first(where: { mac.state(of: $0) == .inactive }) ?? finder,
              let process = processes[next] else { return }
        bringForward(process)
    }

    func closeMacWindow(_ window: MacWindow, of process: AppProcess) {
        guard let mac else { return }
        if let delegate = window.delegate {
            _ = try? offer("windowWillClose(_:)", to: delegate, arguments: [.object(window.ref)], in: process)
        }
        guard !process.isEnded else { return }
        let remaining = self.mac?.close(window.ref, of: process.bundleIdentifier) ?? 0
        record(.mac(.windowClosed(title: window.title, remaining: remaining)), app: process.bundleIdentifier)
        guard remaining == 0 else { return }
        var terminates = false
        if let delegate = process.objects.delegate {
            let answer = try? offer(MacDelegateCallback.shouldTerminateAfterLastWindowClosed.rawValue, to: delegate,
                                    arguments: [application(of: process)], in: process)
            terminates = answer == .bool(true)
        }
        if terminates {
            askToTerminate(process)
        } else if !process.isEnded {
            record(.mac(.keepsRunningWithoutWindows), app: process.bundleIdentifier)
            if mac.version.hasAutomaticTermination {
                let optedIn = process.app.bundle.info["NSSupportsAutomaticTermination"]?.bool == true
                record(.mac(.automaticTerminationEligible(optedIn: optedIn)), app: process.bundleIdentifier)
            }
        }
    }

    /// `applicationShouldTerminate(_:)` and what its answer leads to.
    func askToTerminate(_ process: AppProcess) {
        guard mac != nil else { return }
        switch terminateReply(of: process) {
        case .terminateNow: if !process.isEnded { runMac(.terminate, on: process) }
        case .terminateCancel: record(.mac(.terminationCancelled), app: process.bundleIdentifier)
        case .terminateLater:
            mac?.awaitTerminateReply(from: process.bundleIdentifier)
            record(.mac(.terminationDeferred), app: process.bundleIdentifier)
        }
    }

    /// The delegate's answer; `.terminateNow` when it has no `applicationShouldTerminate(_:)`.
    func terminateReply(of process: AppProcess) -> MacTerminateReply {
        guard let answer = offerToMacDelegate(.shouldTerminate, in: process), case let .int(raw) = answer else { return .terminateNow }
        return MacTerminateReply(rawValue: raw) ?? .terminateNow
    }

    /// The process is gone: not running, its windows with it; the next app comes forward if it was frontmost.
    func endMac(_ process: AppProcess) {
        guard mac != nil, !process.isEnded else { return }
        let identifier = process.bundleIdentifier
        setMacState(.notRunning, of: process)
        process.isEnded = true
        process.code?.processDidEnd()
        processes.remove(identifier)
        mac?.appEnded(identifier)
        if mac?.frontmostApp == identifier { bringNextForward() }
        // A logout that waited for this app's reply goes on with the next app.
        if let waiting = mac?.releaseLogout(heldBy: identifier) {
            record(.mac(.logoutResumes), app: nil)
            continueLogout(asking: waiting.remaining)
        }
    }

    func application(of process: AppProcess) -> AppValue { process.objects.application.map(AppValue.object) ?? .null }

    /// Runs `body` once the app's current method has returned (what app code asks from inside
    /// a method happens after it, as AppKit queues it), or now between methods.
    func afterCurrentCallOrNow(_ process: AppProcess, _ body: @escaping (Device) -> Void) {
        if process.callDepth > 0 { process.afterCurrentCall.append(body) } else { body(self) }
    }

    func runningMacProcess(_ app: InstalledApp) throws(DeviceError) -> AppProcess {
        guard let process = processes[app.bundleIdentifier], mac?.state(of: app.bundleIdentifier).isRunning == true else {
            throw DeviceError.mac(.notRunning(app: app.displayName))
        }
        return process
    }

    func checkRunsOnMac(_ app: InstalledApp, mac: MacDesktop) throws(DeviceError) {
        guard app.bundle.path == nil || app.bundle.layout == .macOS else { throw DeviceError.mac(.iOSAppOnMac(app: app.displayName)) }
        if let minimum = app.bundle.info["LSMinimumSystemVersion"]?.string, !mac.version.runs(minimum: minimum) {
            throw DeviceError.mac(.requiresNewerMacOS(app: app.displayName, minimum: minimum, running: mac.version.description))
        }
    }
}

extension Device {
    /// A macOS bundle installs only on the Mac, an iOS bundle only on the iPhone.
    func checkPlatform(of bundle: AppBundle) throws(DeviceError) {
        guard bundle.path != nil else { return }
        if mac == nil, bundle.layout == .macOS { throw DeviceError.mac(.macAppOnIPhone(app: bundle.displayName)) }
        if let mac {
            guard bundle.layout == .macOS else { throw DeviceError.mac(.iOSAppOnMac(app: bundle.displayName)) }
            if let minimum = bundle.info["LSMinimumSystemVersion"]?.string, !mac.version.runs(minimum: minimum) {
                throw DeviceError.mac(.requiresNewerMacOS(app: bundle.displayName, minimum: minimum, running: mac.version.description))
            }
        }
    }
}
