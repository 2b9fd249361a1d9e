import Foundation
import OpenCombine

/// `Timer.publish(every:on:in:)` on the device's virtual clock. Combine's timer publisher adds a
/// timer to the run loop, which fires by the real clock the device does not keep; the build
/// turns `Timer.publish(…)` into `__LabTimers.publish(…)` (SourceRewriter), which the build's
/// generated bridge (`CombineTimerBridge`) answers with this publisher, scheduling through
/// UIKit's `__LabTimers`. Connected (`connect()`, or `autoconnect()` at the first subscription),
/// it emits the virtual date at every interval; a value arriving when a subscriber has no
/// demand is dropped, as Combine's timer drops it.
public final class VirtualTimerPublisher: ConnectablePublisher {
    public typealias Output = Date
    public typealias Failure = Never
    /// Starts a repeating timer calling `tick`; returns what stops it.
    public typealias Schedule = (_ interval: TimeInterval, _ tick: @escaping () -> Void) -> () -> Void

    public let interval: TimeInterval
    public let tolerance: TimeInterval?
    public let runLoop: RunLoop
    public let mode: RunLoop.Mode
    private let schedule: Schedule
    private let subject = PassthroughSubject<Date, Never>()

    public init(interval: TimeInterval, tolerance: TimeInterval?, runLoop: RunLoop, mode: RunLoop.Mode, schedule: @escaping Schedule) {
        self.interval = interval
        self.tolerance = tolerance
        self.runLoop = runLoop
        self.mode = mode
        self.schedule = schedule
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Date, S.Failure == Never {
        subject.receive(subscriber: subscriber)
    }

    public func connect() -> Cancellable {
        let subject = self.subject
        return AnyCancellable(schedule(interval) { subject.send(Date()) })
    }
}
