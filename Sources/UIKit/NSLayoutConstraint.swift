import Foundation

/// An Auto Layout constraint. Constraints are kept and answered as UIKit keeps them — active
/// ones held by the items' nearest common ancestor (`view.constraints`) — but never solved:
/// frames stay what the app and the device set (docs/lifecycle.md, "Auto Layout").
open class NSLayoutConstraint: NSObject {
    open private(set) unowned(unsafe) var firstItem: AnyObject?
    open private(set) var firstAttribute: Attribute
    open private(set) var relation: Relation
    open private(set) var secondItem: AnyObject?
    open private(set) var secondAttribute: Attribute
    open private(set) var multiplier: CGFloat
    open var constant: CGFloat
    open var priority: UILayoutPriority = .required
    open var identifier: String?
    open var shouldBeArchived = false
    /// Strong while the constraint lives (UIKit's items are weak; here nothing else may keep
    /// an anchor's view alive).
    private let keptFirstItem: AnyObject?

    /// `NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`.
    public init(item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
                attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat) {
        keptFirstItem = view1 as AnyObject
        firstItem = keptFirstItem
        firstAttribute = attr1
        self.relation = relation
        secondItem = view2.map { $0 as AnyObject }
        secondAttribute = attr2
        self.multiplier = multiplier
        constant = c
        super.init()
        if secondItem == nil, attr2 != .notAnAttribute {
            AppRuntimeBridge.raise("NSInvalidArgumentException",
                                   "NSLayoutConstraint for \(Self.itemName(view1 as AnyObject)): A constraint with a nil second item must have the attribute NSLayoutAttributeNotAnAttribute")
        }
        if secondItem == nil, !attr1.isDimension {
            AppRuntimeBridge.raise("NSInvalidArgumentException",
                                   "NSLayoutConstraint for \(Self.itemName(view1 as AnyObject)): A constraint cannot be made between a leading/trailing attribute and a constant. Constraints for location attributes must relate to another item")
        }
    }

    convenience init(_ first: AnyObject, _ attribute: Attribute, _ relation: Relation, _ second: AnyObject?,
                     _ secondAttribute: Attribute, multiplier: CGFloat = 1, constant: CGFloat) {
        self.init(item: first, attribute: attribute, relatedBy: relation, toItem: second, attribute: secondAttribute,
                  multiplier: multiplier, constant: constant)
    }

    /// The anchors it relates (iOS 10).
    open var firstAnchor: NSLayoutAnchor<AnyObject> { NSLayoutAnchor<AnyObject>(firstItem as AnyObject, firstAttribute) }
    open var secondAnchor: NSLayoutAnchor<AnyObject>? { secondItem.map { NSLayoutAnchor<AnyObject>($0, secondAttribute) } }

    /// Active: held by the nearest common ancestor of its items. Activating items with no
    /// common ancestor raises, as UIKit does.
    open var isActive: Bool {
        get { holder?.constraints.contains { $0 === self } ?? false }
        set {
            guard newValue != isActive else { return }
            if newValue {
                guard let ancestor = commonAncestor() else {
                    AppRuntimeBridge.raise("NSGenericException",
                                           "Unable to activate constraint with anchors \(anchorDescription(firstItem, firstAttribute)) and "
                                           + "\(anchorDescription(secondItem, secondAttribute)) because they have no common ancestor.  "
                                           + "Does the constraint or its anchors reference items in different view hierarchies?  That's illegal.")
                }
                ancestor.addConstraint(self)
            } else {
                holder?.removeConstraint(self)
            }
        }
    }

    /// The view that holds it while active.
    weak var holder: UIView?
    /// The anchor a second item made by `anchorWithOffset(to:)` measures from.
    var offsetStart: (item: AnyObject, attribute: Attribute)?

