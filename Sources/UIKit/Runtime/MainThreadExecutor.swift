@_spi(ExperimentalCustomExecutors) @_spi(ExperimentalScheduling) import _Concurrency
import Dispatch
import Foundation

/// Swift concurrency on the device's main thread. On iOS a `Task` started from main-actor code
/// runs on the main thread, and other tasks on a pool of threads whose timing nobody can
/// predict; here every job of every task runs on the main queue, in the order it became
/// ready, so the same commands print the same lines. `Task.sleep` waits on the device's
/// virtual clock (as `DispatchQueue.main.asyncAfter` does), not the real one.
///
/// The app process installs these executors as its main and default ones
/// (`_createExecutors(factory:)`, the standard library's executor factory) before the app's
/// code runs. Their jobs go on the main dispatch queue, which runs when the run loop's turn
/// ends (`RunLoopTurn.end()`), until it is empty.
enum MainThreadExecutor {
    static func install() {
        _createExecutors(factory: Factory.self)
    }

    /// Queues `run` on the main queue (from any thread: code the app sent to
    /// `DispatchQueue.global()` may make a job ready); the turn runs the queue until it is empty.
    fileprivate static func enqueue(_ run: @escaping () -> Void) {
        let box = WorkBox(run)
        DispatchQueue.main.async { box.run() }
    }

    /// Queues `run` when the device's virtual time has moved on by `delay`, as a one-shot
    /// timer does; it runs, and what it makes ready, before the timer's turn ends.
    fileprivate static func enqueue<D>(after delay: D, _ run: @escaping () -> Void) {
        let box = WorkBox(run)
        __LabTimers.add(__LabTimers.make(timeInterval: seconds(delay), repeats: false) { _ in
            MainThreadExecutor.enqueue(box.run)
        }, forMode: .default)
    }

    /// A clock's duration in seconds, to the millisecond the device's clock counts (the
    /// standard clocks' durations are `Duration`s; a sleep's comes a few microseconds short).
    private static func seconds<D>(_ delay: D) -> TimeInterval {
        guard let duration = delay as? Duration else { return 0 }
        let seconds = Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
        return max(0, (seconds * 1000).rounded() / 1000)
    }

    private final class WorkBox: @unchecked Sendable {
        let run: () -> Void
        init(_ run: @escaping () -> Void) { self.run = run }
    }

    private enum Factory: ExecutorFactory {
        static var mainExecutor: any MainExecutor { MainQueueExecutor.shared }
        static var defaultExecutor: any TaskExecutor { PoolExecutor.shared }
    }
}

/// The main actor's executor: the main queue.
private final class MainQueueExecutor: MainExecutor, SchedulingExecutor, @unchecked Sendable {
    static let shared = MainQueueExecutor()

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        MainThreadExecutor.enqueue { job.runSynchronously(on: self.asUnownedSerialExecutor()) }
    }

    func enqueue<C: Clock>(_ job: consuming ExecutorJob, after delay: C.Duration, tolerance: C.Duration?, clock: C) {
        let job = UnownedJob(job)
        MainThreadExecutor.enqueue(after: delay) { job.runSynchronously(on: self.asUnownedSerialExecutor()) }
    }

    func checkIsolated() {
        precondition(Thread.isMainThread, "Incorrect actor executor assumption; expected the main thread")
    }

    /// The app's own run loop is the device's message loop (AppRuntime.run); nothing calls these.
    func run() throws {}
    func runUntil(_ condition: () -> Bool) throws {}
    func stop() {}
}

/// The default executor of tasks that belong to no actor: on iOS a pool of threads, here the
/// main queue too.
private final class PoolExecutor: TaskExecutor, SchedulingExecutor, @unchecked Sendable {
    static let shared = PoolExecutor()

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        MainThreadExecutor.enqueue { job.runSynchronously(on: self.asUnownedTaskExecutor()) }
    }

    func enqueue<C: Clock>(_ job: consuming ExecutorJob, after delay: C.Duration, tolerance: C.Duration?, clock: C) {
        let job = UnownedJob(job)
        MainThreadExecutor.enqueue(after: delay) { job.runSynchronously(on: self.asUnownedTaskExecutor()) }
    }
}
