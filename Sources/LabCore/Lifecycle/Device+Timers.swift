/// App timers on the virtual clock (docs/lifecycle.md, "Timers"): the app tells the device
/// when its next timer is due (`setNextTimer`), and the device calls the app then — during
/// `wait` while the app runs code, or as soon as it runs again after a suspension.
extension Device {
    /// The earliest app timer due by `target` in a process that runs code.
    func dueTimer(upTo target: Int) -> (AppProcess, Int)? {
        runningProcesses.filter(Self.runsTimers)
            .compactMap { process in process.nextTimerAt.map { (process, max($0, clock.now)) } }
            .filter { $0.1 <= target }
            .min { $0.1 < $1.1 }
    }

    /// Fires an app's timers that came due while it could not run (it was suspended).
    func fireOverdueTimers(of process: AppProcess) {
        guard Self.runsTimers(process), let due = process.nextTimerAt, due <= clock.now else { return }
        fireTimers(of: process, at: clock.now)
    }

    /// Virtual time reaches an app's timer: the app fires what is due and says when the next is.
    func fireTimers(of process: AppProcess, at time: Int) {
        clock.advance(by: max(0, time - clock.now))
        process.nextTimerAt = nil
        guard let receiver = process.objects.delegate ?? process.objects.application else { return }
        // A screen frame (an SKView's update, actions and physics, 60 a second) is not logged.
        if !process.nextTimerIsFrame { record(.system(.timerFired), app: process.bundleIdentifier) }
        process.nextTimerIsFrame = false
        try? performInUIKit(UIKitStep.fireTimers, on: receiver, in: process)
    }

    /// A suspended app's timers wait until it runs again; an ended one's are gone.
    private static func runsTimers(_ process: AppProcess) -> Bool {
        !process.isEnded && process.state != .suspended && process.state != .notRunning
    }
}
