import Foundation

/// `Timer.scheduledTimer(timeInterval:target:selector:userInfo:repeats:)` and its unscheduled
/// initialiser, which swift-corelibs-foundation leaves out (it has no Objective-C runtime):
/// each firing calls the method as a control's action is called, through the class's `@objc`
/// table, for targets that are NSObject classes (view controllers, views, delegates, models). As on iOS,
/// the timer keeps its target until it is invalidated. `userInfo` is not kept.
extension Timer {
    public class func scheduledTimer(timeInterval interval: TimeInterval, target: Any, selector: Selector,
                                     userInfo: Any?, repeats: Bool) -> Timer {
        __LabTimers.scheduledTimer(timeInterval: interval, target: target, selector: selector, userInfo: userInfo, repeats: repeats)
    }

    public convenience init(timeInterval interval: TimeInterval, target: Any, selector: Selector, userInfo: Any?, repeats: Bool) {
        let receiver = target as AnyObject
        self.init(timeInterval: interval, repeats: repeats) { timer in
            if !ObjectMembers.perform(selector.name, on: receiver, timer) { SelectorTimerNotes.cannotCall(selector, on: receiver) }
        }
    }
}

/// What the console says, once, about a target whose selectors LifecycleLab cannot call.
enum SelectorTimerNotes {
    nonisolated(unsafe) private static var said = false

    static func cannotCall(_ selector: Selector, on target: AnyObject) {
        guard !said else { return }
        said = true
        print("[LifecycleLab] Timer cannot call \(selector.name) on \(type(of: target)): selectors reach only @objc methods of NSObject classes (view controllers, views, delegates, models), with no argument or one; use Timer.scheduledTimer(withTimeInterval:repeats:block:)")
    }
}
