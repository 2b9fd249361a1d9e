import Foundation
import LabWire

/// Timers on the device's virtual clock. A run loop timer fires by the real clock, which the
/// device does not keep, so the build turns `Timer.scheduledTimer(…)`, `Timer(timeInterval:…)`,
/// `RunLoop.main.add(timer, forMode:)` and `DispatchQueue.main.asyncAfter(deadline:…)` into
/// these (SourceRewriter): the timers are kept
/// here, off the run loop, and fire when the device's virtual time reaches them — as any turn
/// of the main run loop ends (`RunLoopTurn`), and during `wait` while the app runs. A suspended app's timers
/// do not fire; when it runs again, an overdue timer fires once, as on iOS.
public enum __LabTimers {
    /// Scheduled timers (kept until invalidated, as the run loop keeps them), each with its
    /// interval: swift-corelibs-foundation reports 0 for a one-shot timer's.
    nonisolated(unsafe) private static var scheduled: [(timer: Timer, interval: TimeInterval)] = []
    /// The intervals of timers made but not scheduled yet (`Timer(timeInterval:…)`).
    nonisolated(unsafe) private static var intervals: [ObjectIdentifier: TimeInterval] = [:]
    /// The next fire time last told to the device (milliseconds), so it is told only changes.
    nonisolated(unsafe) private static var reported: Int? = nil

    public static func scheduledTimer(withTimeInterval interval: TimeInterval, repeats: Bool,
                                      block: @escaping @Sendable (Timer) -> Void) -> Timer {
        let timer = make(timeInterval: interval, repeats: repeats, block: block)
        add(timer, forMode: .default)
        return timer
    }

    public static func scheduledTimer(timeInterval interval: TimeInterval, target: Any, selector: Selector,
                                      userInfo: Any?, repeats: Bool) -> Timer {
        let timer = make(timeInterval: interval, target: target, selector: selector, userInfo: userInfo, repeats: repeats)
        add(timer, forMode: .default)
        return timer
    }

    /// `Timer()` (which swift-corelibs-foundation's Timer lacks), as a stored property's first
    /// value until a real timer replaces it: never scheduled, it never fires, as NSObject's
    /// `init` makes it on iOS.
    public static func make() -> Timer {
        Timer(timeInterval: 0, repeats: false) { _ in }
    }

    /// `Timer(timeInterval:repeats:block:)`: not scheduled until added.
    public static func make(timeInterval interval: TimeInterval, repeats: Bool, block: @escaping @Sendable (Timer) -> Void) -> Timer {
        remember(Timer(timeInterval: interval, repeats: repeats, block: block), interval: interval, fire: Date().addingTimeInterval(interval))
    }

    public static func make(timeInterval interval: TimeInterval, target: Any, selector: Selector, userInfo: Any?, repeats: Bool) -> Timer {
        remember(Timer(timeInterval: interval, target: target, selector: selector, userInfo: userInfo, repeats: repeats),
                 interval: interval, fire: Date().addingTimeInterval(interval))
    }

    /// `Timer(fire:interval:repeats:block:)`.
    public static func make(fire date: Date, interval: TimeInterval, repeats: Bool, block: @escaping @Sendable (Timer) -> Void) -> Timer {
        remember(Timer(fire: date, interval: interval, repeats: repeats, block: block), interval: interval, fire: date)
    }

    private static func remember(_ timer: Timer, interval: TimeInterval, fire: Date) -> Timer {
        timer.fireDate = fire
        intervals[ObjectIdentifier(timer)] = interval
        return timer
    }

    /// `DispatchQueue.main.asyncAfter(deadline:execute:)`: the work runs when the device's
    /// virtual time has moved on by the delay, as a one-shot timer does.
    public static func mainAsyncAfter(deadline: DispatchTime, qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [],
                                      execute work: @escaping () -> Void) {
        let delay = Double(Int64(bitPattern: deadline.uptimeNanoseconds) - Int64(bitPattern: DispatchTime.now().uptimeNanoseconds)) / 1e9
        let box = WorkBox(work)
        add(make(timeInterval: max(0, delay), repeats: false) { _ in box.work() }, forMode: .default)
    }

