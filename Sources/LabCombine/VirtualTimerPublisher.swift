import Foundation
import OpenCombine
import UIKit

/// `Timer.publish(every:on:in:)` on the device's virtual clock. Combine's timer publisher adds a
/// timer to the run loop, which fires by the real clock the device does not keep; the build
/// turns `Timer.publish(…)` into `__LabTimers.publish(…)` (SourceRewriter), which makes this
/// publisher: connected (`connect()`, or `autoconnect()` at the first subscription), it emits
/// the virtual date at every interval, as the timers of `Timer.scheduledTimer` do (`__LabTimers`);
/// a value arriving when a subscriber has no demand is dropped, as Combine's timer drops it.
public final class VirtualTimerPublisher: ConnectablePublisher {
    public typealias Output = Date
    public typealias Failure = Never

    public let interval: TimeInterval
    public let tolerance: TimeInterval?
    public let runLoop: RunLoop
    public let mode: RunLoop.Mode
    private let subject = PassthroughSubject<Date, Never>()

    init(interval: TimeInterval, tolerance: TimeInterval?, runLoop: RunLoop, mode: RunLoop.Mode) {
        self.interval = interval
        self.tolerance = tolerance
        self.runLoop = runLoop
        self.mode = mode
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Date, S.Failure == Never {
        subject.receive(subscriber: subscriber)
    }

    public func connect() -> Cancellable {
        let subject = self.subject
        let timer = __LabTimers.scheduledTimer(withTimeInterval: interval, repeats: true) { _ in subject.send(Date()) }
        return AnyCancellable { timer.invalidate() }
    }
}

extension __LabTimers {
    /// `Timer.publish(every:tolerance:on:in:options:)`.
    public static func publish(every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop,
                               in mode: RunLoop.Mode, options: RunLoop.SchedulerOptions? = nil) -> VirtualTimerPublisher {
        VirtualTimerPublisher(interval: interval, tolerance: tolerance, runLoop: runLoop, mode: mode)
    }
}