    open class func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    open class func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }

    /// The view an item stands for: itself, or a layout guide's owning view.
    static func view(of item: AnyObject?) -> UIView? {
        if let view = item as? UIView { return view }
        return (item as? UILayoutGuide)?.owningView
    }

    /// The nearest view both items are in (the first item's own view when there is no second).
    func commonAncestor() -> UIView? {
        guard let first = Self.view(of: firstItem) else { return nil }
        guard secondItem != nil else { return first }
        guard let second = Self.view(of: secondItem) else { return nil }
        guard let both = Self.commonAncestor(first, second) else { return nil }
        guard let start = offsetStart else { return both }
        return Self.view(of: start.item).flatMap { Self.commonAncestor(both, $0) }
    }

    private static func commonAncestor(_ first: UIView, _ second: UIView) -> UIView? {
        var ancestors: [UIView] = []
        var current: UIView? = first
        while let view = current { ancestors.append(view); current = view.superview }
        current = second
        while let view = current {
            if ancestors.contains(where: { $0 === view }) { return view }
            current = view.superview
        }
        return nil
    }

    private func anchorDescription(_ item: AnyObject?, _ attribute: Attribute) -> String {
        "\"\(Self.itemName(item)).\(attribute.name)\""
    }

    static func itemName(_ item: AnyObject?) -> String {
        guard let item else { return "nil" }
        if let guide = item as? UILayoutGuide { return "\(guide.identifier)" }
        return "\(type(of: item))"
    }

    /// UIKit's description without addresses: `UILabel.leading == UIView.leading + 20`.
    open override var description: String {
        var text = "<NSLayoutConstraint "
        if let identifier { text += "'\(identifier)' " }
        text += "\(Self.itemName(firstItem)).\(firstAttribute.name) \(relation.symbol) "
        if secondItem != nil {
            if let start = offsetStart { text += "(\(Self.itemName(start.item)).\(start.attribute.name) → " }
            text += "\(Self.itemName(secondItem)).\(secondAttribute.name)"
            if offsetStart != nil { text += ")" }
            if multiplier != 1 { text = text.replacingOccurrences(of: "\(Self.itemName(secondItem)).\(secondAttribute.name)", with: "\(Self.number(multiplier))*\(Self.itemName(secondItem)).\(secondAttribute.name)") }
            if constant != 0 { text += constant > 0 ? " + \(Self.number(constant))" : " - \(Self.number(-constant))" }
        } else {
            text += Self.number(constant)
        }
        if priority != .required { text += "   (priority \(Self.number(CGFloat(priority.rawValue))))" }
        if !isActive { text += "   (inactive)" }
        return text + ">"
    }

    static func number(_ value: CGFloat) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(Double(value))
    }

    public enum Axis: Int, Sendable { case horizontal, vertical }

    public enum Relation: Int, Sendable {
        case lessThanOrEqual = -1, equal, greaterThanOrEqual
        var symbol: String {
            switch self {
            case .lessThanOrEqual: "<="
            case .equal: "=="
            case .greaterThanOrEqual: ">="
            }
        }
    }

    public enum Attribute: Int, Sendable {
        case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY, lastBaseline, firstBaseline
        case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin, centerXWithinMargins, centerYWithinMargins
        case notAnAttribute = 0
        public static var baseline: Attribute { .lastBaseline }

        var isDimension: Bool { self == .width || self == .height }
        /// Horizontal attributes lie along the horizontal axis.
        var axis: Axis {
            switch self {
            case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin, .leadingMargin, .trailingMargin,
                 .centerXWithinMargins: .horizontal
            default: .vertical
            }
        }

        var name: String {
            switch self {
            case .notAnAttribute: "notAnAttribute"
            default: "\(self)"
            }
        }
    }

    /// The options of `constraints(withVisualFormat:options:metrics:views:)`: how the views it
    /// names line up, and the direction of a horizontal format.
    public struct FormatOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
        public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
        public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
        public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
        public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
        public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
        public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
        public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
        public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
        public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
        public static let alignmentMask = FormatOptions(rawValue: 0xFFFF)
        public static let directionLeadingToTrailing = FormatOptions([])
        public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
        public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
        public static let directionMask = FormatOptions(rawValue: 0x3 << 16)
        public static let spacingEdgeToEdge = FormatOptions([])
        public static let spacingBaselineToBaseline = FormatOptions(rawValue: 1 << 19)
        public static let spacingMask = FormatOptions(rawValue: 0x1 << 19)
    }
}

