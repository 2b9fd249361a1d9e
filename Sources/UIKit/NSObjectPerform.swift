import Foundation
import LabWire

/// `perform(_:)` and its relatives, which swift-corelibs-foundation leaves out (it has no
/// Objective-C runtime): a selector reaches a responder's `@objc`/`@IBAction` methods, as a
/// control's action does, through the class's action table (with no argument, one or two).
/// Delayed performs run on the device's virtual clock, as timers do.
extension NSObject {
    @discardableResult
    public func perform(_ aSelector: Selector) -> Unmanaged<AnyObject>? {
        SelectorPerform.call(aSelector, on: self, with: nil)
        return nil
    }

    @discardableResult
    public func perform(_ aSelector: Selector, with object: Any?) -> Unmanaged<AnyObject>? {
        SelectorPerform.call(aSelector, on: self, with: object)
        return nil
    }

    @discardableResult
    public func perform(_ aSelector: Selector, with object1: Any?, with object2: Any?) -> Unmanaged<AnyObject>? {
        SelectorPerform.call(aSelector, on: self, arguments: [object1, object2])
        return nil
    }

    /// Runs the method once the device's virtual time has moved on by `delay` (a one-shot timer).
    public func perform(_ aSelector: Selector, with anArgument: Any?, afterDelay delay: TimeInterval) {
        SelectorPerform.schedule(aSelector, on: self, with: anArgument, after: delay)
    }

    public func perform(_ aSelector: Selector, with anArgument: Any?, afterDelay delay: TimeInterval, inModes modes: [RunLoop.Mode]) {
        SelectorPerform.schedule(aSelector, on: self, with: anArgument, after: delay)
    }

    /// Cancels the delayed performs aimed at `target`.
    public class func cancelPreviousPerformRequests(withTarget aTarget: Any) {
        SelectorPerform.cancel(target: aTarget as AnyObject, selector: nil)
    }

    public class func cancelPreviousPerformRequests(withTarget aTarget: Any, selector aSelector: Selector, object anArgument: Any?) {
        SelectorPerform.cancel(target: aTarget as AnyObject, selector: aSelector)
    }

    /// App code runs on the main thread: the method runs now (`waitUntilDone` or not, it is done on return).
    public func performSelector(onMainThread aSelector: Selector, with arg: Any?, waitUntilDone wait: Bool) {
        SelectorPerform.call(aSelector, on: self, with: arg)
    }

    public func performSelector(inBackground aSelector: Selector, with arg: Any?) {
        let box = SelectorPerform.Box(target: self, argument: arg)
        Thread.detachNewThread { SelectorPerform.call(aSelector, on: box.target, with: box.argument) }
    }
}

enum SelectorPerform {
    final class Box: @unchecked Sendable {
        let target: AnyObject
        let argument: Any?
        init(target: AnyObject, argument: Any?) {
            self.target = target
            self.argument = argument
        }
    }

    nonisolated(unsafe) private static var delayed: [(target: ObjectIdentifier, selector: Selector, timer: Timer)] = []
    nonisolated(unsafe) private static var said: Set<String> = []

    static func call(_ selector: Selector, on target: AnyObject, with argument: Any?) {
        let name = selector.name
        // The private selector behind the Simulator's Simulate Memory Warning.
        if target is UIApplication, name == "_performMemoryWarning" {
            AppRuntime.shared.call(HostCalls.simulateMemoryWarning)
            return
        }
        if ObjectMembers.perform(name, on: target, argument.map { $0 as AnyObject }) { return }
        notReached(name, on: target)
    }

    /// A selector of several arguments (a completion selector, `perform(_:with:with:)`).
    static func call(_ selector: Selector, on target: AnyObject, arguments: [Any?]) {
        if let responder = target as? UIResponder, responder.__labPerform(selector.name, arguments) { return }
        // A method of fewer parameters gets the first arguments, as in Objective-C.
        if ObjectMembers.perform(selector.name, on: target, arguments.first.flatMap { $0 }.map { $0 as AnyObject }) { return }
        notReached(selector.name, on: target)
    }

    /// Not a method the build listed: it says so once, as an unrecognised selector would.
    private static func notReached(_ name: String, on target: AnyObject) {
        let key = "\(type(of: target)).\(name)"
        guard said.insert(key).inserted else { return }
        print("[LifecycleLab] perform(\(name)) on \(AppRuntime.className(of: target)): LifecycleLab reaches only @objc or @IBAction methods "
              + "of NSObject classes (view controllers, views, delegates, models), with the arguments their declaration has; this selector was not called")
    }

    static func schedule(_ selector: Selector, on target: AnyObject, with argument: Any?, after delay: TimeInterval) {
        let box = Box(target: target, argument: argument)
        let timer = __LabTimers.scheduledTimer(withTimeInterval: max(0, delay), repeats: false) { timer in
            delayed.removeAll { $0.timer === timer }
            call(selector, on: box.target, with: box.argument)
        }
        delayed.append((ObjectIdentifier(target), selector, timer))
    }

    static func cancel(target: AnyObject, selector: Selector?) {
        let id = ObjectIdentifier(target)
        for entry in delayed where entry.target == id && (selector == nil || entry.selector == selector) { entry.timer.invalidate() }
        delayed.removeAll { !$0.timer.isValid }
    }
}
