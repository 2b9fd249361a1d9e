/// The lifecycle engine: runs the steps `TransitionTable` lists. It holds no rules of its
/// own beyond "skip what does not apply" (a state already reached, a scene the app lacks).
extension Device {
    /// Runs one row of docs/lifecycle.md's tables on `process`.
    /// The row (`LifecycleRules`) is named in every event it produces.
    func run(_ trigger: Trigger, on process: AppProcess) {
        let exits = exitsOnSuspend(process)
        guard let row = LifecycleRules.row(for: trigger, iosVersion: iosVersion, exitsOnSuspend: exits) else { return }
        underRule(row.id) {
            for transition in row.transitions {
                guard !process.isEnded else { return }
                // A conditional row lists its own transitions; elsewhere the opt-out turns entering
                // the background into termination.
                run(exits && row.condition == nil ? TransitionTable.exitingOnSuspend(transition) : transition, on: process)
            }
        }
        // A resumed app's overdue timer fires as soon as it runs again.
        if process.callDepth == 0 { fireOverdueTimers(of: process) }
    }

    /// Whether the app opts out of background execution on this iOS.
    func exitsOnSuspend(_ process: AppProcess) -> Bool {
        dial.honoursExitsOnSuspend && process.app.bundle.info["UIApplicationExitsOnSuspend"]?.bool == true
    }

    func run(_ transition: Transition, on process: AppProcess) {
        guard transition.startStates.contains(process.state) else { return }
        runSteps(of: transition, on: process)
    }

    /// The steps of `transition` with no check of the starting state: a launch table lists
    /// exactly what happens (a launching scene enters the foreground from `inactive`).
    func runSteps(of transition: Transition, on process: AppProcess) {
        if transition == .becomeActive, let work = beforeBecomingActive.removeValue(forKey: process.bundleIdentifier) {
            work(process)
            guard !process.isEnded else { return }
        }
        for step in TransitionTable.steps(for: transition, in: process.mode.table) {
            guard !process.isEnded else { return }
            perform(step, on: process)
        }
    }

    func perform(_ step: LifecycleStep, on process: AppProcess) {
        let application = process.objects.application.map(AppValue.object) ?? .null
        switch step {
        case let .state(state):
            setState(state, of: process)
        case let .sceneState(state):
            setSceneState(state, of: process)
        case let .appDelegate(callback):
            offerToDelegate(callback, arguments: [application], in: process)
        case let .sceneDelegate(callback):
            guard let scene = process.objects.scene, let delegate = scene.delegate else { break }
            let outermost = !process.holdsAfterCurrentCall
            process.holdsAfterCurrentCall = true
            _ = try? offer(callback.rawValue, to: delegate, arguments: [.object(scene.ref)], in: process,
                           limit: callback.timeLimit)
            post(callback.notification, in: process)
            if outermost { releaseAfterCurrentCall(process) }
        case let .notification(name):
            post(name, in: process)
        case let .viewControllers(callback):
            for controller in process.objects.loadedViewControllers where !process.isEnded {
                _ = try? offer(callback.rawValue, to: controller.ref, arguments: [], in: process)
            }
        case .resume:
            if process.state == .suspended { setState(.background, of: process) }
        case .preserveState:
            preserveState(of: process)
        case .suspendWhenIdle:
            suspendIfIdle(process)
        case .end:
            end(process, because: nil)
        }
    }

    /// Offers an app-delegate method (when the app has a delegate), then posts its notification.
    @discardableResult
    func offerToDelegate(_ callback: AppDelegateCallback, arguments: [AppValue], in process: AppProcess) -> AppValue? {
        var result: AppValue?
        // The notification follows the method before anything that waits for the outermost call
        // to return (a suspension once no background work is running).
        let outermost = !process.holdsAfterCurrentCall
        process.holdsAfterCurrentCall = true
        if let delegate = process.objects.delegate {
            result = try? offer(callback.rawValue, to: delegate, arguments: arguments, in: process, limit: callback.timeLimit)
        }
        if let notification = callback.notification { post(notification, in: process) }
        if outermost { releaseAfterCurrentCall(process) }
        return result
    }

