import Foundation

/// The edit menu (Copy, Paste and the app's own items) of iOS 3–15. It opens on a long press,
/// which the simulated device has no gesture for, and the device draws no menu: the first use
/// says so in the console. What the app sets is kept and answered (`menuItems`,
/// `isMenuVisible` after `showMenu(from:rect:)`), and no item's action is sent.
open class UIMenuController: NSObject {
    public static let shared: UIMenuController = {
        UnsimulatedGesture.say("UIMenuController", "long press")
        return UIMenuController()
    }()

    open var menuItems: [UIMenuItem]?
    open private(set) var isMenuVisible = false
    open private(set) var menuFrame: CGRect = .zero
    open var arrowDirection: ArrowDirection = .default

    private override init() { super.init() }

    open func showMenu(from targetView: UIView, rect targetRect: CGRect) {
        isMenuVisible = true
        menuFrame = targetView.convert(targetRect, to: nil)
    }
    open func hideMenu(from targetView: UIView) { hideMenu() }
    open func hideMenu() {
        isMenuVisible = false
        menuFrame = .zero
    }
    /// Asks the responders again which items they can perform (nothing shows).
    open func update() {}

    @available(*, deprecated, renamed: "showMenu(from:rect:)")
    open func setTargetRect(_ targetRect: CGRect, in targetView: UIView) { menuFrame = targetView.convert(targetRect, to: nil) }
    @available(*, deprecated, message: "Use showMenu(from:rect:) or hideMenu(from:)")
    open func setMenuVisible(_ menuVisible: Bool, animated: Bool) { isMenuVisible = menuVisible }

    public enum ArrowDirection: Int, Sendable { case `default`, up, down, left, right }
}

/// An item the app adds to the edit menu: its title and the action sent along the responder chain.
open class UIMenuItem: NSObject {
    open var title: String
    open var action: Selector

    public init(title: String, action: Selector) {
        self.title = title
        self.action = action
        super.init()
    }
}

/// The standard edit actions a responder may perform (`#selector(UIResponderStandardEditActions.copy)`).
public protocol UIResponderStandardEditActions: AnyObject {
    func cut(_ sender: Any?)
    func copy(_ sender: Any?)
    func paste(_ sender: Any?)
    func select(_ sender: Any?)
    func selectAll(_ sender: Any?)
    func delete(_ sender: Any?)
}

extension UIResponderStandardEditActions {
    public func cut(_ sender: Any?) {}
    public func copy(_ sender: Any?) {}
    public func paste(_ sender: Any?) {}
    public func select(_ sender: Any?) {}
    public func selectAll(_ sender: Any?) {}
    public func delete(_ sender: Any?) {}
}
