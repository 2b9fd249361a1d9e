/// The source the build adds to a module that imports Combine: `__LabTimers.publish(…)` (what
/// `Timer.publish(every:on:in:)` is rewritten to) making the SDK Combine's virtual-clock timer
/// publisher, scheduled through UIKit's `__LabTimers`. It is generated into the app rather than
/// kept in the SDK so that Combine's library need not contain UIKit (and UIKit's need not
/// contain Combine: apps that do not import Combine load none of it).
enum CombineTimerBridge {
    static let fileName = "LifecycleLabCombineTimers.swift"

    static let source = """
        import UIKit
        import Combine

        extension __LabTimers {
            static func publish(every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop,
                                in mode: RunLoop.Mode, options: RunLoop.SchedulerOptions? = nil) -> VirtualTimerPublisher {
                VirtualTimerPublisher(interval: interval, tolerance: tolerance, runLoop: runLoop, mode: mode) { interval, tick in
                    let timer = __LabTimers.scheduledTimer(withTimeInterval: interval, repeats: true) { _ in tick() }
                    return { timer.invalidate() }
                }
            }
        }

        """
}
