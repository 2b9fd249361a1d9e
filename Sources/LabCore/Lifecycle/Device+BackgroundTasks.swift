/// Background tasks and the passing of virtual time (docs/lifecycle.md "Background execution").
extension Device {
    func beginBackgroundTask(in process: AppProcess, name: String?, expirationHandler: ClosureRef?) -> Int {
        let identifier = process.nextTaskID
        process.nextTaskID += 1
        process.backgroundTasks.append(BackgroundTask(identifier: identifier, name: name,
                                                      expirationHandler: expirationHandler, began: clock.now))
        return identifier
    }

    /// Ends a task; a background app left with none is suspended (once its code returns:
    /// ended from a timer or a completion, the app is suspended as soon as that code is done).
    func endBackgroundTask(_ identifier: Int, in process: AppProcess) {
        process.backgroundTasks.removeAll { $0.identifier == identifier }
        guard process.backgroundTasks.isEmpty else { return }
        if process.callDepth > 0 {
            process.afterCurrentCall.append { device in
                if process.backgroundTasks.isEmpty { device.suspendIfIdle(process) }
            }
        } else {
            suspendIfIdle(process)
        }
    }

    /// When the next step of the background allowance comes for `process`, if it is in the
    /// background with tasks open: the expiration handlers shortly before the allowance ends,
    /// then (tasks still open) the end of the allowance itself.
    func backgroundExpiry(of process: AppProcess) -> Int? {
        guard process.state == .background, !process.backgroundTasks.isEmpty,
              let entered = process.enteredBackground else { return nil }
        let end = entered + dial.backgroundTaskAllowance
        return process.expirationHandlersRan == entered ? end : end - Self.expirationWarning
    }

    /// How long before the allowance ends the expiration handlers run (**choice**: Apple says
    /// "shortly before"; the lab gives them 5 s).
    static let expirationWarning = 5_000

    /// Seconds, as `backgroundTimeRemaining` reports them: `DBL_MAX` in the foreground
    /// ("remains suitably large", UIKit reference), and in the background too while no task
    /// is open: the reference says the value "is valid only after the app enters the background
    /// and has started at least one task", and an Apple forums thread (developer.apple.com
    /// message 391799) shows `1.797693134862316e+308` read in the background (**choice**).
    func backgroundTimeRemaining(for process: AppProcess) -> Double {
        guard process.state == .background, !process.backgroundTasks.isEmpty, let entered = process.enteredBackground else {
            return Double.greatestFiniteMagnitude
        }
        return Double(max(0, entered + dial.backgroundTaskAllowance - clock.now)) / 1000
    }

    /// Moves the clock to `target`, expiring background tasks whose time runs out on the way:
    /// their expiration handlers run; a task still open afterwards gets the app killed.
    func advanceTime(to target: Int) {
        missRingingCall(upTo: target)
        while true {
            let timer = dueTimer(upTo: target)
            let expiring = runningProcesses.compactMap({ p in backgroundExpiry(of: p).map { (p, $0) } }).min(by: { $0.1 < $1.1 })
            // A completion the system waits for (a task's setTaskCompleted, a fetch's handler)
            // runs out in its turn: timers due before it fire first, so work the app started
            // can still complete it.
            if let deadline = nextCompletionDeadline(upTo: target),
               deadline <= min(timer?.1 ?? Int.max, expiring.map({ $0.1 }) ?? Int.max) {
                expireCompletions(upTo: deadline)
                continue
            }
            // A local notification fires first when it is due no later than the next timer or expiry.
            if let notification = notificationCenter.due(upTo: target),
               notification.firesAt <= min(timer?.1 ?? Int.max, expiring.map({ $0.1 }) ?? Int.max) {
                fireLocalNotification(notification)
                continue
            }
            // An animation ends first when it ends no later than the next timer or expiry.
            if let (process, end) = dueAnimation(upTo: target), end <= min(timer?.1 ?? Int.max, expiring.map({ $0.1 }) ?? Int.max) {
                endAnimation(of: process, at: end)
                continue
            }
            if let (process, due) = timer, due < expiring.map({ $0.1 }) ?? Int.max {
                fireTimers(of: process, at: due)
                continue
            }
            guard let (process, expiry) = expiring, expiry <= target else { break }
            clock.advance(by: max(0, expiry - clock.now))
            // The allowance is over with a task still open (its handlers ran 5 s ago): killed.
            if process.expirationHandlersRan == process.enteredBackground, let open = process.backgroundTasks.first {
                crash(process, with: .backgroundTaskExpired(name: open.name))
                continue
            }
            process.expirationHandlersRan = process.enteredBackground
            record(.system(.backgroundTimeExpired), app: process.bundleIdentifier)
            for task in process.backgroundTasks {
                guard let handler = task.expirationHandler, !process.isEnded, let code = process.code else { continue }
                process.callDepth += 1
                _ = code.call(handler, arguments: [], host: AppHost(device: self, process: process))
                process.callDepth -= 1
            }
            guard !process.isEnded else { continue }
            if process.backgroundTasks.isEmpty { suspendIfIdle(process) }
        }
        clock.advance(by: max(0, target - clock.now))
    }
}
