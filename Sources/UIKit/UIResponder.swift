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
}
