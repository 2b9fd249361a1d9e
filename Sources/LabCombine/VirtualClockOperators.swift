import Foundation
import OpenCombine
import OpenCombineDispatch
import OpenCombineFoundation

/// The operators that wait, given `DispatchQueue.main` (known by its label: each `.main` is a new
/// wrapper of the one queue) or `RunLoop.main`: on the device's
/// virtual clock (`VirtualClockScheduler`), so `delay(for: .seconds(1), scheduler: DispatchQueue.main)`
/// fires when `wait 1s` has passed, the same in every run. These overloads, more specific than
/// Combine's generic operators, are chosen for these two schedulers; they return the
/// publisher erased (`AnyPublisher`). Another queue or run loop waits by the real clock, as
/// threads other than the main one do in LifecycleLab.
extension Publisher {
    public func delay(for interval: DispatchQueue.SchedulerTimeType.Stride, tolerance: DispatchQueue.SchedulerTimeType.Stride? = nil,
                      scheduler: DispatchQueue, options: DispatchQueue.SchedulerOptions? = nil) -> AnyPublisher<Output, Failure> {
        scheduler.label == DispatchQueue.main.label
            ? Self.genericDelay(self, for: interval, scheduler: VirtualClockScheduler())
            : Self.genericDelay(self, for: interval, tolerance: tolerance, scheduler: scheduler, options: options)
    }

    public func delay(for interval: RunLoop.SchedulerTimeType.Stride, tolerance: RunLoop.SchedulerTimeType.Stride? = nil,
                      scheduler: RunLoop, options: RunLoop.SchedulerOptions? = nil) -> AnyPublisher<Output, Failure> {
        scheduler === RunLoop.main
            ? Self.genericDelay(self, for: Self.virtual(interval), scheduler: VirtualClockScheduler())
            : Self.genericDelay(self, for: interval, tolerance: tolerance, scheduler: scheduler, options: options)
    }

    public func debounce(for dueTime: DispatchQueue.SchedulerTimeType.Stride, scheduler: DispatchQueue,
                         options: DispatchQueue.SchedulerOptions? = nil) -> AnyPublisher<Output, Failure> {
        scheduler.label == DispatchQueue.main.label
            ? Self.genericDebounce(self, for: dueTime, scheduler: VirtualClockScheduler())
            : Self.genericDebounce(self, for: dueTime, scheduler: scheduler, options: options)
    }

    public func debounce(for dueTime: RunLoop.SchedulerTimeType.Stride, scheduler: RunLoop,
                         options: RunLoop.SchedulerOptions? = nil) -> AnyPublisher<Output, Failure> {
        scheduler === RunLoop.main
            ? Self.genericDebounce(self, for: Self.virtual(dueTime), scheduler: VirtualClockScheduler())
            : Self.genericDebounce(self, for: dueTime, scheduler: scheduler, options: options)
    }

    public func throttle(for interval: DispatchQueue.SchedulerTimeType.Stride, scheduler: DispatchQueue,
                         latest: Bool) -> AnyPublisher<Output, Failure> {
        scheduler.label == DispatchQueue.main.label
            ? Self.genericThrottle(self, for: interval, scheduler: VirtualClockScheduler(), latest: latest)
            : Self.genericThrottle(self, for: interval, scheduler: scheduler, latest: latest)
    }

    public func throttle(for interval: RunLoop.SchedulerTimeType.Stride, scheduler: RunLoop,
                         latest: Bool) -> AnyPublisher<Output, Failure> {
        scheduler === RunLoop.main
            ? Self.genericThrottle(self, for: Self.virtual(interval), scheduler: VirtualClockScheduler(), latest: latest)
            : Self.genericThrottle(self, for: interval, scheduler: scheduler, latest: latest)
    }

    public func timeout(_ interval: DispatchQueue.SchedulerTimeType.Stride, scheduler: DispatchQueue,
                        options: DispatchQueue.SchedulerOptions? = nil, customError: (() -> Failure)? = nil) -> AnyPublisher<Output, Failure> {
        scheduler.label == DispatchQueue.main.label
            ? Self.genericTimeout(self, interval, scheduler: VirtualClockScheduler(), customError: customError)
            : Self.genericTimeout(self, interval, scheduler: scheduler, options: options, customError: customError)
    }

    public func timeout(_ interval: RunLoop.SchedulerTimeType.Stride, scheduler: RunLoop,
                        options: RunLoop.SchedulerOptions? = nil, customError: (() -> Failure)? = nil) -> AnyPublisher<Output, Failure> {
        scheduler === RunLoop.main
            ? Self.genericTimeout(self, Self.virtual(interval), scheduler: VirtualClockScheduler(), customError: customError)
            : Self.genericTimeout(self, interval, scheduler: scheduler, options: options, customError: customError)
    }

    // Combine's own operators, reached from a generic context (where the overloads above, for
    // two concrete schedulers, are not candidates), erased.
    private static func genericDelay<S: Scheduler>(_ upstream: Self, for interval: S.SchedulerTimeType.Stride,
                                                   tolerance: S.SchedulerTimeType.Stride? = nil, scheduler: S,
                                                   options: S.SchedulerOptions? = nil) -> AnyPublisher<Output, Failure> {
        upstream.delay(for: interval, tolerance: tolerance, scheduler: scheduler, options: options).eraseToAnyPublisher()
    }

    private static func genericDebounce<S: Scheduler>(_ upstream: Self, for dueTime: S.SchedulerTimeType.Stride, scheduler: S,
                                                      options: S.SchedulerOptions? = nil) -> AnyPublisher<Output, Failure> {
        upstream.debounce(for: dueTime, scheduler: scheduler, options: options).eraseToAnyPublisher()
    }

    private static func genericThrottle<S: Scheduler>(_ upstream: Self, for interval: S.SchedulerTimeType.Stride, scheduler: S,
                                                      latest: Bool) -> AnyPublisher<Output, Failure> {
        upstream.throttle(for: interval, scheduler: scheduler, latest: latest).eraseToAnyPublisher()
    }

    private static func genericTimeout<S: Scheduler>(_ upstream: Self, _ interval: S.SchedulerTimeType.Stride, scheduler: S,
                                                     options: S.SchedulerOptions? = nil,
                                                     customError: (() -> Failure)? = nil) -> AnyPublisher<Output, Failure> {
        upstream.timeout(interval, scheduler: scheduler, options: options, customError: customError).eraseToAnyPublisher()
    }

    private static func virtual(_ stride: RunLoop.SchedulerTimeType.Stride) -> DispatchQueue.SchedulerTimeType.Stride {
        .nanoseconds(Int((stride.timeInterval * 1_000_000_000).rounded()))
    }
}
