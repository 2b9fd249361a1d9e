import LabWire

/// A view. The device keeps the view tree (what `views` and `screen` show); frames, alpha
/// and layout are the app's own business and stay here.
open class UIView: UIResponder {
    open var frame: CGRect
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { frame.size = newValue.size }
    }
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }
    open var alpha: CGFloat = 1
    open var isHidden: Bool = false
    open var isUserInteractionEnabled: Bool = true
    open var clipsToBounds: Bool = false
    open var tag: Int = 0
    open var tintColor: UIColor!
    open var contentMode: ContentMode = .scaleToFill
    open var translatesAutoresizingMaskIntoConstraints: Bool = true
    open var autoresizingMask: AutoresizingMask = []
    /// The layer backing the view, made on first use from `layerClass`.
    open var layer: CALayer {
        if let madeLayer { return madeLayer }
        let made = LayerMaking.make(type(of: self).layerClass, for: self)
        madeLayer = made
        return made
    }
    private var madeLayer: CALayer?
    open class var layerClass: AnyClass { CALayer.self }
    /// Kept by the view's layer; the frame stays as set (nothing is drawn transformed).
    open var transform: CGAffineTransform {
        get { layer.affineTransform() }
        set { layer.setAffineTransform(newValue) }
    }
    open var accessibilityIdentifier: String?
    open var constraints: [NSLayoutConstraint] = []
    /// `interactions` (ContextMenus.swift).
    var addedInteractions: [UIInteraction] = []
    /// The view tree is the device's: a nib's views are there before app code sees them, so
    /// the first look asks the device; from then on both sides change together.
    public var subviews: [UIView] {
        if !knowsTree { learnTree() }
        return knownSubviews
    }
    public var superview: UIView? {
        if !knowsTree { learnTree() }
        return knownSuperview
    }
    private var knownSubviews: [UIView] = []
    private weak var knownSuperview: UIView?
    private var knowsTree = false

    private func learnTree() {
        knowsTree = true
        let runtime = AppRuntime.shared
        guard runtime.channel != nil, runtime.id(of: self) != nil else { return }
        let found = runtime.host("subviews", [runtime.value(self)]).compactMap { runtime.object($0, as: UIView.self) }
        if !found.isEmpty {
            knownSubviews = found
            for view in found {
                view.knownSuperview = self
            }
        }
        if knownSuperview == nil, let parent = runtime.object(runtime.host1("superview", [runtime.value(self)]), as: UIView.self) {
            knownSuperview = parent
        }
    }

    open var backgroundColor: UIColor? {
        didSet { AppRuntime.shared.host("setBackgroundColor", [AppRuntime.shared.value(self), backgroundColor.map { .string($0.name) } ?? .null]) }
    }

    public init(frame: CGRect) {
        self.frame = frame
        super.init()
        AppRuntime.shared.attach(self) { self.makeOnDevice() }
    }

    /// Asks the device for this object (windows ask differently).
    func makeOnDevice() -> WireValue {
        AppRuntime.shared.host1("makeView", [.string(AppRuntime.className(of: self))])
    }

    public convenience override init() {
        self.init(frame: .zero)
    }

    /// Unarchived from a nib or storyboard, with the frame the nib archived (as Interface
    /// Builder laid it out; nothing resizes it to the screen later).
    public required init?(coder: NSCoder) {
        frame = .zero
        super.init()
        AppRuntime.shared.attach(self) { self.makeOnDevice() }
        let runtime = AppRuntime.shared
        if runtime.channel != nil, runtime.id(of: self) != nil {
            let archived = runtime.host("archivedFrame", [runtime.value(self)]).compactMap(\.double)
            if archived.count == 4 { frame = CGRect(x: archived[0], y: archived[1], width: archived[2], height: archived[3]) }
        }
    }

    open func addSubview(_ view: UIView) {
        if !knowsTree { learnTree() }
        if let old = view.superview { old.knownSubviews.removeAll { $0 === view } }
        knownSubviews.append(view)
        view.knownSuperview = self
        AppRuntime.shared.host("addSubview", [AppRuntime.shared.value(view), AppRuntime.shared.value(self)])
    }

    open func insertSubview(_ view: UIView, at index: Int) { addSubview(view) }
    open func bringSubviewToFront(_ view: UIView) {}
    open func sendSubviewToBack(_ view: UIView) {}

    open func removeFromSuperview() {
        guard let parent = superview else { return }
        parent.knownSubviews.removeAll { $0 === self }
        knownSuperview = nil
        AppRuntime.shared.host("removeFromSuperview", [AppRuntime.shared.value(self)])
    }

    open var window: UIWindow? {
        var current: UIView? = self
        while let view = current {
            if let window = view as? UIWindow { return window }
            current = view.superview
        }
        return nil
    }

    open func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for subview in subviews { if let found = subview.viewWithTag(tag) { return found } }
        return nil
    }

    /// Where this view's origin is in its window's coordinates (frames only: transforms are
    /// not applied, and every bounds origin is zero).
    private var originInWindow: CGPoint {
        var origin = CGPoint.zero
        var current: UIView? = self
        while let view = current, !(view is UIWindow) {
            origin.x += view.frame.minX
            origin.y += view.frame.minY
            current = view.superview
        }
        return origin
    }

    /// A point in this view's coordinates, in `view`'s (nil: the window's).
    open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        let from = originInWindow
        let to = view?.originInWindow ?? .zero
        return CGPoint(x: point.x + from.x - to.x, y: point.y + from.y - to.y)
    }

    /// A point in `view`'s coordinates (nil: the window's), in this view's.
    open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        let from = view?.originInWindow ?? .zero
        let to = originInWindow
        return CGPoint(x: point.x + from.x - to.x, y: point.y + from.y - to.y)
    }

    open func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        CGRect(origin: convert(rect.origin, to: view), size: rect.size)
    }

    open func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        CGRect(origin: convert(rect.origin, from: view), size: rect.size)
    }

    open func layoutSubviews() {}
    open func setNeedsLayout() {}
    open func layoutIfNeeded() {}
    open func setNeedsDisplay() {}
    open func draw(_ rect: CGRect) {}
    open func sizeToFit() {}
    open func sizeThatFits(_ size: CGSize) -> CGSize { frame.size }
    open func awakeFromNib() {}
    open func didMoveToSuperview() {}
    open func didMoveToWindow() {}
    open func addConstraint(_ constraint: NSLayoutConstraint) { constraints.append(constraint) }
    open func addConstraints(_ constraints: [NSLayoutConstraint]) { self.constraints += constraints }
    /// The recognizers added to this view, in order (kept: no touches fire them).
    open var gestureRecognizers: [UIGestureRecognizer]? {
        didSet { for recognizer in gestureRecognizers ?? [] { recognizer.view = self } }
    }
    open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        gestureRecognizers = (gestureRecognizers ?? []) + [gestureRecognizer]
    }
    open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        gestureRecognizers = gestureRecognizers?.filter { $0 !== gestureRecognizer }
        gestureRecognizer.view = nil
    }

    open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, "leading") }
    open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, "trailing") }
    open var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, "left") }
    open var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, "right") }
    open var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, "centerX") }
    open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, "top") }
    open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, "bottom") }
    open var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, "centerY") }
    open var widthAnchor: NSLayoutDimension { NSLayoutDimension(self, "width") }
    open var heightAnchor: NSLayoutDimension { NSLayoutDimension(self, "height") }
    open var safeAreaLayoutGuide: UILayoutGuide { UILayoutGuide(owningView: self) }
    open var layoutMarginsGuide: UILayoutGuide { UILayoutGuide(owningView: self) }

    open class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        animations()
        completion?(true)
    }

    open class func animate(withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
                            animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        animations()
        completion?(true)
    }

    /// A spring animation: as every animation here, its changes are made at once and it completes.
    open class func animate(withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
                            initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [],
                            animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        animations()
        completion?(true)
    }

    public enum ContentMode: Int, Sendable {
        case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
    }

    public struct AutoresizingMask: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    public struct AnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
        public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
        public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)
        public static let curveEaseInOut = AnimationOptions([])
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
        public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
        public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
        public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
        public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
        public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)
    }
}

extension UIView {
    /// Asks the first responder in the view to resign (no keyboard is simulated: nothing is
    /// editing, so there is nothing to end).
    @discardableResult
    public func endEditing(_ force: Bool) -> Bool { true }
}

/// Core Graphics' colour, as `UIColor.cgColor` gives it for a layer: the same name.
open class CGColor: NSObject {
    public let name: String
    init(name: String) {
        self.name = name
        super.init()
    }
}
