import LabWire

/// A view. The device keeps the view tree (what `views` and `screen` show) and hears each
/// view's frame at the end of the run-loop turn (`FrameReport`) and its `isHidden` when it
/// changes; alpha and layout are the app's own business and stay here.
open class UIView: UIResponder, CALayerDelegate {
    open var frame: CGRect {
        didSet { if frame != oldValue { FrameReport.note(self) } }
    }
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { frame.size = newValue.size }
    }
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }
    open var alpha: CGFloat = 1
    /// Whether the view fills its bounds with opaque pixels: an opaque view that draws
    /// (`draw(_:)`) with no opaque background starts from black, as on iOS.
    open var isOpaque: Bool = true
    open var clearsContextBeforeDrawing: Bool = true
    /// Pixels per point of what the view draws: the screen's scale.
    open var contentScaleFactor: CGFloat = UIScreen.main.scale
    /// Told to the device when it changes: a lesson reads whether a view is hidden.
    open var isHidden: Bool = false {
        didSet { if isHidden != oldValue { AppRuntime.shared.call(HostCalls.setHidden, AppRuntime.shared.ref(self), isHidden) } }
    }
    open var isUserInteractionEnabled: Bool = true
    open var clipsToBounds: Bool = false
    /// Told to the device when it changes: `views` shows it.
    open var tag: Int = 0 {
        didSet { if tag != oldValue { AppRuntime.shared.call(HostCalls.setTag, AppRuntime.shared.ref(self), tag) } }
    }
    /// Kept for app code: views' own restorable state is not preserved (only view controllers' is).
    open var restorationIdentifier: String?
    open var tintColor: UIColor!
    /// What app code set; reading answers the effective mode (see `TintAdjustmentMode`).
    private var ownTintAdjustmentMode: TintAdjustmentMode = .automatic
    open var tintAdjustmentMode: TintAdjustmentMode {
        get {
            if ownTintAdjustmentMode != .automatic { return ownTintAdjustmentMode }
            return superview?.tintAdjustmentMode ?? .normal
        }
        set {
            ownTintAdjustmentMode = newValue
            tintAdjustmentModeChanged()
        }
    }
    /// Told when the effective tint or tint adjustment mode changes.
    open func tintColorDidChange() {}
    /// The view and the subviews that take its mode hear of the change.
    private func tintAdjustmentModeChanged() {
        tintColorDidChange()
        for child in subviews where child.ownTintAdjustmentMode == .automatic { child.tintAdjustmentModeChanged() }
    }
    open var contentMode: ContentMode = .scaleToFill
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
    /// The layer's whole 3-D transform (iOS 13); `transform` is its affine part.
    open var transform3D: CATransform3D {
        get { layer.transform }
        set { layer.transform = newValue }
    }
    open var accessibilityIdentifier: String?
    /// The constraints this view holds (active ones whose nearest common ancestor it is, and
    /// those added with `addConstraint`), in the order they came.
    open private(set) var constraints: [NSLayoutConstraint] = []
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
        let found = runtime.call(HostCalls.subviews, runtime.ref(self)).compactMap { runtime.object($0, as: UIView.self) }
        if !found.isEmpty {
            knownSubviews = found
            for view in found {
                view.knownSuperview = self
            }
        }
        if knownSuperview == nil, let parent = runtime.object(runtime.call(HostCalls.superview, runtime.ref(self)), as: UIView.self) {
            knownSuperview = parent
        }
    }

    open var backgroundColor: UIColor? {
        didSet { AppRuntime.shared.call(HostCalls.setBackgroundColor, AppRuntime.shared.ref(self), backgroundColor?.name) }
    }

    public init(frame: CGRect) {
        self.frame = frame
        super.init()
        AppRuntime.shared.attach(self) { self.makeOnDevice() }
        if frame != .zero { FrameReport.note(self) }
    }

    /// Asks the device for this object (windows ask differently). Not an override in
    /// UIWindow: an internal method overridden inside the SDK is not dispatched to for an
    /// app's subclass (a `UIWindow` subclass would become a plain view on the device).
    func makeOnDevice() -> WireValue {
        if let window = self as? UIWindow { return window.makeWindowOnDevice() }
        return WireValue(AppRuntime.shared.call(HostCalls.makeView, AppRuntime.className(of: self)))
    }

    public convenience override init() {
        self.init(frame: .zero)
    }

    /// Unarchived from a nib or storyboard, with the frame the nib archived (as Interface
    /// Builder laid it out; nothing resizes it to the screen later) and its tag.
    public required init?(coder: NSCoder) {
        frame = (coder as? LabArchiveCoder)?.frame ?? .zero
        super.init()
        tag = (coder as? LabArchiveCoder)?.decodeInteger(forKey: "UITag") ?? 0
        AppRuntime.shared.attach(self) { self.makeOnDevice() }
    }

    /// Adds `view` last among the subviews: drawn over the ones added before it.
    open func addSubview(_ view: UIView) {
        if !knowsTree { learnTree() }
        insert(view, at: knownSubviews.count)
    }

    /// Inserts `view` at `index` of the subviews (0 is the back; an index past the end puts
    /// it in front); a view already here moves; a view elsewhere leaves its old superview.
    private func insert(_ view: UIView, at index: Int) {
        if !knowsTree { learnTree() }
        let moving = view.superview === self
        if !moving { view.willMove(toSuperview: self) }
        if let old = view.superview { old.knownSubviews.removeAll { $0 === view } }
        let place = min(max(index, 0), knownSubviews.count)
        knownSubviews.insert(view, at: place)
        view.knownSuperview = self
        AppRuntime.shared.call(HostCalls.insertSubview, AppRuntime.shared.ref(view), AppRuntime.shared.ref(self), place)
        if !moving {
            view.didMoveToSuperview()
            didAddSubview(view)
        }
    }

    open func insertSubview(_ view: UIView, at index: Int) {
        if view.superview === self, let current = subviews.firstIndex(where: { $0 === view }), current < index {
            insert(view, at: index - 1)
        } else {
            insert(view, at: index)
        }
    }

    /// Below `siblingSubview` (at the back when it is not a subview, as UIKit does).
    open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        detachIfChild(view)
        insert(view, at: knownSubviews.firstIndex { $0 === siblingSubview } ?? 0)
    }

    /// Above `siblingSubview` (in front when it is not a subview).
    open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        detachIfChild(view)
        insert(view, at: knownSubviews.firstIndex { $0 === siblingSubview }.map { $0 + 1 } ?? knownSubviews.count)
    }

    /// Takes a subview out of the order before it is put back elsewhere in it.
    private func detachIfChild(_ view: UIView) {
        if !knowsTree { learnTree() }
        if view.superview === self { knownSubviews.removeAll { $0 === view } }
    }
    /// The view whose alpha masks this one (kept; nothing is composited).
    open var mask: UIView?
    open var alignmentRectInsets: UIEdgeInsets { .zero }
    /// How the view lays out for a right-to-left language; the simulated device is left to right.
    open var semanticContentAttribute: UISemanticContentAttribute = .unspecified
    open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        UIView.userInterfaceLayoutDirection(for: semanticContentAttribute)
    }
    /// Left to right, unless the attribute forces right to left (the device's language is left to right).
    open class func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute) -> UIUserInterfaceLayoutDirection {
        attribute == .forceRightToLeft ? .rightToLeft : .leftToRight
    }
    open class func userInterfaceLayoutDirection(for semanticContentAttribute: UISemanticContentAttribute,
                                                 relativeTo layoutDirection: UIUserInterfaceLayoutDirection) -> UIUserInterfaceLayoutDirection {
        switch semanticContentAttribute {
        case .forceLeftToRight, .playback, .spatial: return .leftToRight
        case .forceRightToLeft: return .rightToLeft
        case .unspecified: return layoutDirection
        }
    }
    /// Moves a subview to the end of `subviews`: drawn over its siblings.
    open func bringSubviewToFront(_ view: UIView) {
        guard view.superview === self else { return }
        detachIfChild(view)
        insert(view, at: knownSubviews.count)
    }

    /// Moves a subview to the start of `subviews`: drawn under its siblings.
    open func sendSubviewToBack(_ view: UIView) {
        guard view.superview === self else { return }
        detachIfChild(view)
        insert(view, at: 0)
    }

    open func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        let current = subviews
        guard current.indices.contains(index1), current.indices.contains(index2), index1 != index2 else { return }
        let (low, high) = (min(index1, index2), max(index1, index2))
        let (first, second) = (current[low], current[high])
        detachIfChild(second)
        insert(second, at: low)
        detachIfChild(first)
        insert(first, at: high)
    }

    open func removeFromSuperview() {
        guard let parent = superview else { return }
        parent.willRemoveSubview(self)
        willMove(toSuperview: nil)
        // As UIKit does: constraints between this view and views outside it go.
        var ancestor: UIView? = parent
        while let holder = ancestor {
            for constraint in holder.constraints where NSLayoutConstraint.view(of: constraint.firstItem) === self
                || NSLayoutConstraint.view(of: constraint.secondItem) === self {
                holder.removeConstraint(constraint)
            }
            ancestor = holder.superview
        }
        parent.knownSubviews.removeAll { $0 === self }
        knownSuperview = nil
        AppRuntime.shared.call(HostCalls.removeFromSuperview, AppRuntime.shared.ref(self))
        didMoveToSuperview()
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

    /// UIKit's own lays out nothing: constraints are kept, not solved (docs/lifecycle.md).
    open func layoutSubviews() {}
    private var needsLayout = true
    /// Marks the view for layout: the layout pass of the current turn lays it out if it is on
    /// screen (`PendingLayout`); `layoutIfNeeded()` lays it out at once.
    open func setNeedsLayout() {
        needsLayout = true
        PendingLayout.scheduleLayout(self)
    }
    /// Lays the view out now if it was marked: its `layoutSubviews()`, then its subviews'.
    open func layoutIfNeeded() {
        updateConstraintsIfNeeded()
        if needsLayout {
            needsLayout = false
            layoutSubviews()
        }
        for subview in subviews { subview.layoutIfNeeded() }
    }
    /// Marks the view for drawing: once it has been displayed, it draws again at the end of
    /// the current event; before that, when UIKit first displays it.
    open func setNeedsDisplay() { DisplayPass.setNeedsDisplay(self) }
    open func setNeedsDisplay(_ rect: CGRect) { setNeedsDisplay() }
    /// Draws the view's content into the current context (`UIGraphicsGetCurrentContext()`);
    /// UIKit calls it after layout when the view is first displayed and after `setNeedsDisplay()`.
    open func draw(_ rect: CGRect) {}
    /// The view is its layer's delegate: the layer's drawing is the view's `draw(_:)`, in its context.
    open func draw(_ layer: CALayer, in ctx: CGContext) {
        UIGraphicsPushContext(ctx)
        draw(bounds)
        UIGraphicsPopContext()
    }
    open func display(_ layer: CALayer) { layer.drawContents() }
    open func layoutSublayers(of layer: CALayer) {}
    open func sizeToFit() {}
    open func sizeThatFits(_ size: CGSize) -> CGSize { frame.size }
    open func awakeFromNib() {}
    /// Key-value coding as a nib's user-defined runtime attributes use it (`NibKeyValues`).
    open override func __labSetValue(_ value: Any?, forKey key: String) -> Bool {
        NibKeyValues.set(value, forKey: key, on: self) || super.__labSetValue(value, forKey: key)
    }
    open override func __labGetValue(forKey key: String) -> (found: Bool, value: Any?) {
        let own = NibKeyValues.value(forKey: key, of: self)
        return own.found ? own : super.__labGetValue(forKey: key)
    }
    open func didMoveToSuperview() {}
    open func didMoveToWindow() {}
    /// Called by `addSubview` and `removeFromSuperview`, before the move (the app's own
    /// calls; nib views are in place before app code runs).
    open func willMove(toSuperview newSuperview: UIView?) {}
    open func willMove(toWindow newWindow: UIWindow?) {}
    open func didAddSubview(_ subview: UIView) {}
    open func willRemoveSubview(_ subview: UIView) {}
    /// Interface Builder's live rendering: never called (no canvas).
    open func prepareForInterfaceBuilder() {}
    /// The deepest visible, interactive subview containing `point` (frames only, no transforms).
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard !isHidden, isUserInteractionEnabled, alpha > 0.01, self.point(inside: point, with: event) else { return nil }
        for subview in subviews.reversed() {
            let local = CGPoint(x: point.x - subview.frame.minX, y: point.y - subview.frame.minY)
            if let hit = subview.hitTest(local, with: event) { return hit }
        }
        return self
    }
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool { bounds.contains(point) }
    open func addConstraint(_ constraint: NSLayoutConstraint) {
        guard !constraints.contains(where: { $0 === constraint }) else { return }
        constraint.holder?.removeConstraint(constraint)
        constraints.append(constraint)
        constraint.holder = self
    }
    open func addConstraints(_ constraints: [NSLayoutConstraint]) { for constraint in constraints { addConstraint(constraint) } }
    open func removeConstraint(_ constraint: NSLayoutConstraint) {
        constraints.removeAll { $0 === constraint }
        if constraint.holder === self { constraint.holder = nil }
    }
    open func removeConstraints(_ constraints: [NSLayoutConstraint]) { for constraint in constraints { removeConstraint(constraint) } }

    // Auto Layout as apps use it: answered, not solved (docs/lifecycle.md, "Auto Layout").
    open var translatesAutoresizingMaskIntoConstraints: Bool = true
    open var autoresizingMask: AutoresizingMask = []
    open var autoresizesSubviews: Bool = true
    open class var requiresConstraintBasedLayout: Bool { false }
    private var needsConstraintUpdate = true
    open var needsUpdateConstraints: Bool { needsConstraintUpdate }
    open func setNeedsUpdateConstraints() { needsConstraintUpdate = true }
    /// The constraints phase for this view's tree, subviews first (as UIKit goes bottom-up).
    open func updateConstraintsIfNeeded() {
        for subview in subviews { subview.updateConstraintsIfNeeded() }
        if needsConstraintUpdate {
            needsConstraintUpdate = false
            updateConstraints()
        }
    }
    open func updateConstraints() {}
    /// No intrinsic size (a label's or button's would come from text the lab does not measure).
    open var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
    open func invalidateIntrinsicContentSize() { setNeedsLayout() }
    public static let noIntrinsicMetric: CGFloat = -1
    public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    public static let layoutFittingExpandedSize = CGSize(width: 10000, height: 10000)
    /// The size Auto Layout would fit the view to: the lab solves no constraints, so the
    /// intrinsic size where there is one, else the frame's (**choice**).
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        let intrinsic = intrinsicContentSize
        return CGSize(width: intrinsic.width == UIView.noIntrinsicMetric ? frame.width : intrinsic.width,
                      height: intrinsic.height == UIView.noIntrinsicMetric ? frame.height : intrinsic.height)
    }
    open func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                      verticalFittingPriority: UILayoutPriority) -> CGSize {
        systemLayoutSizeFitting(targetSize)
    }
    private var huggingPriorities: [UILayoutPriority] = [.defaultLow, .defaultLow]
    private var compressionPriorities: [UILayoutPriority] = [.defaultHigh, .defaultHigh]
    open func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority { huggingPriorities[axis.rawValue] }
    open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) { huggingPriorities[axis.rawValue] = priority }
    open func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority { compressionPriorities[axis.rawValue] }
    open func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        compressionPriorities[axis.rawValue] = priority
    }
    /// The constraints that involve this view along `axis`, among those its ancestors hold.
    open func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        var found: [NSLayoutConstraint] = []
        var current: UIView? = self
        while let view = current {
            found += view.constraints.filter { constraint in
                (NSLayoutConstraint.view(of: constraint.firstItem) === self || NSLayoutConstraint.view(of: constraint.secondItem) === self)
                    && constraint.firstAttribute.axis == axis
            }
            current = view.superview
        }
        return found
    }
    /// Whether the constraints leave the view's frame undecided: the lab does not solve them,
    /// so it cannot tell, and answers no.
    open var hasAmbiguousLayout: Bool { false }
    open func exerciseAmbiguityInLayout() {}

    // Margins, safe area, guides.
    open var layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8) {
        didSet { layoutMarginsDidChange() }
    }
    open var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get { NSDirectionalEdgeInsets(top: layoutMargins.top, leading: layoutMargins.left, bottom: layoutMargins.bottom, trailing: layoutMargins.right) }
        set { layoutMargins = UIEdgeInsets(top: newValue.top, left: newValue.leading, bottom: newValue.bottom, right: newValue.trailing) }
    }
    open var preservesSuperviewLayoutMargins: Bool = false
    open var insetsLayoutMarginsFromSafeArea: Bool = true
    open func layoutMarginsDidChange() {}
    /// The device's safe area insets for a view that fills the screen (a window, a root view),
    /// none for the others (**choice**: no view is positioned against the screen's edges), and
    /// none before UIKit has laid the view out in its window, as on iOS (`viewDidLoad` sees none).
    open var safeAreaInsets: UIEdgeInsets {
        let screen = UIScreen.main.bounds.size
        guard frame.size == screen, isLaidOutInWindow else { return .zero }
        let inset = AppRuntime.shared.call(HostCalls.safeAreaInsets)
        guard inset.count == 4 else { return .zero }
        return UIEdgeInsets(top: inset[0], left: inset[1], bottom: inset[2], right: inset[3])
    }
    open func safeAreaInsetsDidChange() {}
    /// Set when app code first reads this view as a controller's `view`.
    var isControllerView = false
    /// Set when this view, a controller's filling its window, takes the window's size (before
    /// `viewIsAppearing(_:)`; `RotationResize.resizeFilling`).
    var enteredWindowLayout = false
    /// A window, or a view inside one that UIKit has laid out: a controller's view only once it
    /// entered its window's layout, whatever tree the device already placed it in.
    private var isLaidOutInWindow: Bool {
        if self is UIWindow || enteredWindowLayout { return true }
        if isControllerView { return false }
        return superview?.isLaidOutInWindow == true
    }
    open private(set) lazy var safeAreaLayoutGuide = UILayoutGuide(owningView: self, identifier: "UIViewSafeAreaLayoutGuide")
    open private(set) lazy var layoutMarginsGuide = UILayoutGuide(owningView: self, identifier: "UIViewLayoutMarginsGuide")
    open private(set) lazy var readableContentGuide = UILayoutGuide(owningView: self, identifier: "UIViewReadableContentGuide")
    open private(set) var layoutGuides: [UILayoutGuide] = []
    open func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
        layoutGuide.owningView = self
        layoutGuides.append(layoutGuide)
    }
    open func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {
        layoutGuides.removeAll { $0 === layoutGuide }
        layoutGuide.owningView = nil
    }
    open var traitCollection: UITraitCollection { UITraitCollection.current }
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
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

    open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .leading) }
    open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .trailing) }
    open var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .left) }
    open var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .right) }
    open var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .centerX) }
    open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .top) }
    open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .bottom) }
    open var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .centerY) }
    open var widthAnchor: NSLayoutDimension { NSLayoutDimension(self, .width) }
    open var heightAnchor: NSLayoutDimension { NSLayoutDimension(self, .height) }
    open var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .firstBaseline) }
    open var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .lastBaseline) }

    /// The changes are made at once (nothing is drawn between); the completion runs with true
    /// once the duration has passed on the virtual clock, in a later turn (RunningAnimations).
    open class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        animations()
        RunningAnimations.complete(after: duration, completion)
    }

    open class func animate(withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
                            animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        animations()
        RunningAnimations.complete(after: delay + duration, completion)
    }

    /// A spring animation: its changes are made at once and it completes after its delay and duration.
    open class func animate(withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
                            initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [],
                            animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        animations()
        RunningAnimations.complete(after: delay + duration, completion)
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

extension UIView {
    /// Whether the view's tint shows dimmed (as UIKit dims what is behind a presented
    /// popover or alert). Kept and answered; `.automatic` takes the superview's, and a view
    /// with no superview that sets none is `.normal`.
    public enum TintAdjustmentMode: Int, Sendable { case automatic, normal, dimmed }
}