/// A constraint's priority.
public struct UILayoutPriority: RawRepresentable, Hashable, Sendable, Comparable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    public var rawValue: Float
    public init(rawValue: Float) { self.rawValue = rawValue }
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    public init(floatLiteral value: Float) { rawValue = value }
    public init(integerLiteral value: Int) { rawValue = Float(value) }
    public static let required = UILayoutPriority(1000)
    public static let defaultHigh = UILayoutPriority(750)
    public static let dragThatCanResizeScene = UILayoutPriority(510)
    public static let sceneSizeStayPut = UILayoutPriority(500)
    public static let dragThatCannotResizeScene = UILayoutPriority(490)
    public static let defaultLow = UILayoutPriority(250)
    public static let fittingSizeLevel = UILayoutPriority(50)
    public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }
    public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue + rhs) }
    public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue - rhs) }
}

/// An edge, centre or dimension of a view or guide, for making constraints.
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    let item: AnyObject
    let attribute: NSLayoutConstraint.Attribute

    init(_ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute) {
        self.item = item
        self.attribute = attribute
        super.init()
    }

    open override var description: String {
        "<NSLayoutAnchor \"\(NSLayoutConstraint.itemName(item)).\(attribute.name)\">"
    }

    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        constraint(equalTo: anchor, constant: 0)
    }

    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        constraint(greaterThanOrEqualTo: anchor, constant: 0)
    }

    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        constraint(lessThanOrEqualTo: anchor, constant: 0)
    }

    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        spanning(anchor, NSLayoutConstraint(item, attribute, .equal, anchor.item, anchor.attribute, constant: c))
    }

    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        spanning(anchor, NSLayoutConstraint(item, attribute, .greaterThanOrEqual, anchor.item, anchor.attribute, constant: c))
    }

    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        spanning(anchor, NSLayoutConstraint(item, attribute, .lessThanOrEqual, anchor.item, anchor.attribute, constant: c))
    }

    /// A constraint to a dimension made by `anchorWithOffset(to:)` keeps the anchor it starts from.
    func spanning(_ anchor: NSLayoutAnchor<AnchorType>, _ constraint: NSLayoutConstraint) -> NSLayoutConstraint {
        if let span = (anchor as? NSLayoutDimension)?.span { constraint.offsetStart = (span.from, span.fromAttribute) }
        return constraint
    }
}

/// The system spacing between two anchors (8 points on an iPhone at the default text size).
let systemSpacing: CGFloat = 8

open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
    /// The system spacing times `multiplier` after `anchor`.
    open func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier m: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(item, attribute, .equal, anchor.item, anchor.attribute, constant: systemSpacing * m)
    }
    open func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier m: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(item, attribute, .greaterThanOrEqual, anchor.item, anchor.attribute, constant: systemSpacing * m)
    }
    open func constraint(lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier m: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(item, attribute, .lessThanOrEqual, anchor.item, anchor.attribute, constant: systemSpacing * m)
    }
    /// The distance from this anchor to `anchor`, as a dimension other dimensions can equal.
    open func anchorWithOffset(to anchor: NSLayoutXAxisAnchor) -> NSLayoutDimension { NSLayoutDimension(offsetFrom: self, to: anchor) }
}

open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
    /// The system spacing times `multiplier` below `anchor`.
    open func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier m: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(item, attribute, .equal, anchor.item, anchor.attribute, constant: systemSpacing * m)
    }
    open func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier m: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(item, attribute, .greaterThanOrEqual, anchor.item, anchor.attribute, constant: systemSpacing * m)
    }
    open func constraint(lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier m: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(item, attribute, .lessThanOrEqual, anchor.item, anchor.attribute, constant: systemSpacing * m)
    }
    /// The distance from this anchor to `anchor`, as a dimension other dimensions can equal.
    open func anchorWithOffset(to anchor: NSLayoutYAxisAnchor) -> NSLayoutDimension { NSLayoutDimension(offsetFrom: self, to: anchor) }
}