    /// Offers a method to app code: records the callback (implemented or not) and runs it
    /// when the app implements it, under the watchdog's `limit` if one is given.
    @discardableResult
    func offer(_ selector: String, to receiver: ObjectRef, arguments: [AppValue], in process: AppProcess,
               limit: Watchdog.Limit? = nil) throws(ProcessEnded) -> AppValue {
        guard !process.isEnded else { throw ProcessEnded() }
        guard let code = process.code else { return .void }
        let implemented = code.implements(selector, in: receiver.className)
        record(.callback(receiver: receiver.className, name: selector, implemented: implemented),
               app: process.bundleIdentifier)
        guard implemented else { return .void }
        let saved = process.deadline
        if let limit { process.deadline = Watchdog.Deadline(at: clock.now + limit.milliseconds, limit: limit) }
        process.callDepth += 1
        let outcome = code.perform(selector, on: receiver, arguments: arguments, host: AppHost(device: self, process: process))
        process.callDepth -= 1
        process.deadline = saved
        guard !process.isEnded, case let .returned(value) = outcome else { throw ProcessEnded() }
        if process.callDepth == 0 {
            if process.holdsAfterCurrentCall { process.afterCurrentCallDeferred = true } else { runAfterCurrentCall(process) }
        }
        return value
    }

    /// Runs one of UIKit's own steps inside the app — a selector the simulated SDK answers
    /// (a table's first layout, a storyboard's bar button items), not app code the log
    /// names — with the bookkeeping of `offer`: nested calls, and what the app asked for
    /// "asynchronously" once the outermost call has returned.
    /// It answers what the step returned (a controller's supported orientations).
    @discardableResult
    func performInUIKit(_ step: some SDKStep, on receiver: ObjectRef, arguments: [AppValue] = [], in process: AppProcess) throws(ProcessEnded) -> AppValue {
        guard !process.isEnded else { throw ProcessEnded() }
        guard let code = process.code else { return .void }
        process.callDepth += 1
        let outcome = code.perform(step.rawValue, on: receiver, arguments: arguments, host: AppHost(device: self, process: process))
        process.callDepth -= 1
        guard !process.isEnded, case let .returned(value) = outcome else { throw ProcessEnded() }
        if process.callDepth == 0 {
            if process.holdsAfterCurrentCall { process.afterCurrentCallDeferred = true } else { runAfterCurrentCall(process) }
        }
        return value
    }

    /// The launch is over: the app's main run loop ends its first turn, running what app code
    /// queued during the launch (docs/lifecycle.md, "The run-loop turn").
    func endLaunchTurn(of process: AppProcess) {
        guard !process.isEnded, let code = process.code else { return }
        _ = code.endLaunchTurn(host: AppHost(device: self, process: process))
    }

    /// What the app's code asked for "asynchronously" (a device token) arrives once the
    /// method that asked has returned — during a launch, once the launch is over (the main
    /// run loop turns only then).
    func runAfterCurrentCall(_ process: AppProcess) {
        guard !process.isLaunching else { return }
        while !process.afterCurrentCall.isEmpty, !process.isEnded {
            let next = process.afterCurrentCall.removeFirst()
            next(self)
        }
    }

    /// A delegate method and its notification are delivered: what they deferred runs now.
    func releaseAfterCurrentCall(_ process: AppProcess) {
        process.holdsAfterCurrentCall = false
        guard process.afterCurrentCallDeferred else { return }
        process.afterCurrentCallDeferred = false
        if process.callDepth == 0, !process.isEnded { runAfterCurrentCall(process) }
    }

    /// Posts a notification in the app (system apps' notifications are not shown): recorded,
    /// then, when app code observes it, posted to the app's NotificationCenter, so that the
    /// observer runs right after the delegate method, as on iOS. UIDevice's notifications the
    /// SDK posts itself.
    func post(_ name: String, in process: AppProcess) {
        guard !process.isEnded, process.code != nil else { return }
        record(.notification(name: name), app: process.bundleIdentifier)
        guard process.observedNotifications.contains(name), process.state != .suspended else { return }
        let poster = name.hasPrefix("UIApplication.") || name.hasPrefix("NSApplication.") ? process.objects.application
            : name.hasPrefix("UIScene.") ? process.objects.scene?.ref : nil
        // AppKit's notifications are posted by the simulated AppKit, which the app's module links (Device+Mac).
        guard let poster else { return }
        if name.hasPrefix("NSApplication.") {
            _ = try? performInUIKit(AppKitStep.post, on: poster, arguments: [.string(name)], in: process)
        } else {
            _ = try? performInUIKit(UIKitStep.postNotification, on: poster, arguments: [.string(name)], in: process)
        }
    }

