/// Auto Layout constraints: recorded, never solved (frames stay as the app sets them).
open class NSLayoutConstraint: NSObject {
    public let firstItem: AnyObject?
    public let firstAttribute: String
    public let secondItem: AnyObject?
    public let secondAttribute: String?
    open var constant: CGFloat
    open var multiplier: CGFloat = 1
    open var priority: UILayoutPriority = .required
    open var isActive: Bool = false
    open var identifier: String?

    init(_ first: AnyObject?, _ firstAttribute: String, _ second: AnyObject?, _ secondAttribute: String?, constant: CGFloat) {
        firstItem = first
        self.firstAttribute = firstAttribute
        secondItem = second
        self.secondAttribute = secondAttribute
        self.constant = constant
        super.init()
    }

    open class func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    open class func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }

    public enum Axis: Int, Sendable { case horizontal, vertical }
}

/// A constraint's priority.
public struct UILayoutPriority: RawRepresentable, Hashable, Sendable {
    public var rawValue: Float
    public init(rawValue: Float) { self.rawValue = rawValue }
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    public static let required = UILayoutPriority(1000)
    public static let defaultHigh = UILayoutPriority(750)
    public static let defaultLow = UILayoutPriority(250)
}

/// An edge or centre of a view or guide, for making constraints.
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    let item: AnyObject
    let attribute: String

    init(_ item: AnyObject, _ attribute: String) {
        self.item = item
        self.attribute = attribute
        super.init()
    }

    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat = 0) -> NSLayoutConstraint {
        NSLayoutConstraint(item, attribute, anchor.item, anchor.attribute, constant: c)
    }

    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat = 0) -> NSLayoutConstraint {
        NSLayoutConstraint(item, attribute, anchor.item, anchor.attribute, constant: c)
    }

    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat = 0) -> NSLayoutConstraint {
        NSLayoutConstraint(item, attribute, anchor.item, anchor.attribute, constant: c)
    }
}

open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
    /// The system spacing (8 points) times `multiplier` after `anchor`.
    open func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier m: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(item, attribute, anchor.item, anchor.attribute, constant: 8 * m)
    }
}

open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
    /// The system spacing (8 points) times `multiplier` below `anchor`.
    open func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier m: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(item, attribute, anchor.item, anchor.attribute, constant: 8 * m)
    }
}

open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(item, attribute, nil, nil, constant: c)
    }

    open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(item, attribute, nil, nil, constant: c)
    }

    open func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(item, attribute, nil, nil, constant: c)
    }

    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat = 0) -> NSLayoutConstraint {
        let made = NSLayoutConstraint(item, attribute, anchor.item, anchor.attribute, constant: c)
        made.multiplier = m
        return made
    }

    open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat = 0) -> NSLayoutConstraint {
        constraint(equalTo: anchor, multiplier: m, constant: c)
    }

    open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat = 0) -> NSLayoutConstraint {
        constraint(equalTo: anchor, multiplier: m, constant: c)
    }
}

/// The keyboard's layout guide (iOS 15): no keyboard is simulated, so it lies along the
/// bottom of the view.
open class UIKeyboardLayoutGuide: UILayoutGuide {}

extension UIView {
    public var keyboardLayoutGuide: UIKeyboardLayoutGuide { UIKeyboardLayoutGuide(owningView: self) }
}

/// A layout guide (the safe area).
open class UILayoutGuide: NSObject {
    public weak var owningView: UIView?
    init(owningView: UIView) {
        self.owningView = owningView
        super.init()
    }
    open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, "leading") }
    open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, "trailing") }
    open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, "top") }
    open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, "bottom") }
    open var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, "centerX") }
    open var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, "centerY") }
    open var widthAnchor: NSLayoutDimension { NSLayoutDimension(self, "width") }
    open var heightAnchor: NSLayoutDimension { NSLayoutDimension(self, "height") }
}