open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    /// For a dimension made by `anchorWithOffset(to:)`: the two anchors it spans.
    private(set) var span: (from: AnyObject, fromAttribute: NSLayoutConstraint.Attribute, to: AnyObject, toAttribute: NSLayoutConstraint.Attribute)?

    override init(_ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute) {
        super.init(item, attribute)
    }

    /// The distance between two anchors of one axis: its item is the second anchor's, and a
    /// constraint to it is held by the common ancestor of all three items.
    init<T>(offsetFrom start: NSLayoutAnchor<T>, to end: NSLayoutAnchor<T>) {
        super.init(end.item, end.attribute)
        span = (start.item, start.attribute, end.item, end.attribute)
    }

    open override var description: String {
        guard let span else { return super.description }
        return "<NSLayoutDimension \"\(NSLayoutConstraint.itemName(span.from)).\(span.fromAttribute.name)"
            + " → \(NSLayoutConstraint.itemName(span.to)).\(span.toAttribute.name)\">"
    }

    open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(item, attribute, .equal, nil, .notAnAttribute, constant: c)
    }

    open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(item, attribute, .greaterThanOrEqual, nil, .notAnAttribute, constant: c)
    }

    open func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(item, attribute, .lessThanOrEqual, nil, .notAnAttribute, constant: c)
    }

    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat = 0) -> NSLayoutConstraint {
        spanning(anchor, NSLayoutConstraint(item, attribute, .equal, anchor.item, anchor.attribute, multiplier: m, constant: c))
    }

    open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat = 0) -> NSLayoutConstraint {
        spanning(anchor, NSLayoutConstraint(item, attribute, .greaterThanOrEqual, anchor.item, anchor.attribute, multiplier: m, constant: c))
    }

    open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat = 0) -> NSLayoutConstraint {
        spanning(anchor, NSLayoutConstraint(item, attribute, .lessThanOrEqual, anchor.item, anchor.attribute, multiplier: m, constant: c))
    }
}

/// The keyboard's layout guide (iOS 15): no keyboard is simulated, so it lies along the
/// bottom of the view.
open class UIKeyboardLayoutGuide: UILayoutGuide {}

extension UIView {
    public var keyboardLayoutGuide: UIKeyboardLayoutGuide {
        if let made = layoutGuides.first(where: { $0 is UIKeyboardLayoutGuide }) as? UIKeyboardLayoutGuide { return made }
        let made = UIKeyboardLayoutGuide()
        made.identifier = "UIViewKeyboardLayoutGuide"
        addLayoutGuide(made)
        return made
    }
}

/// A layout guide: a rectangle constraints can use, owned by a view (the safe area, the
/// margins, or one the app adds with `addLayoutGuide`).
open class UILayoutGuide: NSObject {
    open weak var owningView: UIView?
    open var identifier: String = ""
    /// Where the guide lies in its owning view's coordinates (answered, not solved: the safe
    /// area and margins from the device's insets; an app's own guide is zero until set).
    open var layoutFrame: CGRect {
        guard let owningView else { return .zero }
        switch identifier {
        case "UIViewSafeAreaLayoutGuide": return owningView.bounds.inset(by: owningView.safeAreaInsets)
        case "UIViewLayoutMarginsGuide": return owningView.bounds.inset(by: owningView.layoutMargins)
        default: return .zero
        }
    }

    public override init() { super.init() }

    init(owningView: UIView, identifier: String) {
        self.owningView = owningView
        self.identifier = identifier
        super.init()
    }
    open lazy var leadingAnchor = NSLayoutXAxisAnchor(self, .leading)
    open lazy var trailingAnchor = NSLayoutXAxisAnchor(self, .trailing)
    open lazy var leftAnchor = NSLayoutXAxisAnchor(self, .left)
    open lazy var rightAnchor = NSLayoutXAxisAnchor(self, .right)
    open lazy var topAnchor = NSLayoutYAxisAnchor(self, .top)
    open lazy var bottomAnchor = NSLayoutYAxisAnchor(self, .bottom)
    open lazy var centerXAnchor = NSLayoutXAxisAnchor(self, .centerX)
    open lazy var centerYAnchor = NSLayoutYAxisAnchor(self, .centerY)
    open lazy var widthAnchor = NSLayoutDimension(self, .width)
    open lazy var heightAnchor = NSLayoutDimension(self, .height)
}