    public static func mainAsyncAfter(deadline: DispatchTime, execute item: DispatchWorkItem) {
        mainAsyncAfter(deadline: deadline) { if !item.isCancelled { item.perform() } }
    }

    /// A closure carried into a timer's block (which must be Sendable; all runs on the main thread).
    private final class WorkBox: @unchecked Sendable {
        let work: () -> Void
        init(_ work: @escaping () -> Void) { self.work = work }
    }

    /// `RunLoop.main.add(timer, forMode:)`.
    public static func add(_ timer: Timer, forMode mode: RunLoop.Mode) {
        guard timer.isValid, !scheduled.contains(where: { $0.timer === timer }) else { return }
        scheduled.append((timer, intervals.removeValue(forKey: ObjectIdentifier(timer)) ?? timer.timeInterval))
    }

    /// Fires the timers due at the device's virtual time, earliest first. A repeating timer
    /// moves on by its interval, skipping firings it missed, as the run loop does. True when
    /// one fired.
    @discardableResult
    static func fireDue() -> Bool {
        guard !scheduled.isEmpty else { return false }  // every turn ends here: most apps have no timer
        let now = Date()
        scheduled.removeAll { !$0.timer.isValid }
        var fired = false
        for (timer, interval) in scheduled.filter({ $0.timer.fireDate <= now }).sorted(by: { $0.timer.fireDate < $1.timer.fireDate }) {
            guard timer.isValid else { continue }
            timer.fire()
            fired = true
            guard timer.isValid, interval > 0 else { continue }
            var next = timer.fireDate.addingTimeInterval(interval)
            while next <= now { next = next.addingTimeInterval(interval) }
            timer.fireDate = next
        }
        scheduled.removeAll { !$0.timer.isValid }
        return fired
    }

    /// Tells the device when the next timer or screen frame is due (virtual milliseconds), if
    /// that changed, and whether it is a frame only (the device logs a timer's firing, not a frame).
    static func reportNextFire() {
        let frame = DisplayFrames.nextDue
        guard !scheduled.isEmpty || reported != nil || frame != nil else { return }
        let now = Date()
        let timer = scheduled.filter { $0.timer.isValid }.map(\.timer.fireDate).min().map { date in
            LabClock.now + max(1, Int((date.timeIntervalSince(now) * 1000).rounded(.up)))
        }
        let next = [timer, frame].compactMap { $0 }.min()
        let frameOnly = frame != nil && frame! < (timer ?? Int.max)
        guard next != reported || frameOnly != reportedFrameOnly else { return }
        reported = next
        reportedFrameOnly = frameOnly
        AppRuntime.shared.call(HostCalls.setNextTimer, next, frameOnly)
    }
    nonisolated(unsafe) private static var reportedFrameOnly = false
}

/// `lab_main_after(seconds, context, callback)`: runs `callback(context)` on the main thread
/// when the device's virtual time has moved on by `seconds`, as `DispatchQueue.main.asyncAfter`
/// does here. Exported by name for the SDK's Combine (`libLabCombine.so`, which does not link
/// UIKit), whose main-queue and main-run-loop schedulers wait on the virtual clock through it.
@_cdecl("lab_main_after")
public func __labMainAfter(_ seconds: Double, _ context: UnsafeMutableRawPointer?,
                           _ callback: @convention(c) (UnsafeMutableRawPointer?) -> Void) {
    let box = ContextBox(context)
    __LabTimers.add(__LabTimers.make(timeInterval: max(0, seconds), repeats: false) { _ in callback(box.context) }, forMode: .default)
}

/// A C context pointer carried into a timer's block (all runs on the main thread).
private final class ContextBox: @unchecked Sendable {
    let context: UnsafeMutableRawPointer?
    init(_ context: UnsafeMutableRawPointer?) { self.context = context }
}
