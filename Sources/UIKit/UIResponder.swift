/// The base of UIKit's responders: the application, its delegate, windows, views and view
/// controllers.
open class UIResponder: NSObject {
    public override init() {
        super.init()
    }

    open var next: UIResponder? { nil }
    open var canBecomeFirstResponder: Bool { false }
    @discardableResult open func becomeFirstResponder() -> Bool { false }
    @discardableResult open func resignFirstResponder() -> Bool { true }
    /// The keyboard's accessory and replacement views (no keyboard is simulated).
    open var inputAccessoryView: UIView? { nil }
    open var inputView: UIView? { nil }

    /// Sets the `@IBOutlet` named `name` as a nib loads (the build adds an override to every
    /// class with outlets; Linux Swift has no key-value coding to do it by name).
    open func __labSetOutlet(_ name: String, _ value: AnyObject?) -> Bool { false }

    /// Runs the action method `selector` (`addContact:`), as a control's target-action does
    /// (the build adds an override to every class with `@IBAction` or `@objc` methods).
    open func __labPerformAction(_ selector: String, _ sender: AnyObject?) -> Bool { false }
}
