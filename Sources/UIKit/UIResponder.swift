import LabWire

/// The base of UIKit's responders: the application, its delegate, windows, views and view
/// controllers.
open class UIResponder: NSObject {
    public override init() {
        super.init()
    }

    /// Where a view controller or view hears a change it observes (KeyValueObserving.swift).
    open func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
                           context: UnsafeMutableRawPointer?) {}

    /// `<UIApplication: 0x600000000010>`, `<MyApp.MyApplication: 0x600000000020>`: iOS's shape
    /// (a Swift class with its module), with a stand-in address numbered in the order objects
    /// are first described, so a transcript reads the same each run (**choice**: the real
    /// address would differ every run).
    open override var description: String {
        if describedNumber == nil {
            ObjectDescriptions.count += 1
            describedNumber = ObjectDescriptions.count
        }
        return "<\(ObjectDescriptions.className(of: self)): 0x\(String(0x6000_0000_0000 + describedNumber! * 0x10, radix: 16))>"
    }
    private var describedNumber: Int?

    open var next: UIResponder? { nil }

    /// Whether the object answers the selector: the build's class table says whether the
    /// app's class implements it (**choice**: UIKit's own methods, which the table does not
    /// list, answer false unless the app's class overrides them).
    open func responds(to aSelector: Selector) -> Bool {
        guard AppRuntime.shared.id(of: self) != nil else { return false }
        return AppRuntime.shared.call(HostCalls.implementsAction, AppRuntime.shared.ref(self), aSelector.name)
    }
    /// The activity this responder shares; when a scene saves it, UIKit calls
    /// `updateUserActivityState(_:)` on the view controllers that share it.
    open var userActivity: NSUserActivity?
    open func updateUserActivityState(_ activity: NSUserActivity) {}
    open func restoreUserActivityState(_ activity: NSUserActivity) {}
    open var canBecomeFirstResponder: Bool { false }
    @discardableResult open func becomeFirstResponder() -> Bool { false }
    @discardableResult open func resignFirstResponder() -> Bool { true }
    /// The keyboard's accessory and replacement views (no keyboard is simulated).
    open var inputAccessoryView: UIView? { nil }
    open var inputView: UIView? { nil }

    /// Touches and motion: declared for app code to override, never sent by the lab (no finger,
    /// no shake; see `UITouch`). Each passes the call on to the next responder, as UIKit's does.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesBegan(touches, with: event) }
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesMoved(touches, with: event) }
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesEnded(touches, with: event) }
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesCancelled(touches, with: event) }
    open func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { next?.motionBegan(motion, with: event) }
    open func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { next?.motionEnded(motion, with: event) }
    open func motionCancelled(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { next?.motionCancelled(motion, with: event) }

    /// Sets the `@IBOutlet` named `name` as a nib loads (the build adds an override to every
    /// class with outlets; Linux Swift has no key-value coding to do it by name).
    open func __labSetOutlet(_ name: String, _ value: AnyObject?) -> Bool { false }

    /// A nib connected an outlet to an object of another class than the property's. iOS's
    /// key-value coding stores it without checking (and the app works while it only calls
    /// what both classes have); Swift cannot store it, so the outlet stays nil. UIKit-style
    /// console line, so that the crash at its first use has its explanation above it.
    public func __labOutletClassMismatch(_ name: String, _ value: AnyObject, _ declared: String) {
        OutletClassMismatch.report(name, value, declared)
    }

    /// Sets the property `key` as `setValue(_:forKey:)` would, for a nib's user-defined
    /// runtime attributes and `@IBInspectable` values: the build adds an override to every class
    /// with `@IBInspectable` or `@objc` properties, UIKit's classes answer for theirs; false
    /// when no class has the key (UIKit then raises NSUnknownKeyException).
    open func __labSetValue(_ value: Any?, forKey key: String) -> Bool { false }

    /// Reads the property `key` as `value(forKey:)` would (`KeyValueCoding`): the build adds an
    /// override to every class with `@IBInspectable` or `@objc` properties, UIKit's classes
    /// answer for the properties nibs set; `found` is false when no class has the key.
    open func __labGetValue(forKey key: String) -> (found: Bool, value: Any?) { (false, nil) }

    /// Runs the action method `selector` (`addContact:`), as a control's target-action does
    /// (the build adds an override to every class with `@IBAction` or `@objc` methods).
    open func __labPerformAction(_ selector: String, _ sender: AnyObject?) -> Bool { false }

    /// Runs the `@objc` method `selector` of two parameters or more with `arguments`, as the
    /// system performs a completion selector (`image:didFinishSavingWithError:contextInfo:`):
    /// the build adds an override to every class with such methods. False when none matches.
    open func __labPerform(_ selector: String, _ arguments: [Any?]) -> Bool { false }
}

/// How `description` names objects as Objective-C does: UIKit's classes bare, app classes with
/// their module (`MyApp.MyApplication`).
enum ObjectDescriptions {
    nonisolated(unsafe) static var count = 0

    static func className(of object: AnyObject) -> String {
        let name = String(reflecting: type(of: object))
        return name.hasPrefix("UIKit.") ? String(name.dropFirst("UIKit.".count)) : name
    }
}

/// What `application(_:continue:restorationHandler:)`'s handler is given: objects that restore
/// a user activity's state (every responder, as in UIKit). LifecycleLab continues no user
/// activity (Handoff, Spotlight), so the delegate method is never called.
public protocol UIUserActivityRestoring: AnyObject {
    func restoreUserActivityState(_ userActivity: NSUserActivity)
}

extension UIResponder: UIUserActivityRestoring {}
