import Foundation
import OpenCombine
import OpenCombineDispatch
import OpenCombineFoundation

/// The main queue or the main run loop as a Combine scheduler on the device's virtual clock.
/// OpenCombine's DispatchQueue and RunLoop schedulers wait by the real clock (`asyncAfter`,
/// run loop timers), which the simulated device does not keep; the operators that wait
/// (`delay`, `debounce`, `throttle`, `timeout`) given `DispatchQueue.main` or `RunLoop.main`
/// use this instead (`VirtualClockOperators`), which waits through UIKit's virtual timers
/// (`lab_main_after`). Its time is the virtual date's; `SchedulerTimeType` is the
/// DispatchQueue's, so `.seconds(1)` and `.milliseconds(300)` read as in Combine.
public struct VirtualClockScheduler: Scheduler {
    public typealias SchedulerTimeType = DispatchQueue.SchedulerTimeType
    public typealias SchedulerOptions = DispatchQueue.SchedulerOptions

    public init() {}

    public var now: SchedulerTimeType {
        SchedulerTimeType(DispatchTime(uptimeNanoseconds: UInt64(max(0, Date().timeIntervalSince1970) * 1_000_000_000)))
    }

    public var minimumTolerance: SchedulerTimeType.Stride { .nanoseconds(0) }

    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        DispatchQueue.main.async(execute: action)
    }

    public func schedule(after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
                         _ action: @escaping () -> Void) {
        let seconds = Double(Int64(bitPattern: date.dispatchTime.uptimeNanoseconds) - Int64(bitPattern: now.dispatchTime.uptimeNanoseconds)) / 1e9
        MainAfter.run(after: seconds, action)
    }

    public func schedule(after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
                         options: SchedulerOptions?, _ action: @escaping () -> Void) -> Cancellable {
        let repeating = Repeating(interval: Double(interval.magnitude) / 1e9, action: action)
        schedule(after: date, tolerance: tolerance, options: options) { repeating.fire() }
        return AnyCancellable { repeating.cancelled = true }
    }

    /// A repeating schedule: each firing schedules the next, until cancelled.
    private final class Repeating {
        let interval: Double
        let action: () -> Void
        var cancelled = false
        init(interval: Double, action: @escaping () -> Void) {
            self.interval = interval
            self.action = action
        }

        func fire() {
            guard !cancelled else { return }
            action()
            MainAfter.run(after: interval) { [self] in fire() }
        }
    }
}

/// UIKit's `lab_main_after`, found by name in the process (libUIKit.so is always loaded).
enum MainAfter {
    private typealias Function = @convention(c) (Double, UnsafeMutableRawPointer?, @convention(c) (UnsafeMutableRawPointer?) -> Void) -> Void
    private static let function: Function? = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "lab_main_after")
        .map { unsafeBitCast($0, to: Function.self) }

    static func run(after seconds: Double, _ action: @escaping () -> Void) {
        guard let function else {
            // Outside LifecycleLab's app processes (never in an app the device runs).
            DispatchQueue.main.asyncAfter(deadline: .now() + seconds, execute: action)
            return
        }
        let context = Unmanaged.passRetained(ActionBox(action)).toOpaque()
        function(seconds, context) { context in
            guard let context else { return }
            Unmanaged<ActionBox>.fromOpaque(context).takeRetainedValue().action()
        }
    }

    private final class ActionBox {
        let action: () -> Void
        init(_ action: @escaping () -> Void) { self.action = action }
    }
}
