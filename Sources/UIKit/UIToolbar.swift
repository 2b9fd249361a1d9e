/// A toolbar: its items are kept (the device shows the bar as one view).
open class UIToolbar: UIView {
    open var items: [UIBarButtonItem]?
    open var barStyle: UIBarStyle = .default
    open var isTranslucent: Bool = true
    open var barTintColor: UIColor?
    /// iOS 13's appearances; set, a copy is kept (as UIKit copies them). Drawn by nothing.
    private var ownStandardAppearance: UIToolbarAppearance?
    private lazy var defaultStandardAppearance = UIToolbarAppearance()
    open var standardAppearance: UIToolbarAppearance {
        get { AppearanceProxies.value(of: self) { $0.ownStandardAppearance } ?? defaultStandardAppearance }
        set { ownStandardAppearance = newValue.copy() as? UIToolbarAppearance }
    }
    private var ownCompactAppearance: UIToolbarAppearance?
    open var compactAppearance: UIToolbarAppearance? {
        get { AppearanceProxies.value(of: self) { $0.ownCompactAppearance } }
        set { ownCompactAppearance = newValue?.copy() as? UIToolbarAppearance }
    }
    private var ownScrollEdgeAppearance: UIToolbarAppearance?
    open var scrollEdgeAppearance: UIToolbarAppearance? {
        get { AppearanceProxies.value(of: self) { $0.ownScrollEdgeAppearance } }
        set { ownScrollEdgeAppearance = newValue?.copy() as? UIToolbarAppearance }
    }

    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) { self.items = items }

    /// Set, the delegate is asked where the bar sits (`position(for:)`), as UIKit asks when it
    /// lays the bar out; `barPosition` keeps the answer.
    open weak var delegate: UIToolbarDelegate? {
        didSet { barPosition = delegate?.position(for: self) ?? .any }
    }
    public private(set) var barPosition: UIBarPosition = .any
}

/// Where a bar sits: its shadow and its attachment follow (nothing is drawn in the lab).
public enum UIBarPosition: Int, Sendable { case any, bottom, top, topAttached }

/// A bar's delegate that says where the bar sits.
public protocol UIBarPositioningDelegate: AnyObject {
    func position(for bar: UIBarPositioning) -> UIBarPosition
}

extension UIBarPositioningDelegate {
    public func position(for bar: UIBarPositioning) -> UIBarPosition { .any }
}

/// A bar a positioning delegate places.
public protocol UIBarPositioning: AnyObject {
    var barPosition: UIBarPosition { get }
}

extension UIToolbar: UIBarPositioning {}

public protocol UIToolbarDelegate: UIBarPositioningDelegate {}

public enum UIBarStyle: Int, Sendable { case `default`, black
    public static var blackOpaque: UIBarStyle { .black }
}