    func setState(_ state: AppState, of process: AppProcess) {
        guard process.state != state else { return }
        let from = process.state
        process.state = state
        if state == .background, from != .suspended { process.enteredBackground = clock.now }
        lastTransitions.note(from: from, to: state, of: process.bundleIdentifier)
        record(.state(from: from, to: state), app: process.bundleIdentifier)
        process.code?.processDidChangeState(to: state)
    }

    func setSceneState(_ state: SceneState, of process: AppProcess) {
        guard let scene = process.objects.scene, scene.state != state else { return }
        let from = scene.state
        scene.state = state
        record(.sceneState(scene: scene.configurationName, from: from, to: state), app: process.bundleIdentifier)
    }

    /// A background app with no background task left is suspended: the system takes the
    /// snapshot for the switcher and the process stops running.
    func suspendIfIdle(_ process: AppProcess) {
        guard !process.isEnded, process.state == .background, process.callDepth == 0 else { return }
        if let pending = process.pendingCompletions.values.first(where: { $0.deadline != nil }) {
            let waiting: SystemEvent
            if case .processing = pending.purpose {
                waiting = .waitingForProcessingTask(seconds: Self.processingAllowance / 1000)
            } else if case .appRefresh = pending.purpose {
                waiting = .waitingForTaskCompletion
            } else {
                waiting = .waitingForCompletionHandler
            }
            // Said once: a timer that fired meanwhile (and changed nothing) does not repeat it.
            if let last = log.events.last, last.app == process.bundleIdentifier, case let .system(said) = last.kind, said == waiting { return }
            record(.system(waiting), app: process.bundleIdentifier)
            return
        }
        if backgroundModeKeepsRunning(process) { return }
        guard process.backgroundTasks.isEmpty else {
            record(.system(.snapshotWithBackgroundTasks(process.backgroundTasks.map(\.name))), app: process.bundleIdentifier)
            return
        }
        guard !process.debuggerAttached else {
            record(.system(.snapshotKeptByDebugger), app: process.bundleIdentifier)
            return
        }
        record(.system(.snapshotTaken), app: process.bundleIdentifier)
        setState(.suspended, of: process)
    }

    /// The process is gone. `note` explains an end with no callback.
    func end(_ process: AppProcess, because reason: ProcessEndReason?) {
        guard !process.isEnded else { return }
        if let reason { record(.system(.processEnded(reason)), app: process.bundleIdentifier) }
        if mac != nil { return endMac(process) }
        if process.objects.scene != nil { setSceneState(.unattached, of: process) }
        setState(.notRunning, of: process)
        process.isEnded = true
        process.code?.processDidEnd()
        processes.remove(process.bundleIdentifier)
        memory.release(process)
        if springboard.foregroundApp == process.bundleIdentifier { springboard.foregroundApp = nil }
    }

    /// The app crashed or was killed: the system log line for an exception, the crash event
    /// with its report, then `notRunning`.
    func crash(_ process: AppProcess, with cause: CrashCause) {
        guard !process.isEnded else { return }
        if case let .uncaughtException(name, reason) = cause {
            record(.warning(text: "*** Terminating app due to uncaught exception '\(name)', reason: '\(reason)'"),
                   app: process.bundleIdentifier)
        }
        let event = record(.crash(cause: cause, code: cause.code(iosVersion: iosVersion)), app: process.bundleIdentifier)
        crashReports.file(CrashReport(process: process, cause: cause, iosVersion: iosVersion, macOS: mac?.version), for: event.seq)
        if process.isLaunching { discardSavedState(of: process.app, because: .crashAtLaunch) }
        end(process, because: nil)
    }

    /// App code spends virtual time; the watchdog kills it at its deadline.
    func spend(milliseconds: Int, in process: AppProcess) throws(ProcessEnded) {
        guard !process.isEnded else { throw ProcessEnded() }
        let target = clock.now + max(0, milliseconds)
        if let deadline = process.deadline, target > deadline.at {
            clock.advance(by: max(0, deadline.at - clock.now))
            crash(process, with: .watchdog(deadline.limit))
            throw ProcessEnded()
        }
        clock.advance(by: target - clock.now)
    }
}
