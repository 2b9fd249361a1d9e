import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// One turn of the main run loop (docs/lifecycle.md, "The run-loop turn"). Each event the
/// device delivers is one turn: the app's callbacks run, and when the outermost call into the
/// app returns, the main queue runs what was queued on it (in order, and what that queues in
/// turn), the timers that came due fire, the layout pass lays out what asked for it, the
/// display pass draws, the device hears the views' new frames; then the turn ends and the
/// device hears back. Calls the device makes
/// while app code waits for it (a `viewDidLoad()` inside `makeKeyAndVisible()`) are part of
/// the turn of the code that waits, and end none.
///
/// A launch is one turn: UIKit launches the app before its run loop first turns, so nothing
/// queued during the launch runs until the launch is over. The turn is held from the start of
/// the process until the device says the launch is over (`turn`).
enum RunLoopTurn {
    /// The launch is under way: outermost calls end no turn.
    nonisolated(unsafe) static var isHeld = true

    /// At most this many rounds of main-queue work, timers and layout per turn: an app that
    /// queues work forever from its own queued work leaves the rest for its next turn, where
    /// iOS would keep running it between events.
    private static let roundLimit = 1000

    /// Ends the turn: the main queue, due timers and the layout pass, again while any of them
    /// made more work; then the display pass; then the device hears when the next timer is due.
    static func end() {
        var rounds = 0
        while true {
            rounds += 1
            runMainQueue()
            let fired = __LabTimers.fireDue()
            // The screen's frame (an SKView's update, actions and physics), once per turn.
            let framed = rounds == 1 && DisplayFrames.runDue()
            let laidOut = PendingLayout.run()
            // Only a timer, a frame or a layout could have queued more (the queue ran until empty).
            guard fired || framed || laidOut, rounds < roundLimit else { break }
        }
        if DisplayPass.flush(), MainQueue.hasWork { runMainQueue() }
        for observer in endObservers { observer() }
        FrameReport.flush()
        FormatArguments.drain()
        __LabTimers.reportNextFire()
        RunningAnimations.reportNextEnd()
    }

    /// What the SDK's other modules report to the device as a turn ends (an SKView's nodes).
    nonisolated(unsafe) static var endObservers: [() -> Void] = []

    /// Runs the main queue until it is empty: a block queued by a queued block runs in the
    /// same turn, after the blocks queued before it (the main queue is serial, first in first out).
    private static func runMainQueue() {
        // One pass always: it also serves the main run loop's other sources (`RunLoop.main.perform`).
        _ = RunLoop.main.run(mode: .default, before: .distantPast)
        var passes = 1
        while MainQueue.hasWork, passes < roundLimit {
            _ = RunLoop.main.run(mode: .default, before: .distantPast)
            passes += 1
        }
    }
}

/// Whether blocks wait on the main dispatch queue. libdispatch wakes the main run loop through
/// an event file descriptor that is readable while blocks wait (swift-corelibs-libdispatch's
/// `_dispatch_get_main_queue_handle_4CF`, which CFRunLoop waits on); a poll with no timeout
/// asks it without running anything (about a microsecond).
enum MainQueue {
    static var hasWork: Bool {
        var descriptor = pollfd(fd: handle, events: Int16(POLLIN), revents: 0)
        return poll(&descriptor, 1, 0) > 0
    }

    private static let handle: Int32 = __labMainQueueHandle()
}

@_silgen_name("_dispatch_get_main_queue_handle_4CF")
private func __labMainQueueHandle() -> Int32
