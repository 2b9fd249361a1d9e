import Foundation

/// Core Animation's time in seconds.
public typealias CFTimeInterval = Double

/// Core Animation's layer: a tree of layers with geometry, colours, a mask and animations,
/// kept for app code to read back. A layer draws its contents when asked (`setNeedsDisplay()`,
/// then `display()` at the end of the current event, as Core Animation's commit does):
/// `draw(in:)` or its delegate's `draw(_:in:)` paint a context of its bounds at
/// `contentsScale`, and `contents` becomes that image. Nothing composites layers on a screen
/// (`views` shows views only), and no animation runs: an added animation is kept under its key, and the layer's
/// own values stay as app code set them. A view's layer reads and sets its geometry through
/// the view (`bounds`, `position` is the view's `center`, `frame`), as on iOS.
open class CALayer: NSObject {
    open var cornerRadius: CGFloat = 0
    open var borderWidth: CGFloat = 0
    open var borderColor: CGColor?
    open var backgroundColor: CGColor?
    open var masksToBounds: Bool = false
    open var shadowColor: CGColor?
    open var shadowOffset: CGSize = CGSize(width: 0, height: -3)
    open var shadowOpacity: Float = 0
    open var shadowRadius: CGFloat = 3
    open var shadowPath: CGPath?
    open var opacity: Float = 1
    open var isHidden: Bool = false
    open var isOpaque: Bool = false
    open var name: String?
    open var contents: Any?
    /// Who draws the layer's contents (a view's layer: the view).
    open weak var delegate: CALayerDelegate?
    /// What the last `display()` drew.
    var lastDrawing: DrawingRecord?
    private var needsDisplayFlag = false
    open var contentsScale: CGFloat = 1
    open var contentsGravity: CALayerContentsGravity = .resize
    open var zPosition: CGFloat = 0
    open var anchorPoint: CGPoint = CGPoint(x: 0.5, y: 0.5)
    open var needsDisplayOnBoundsChange: Bool = false
    open var shouldRasterize: Bool = false
    open var rasterizationScale: CGFloat = 1
    /// The layer whose alpha masks this one (it belongs to no layer tree).
    open var mask: CALayer?
    /// The view this layer backs; nil for a layer app code made.
    weak var owningView: UIView?
    private var ownBounds: CGRect = .zero
    private var ownPosition: CGPoint = .zero
    open var transform: CATransform3D = CATransform3DIdentity
    open var sublayerTransform: CATransform3D = CATransform3DIdentity
    private var keyedAnimations: [(key: String?, animation: CAAnimation)] = []
    private var knownSublayers: [CALayer] = []
    public private(set) weak var superlayer: CALayer?

    /// Required, so a layer class can be made from its metatype (`layerClass.init()`).
    public required override init() {
        super.init()
    }

    /// The copy Core Animation makes for its presentation layer: this layer's values.
    public init(layer: Any) {
        super.init()
        guard let other = layer as? CALayer else { return }
        (cornerRadius, borderWidth, borderColor, backgroundColor) = (other.cornerRadius, other.borderWidth, other.borderColor, other.backgroundColor)
        (shadowColor, shadowOffset, shadowOpacity, shadowRadius) = (other.shadowColor, other.shadowOffset, other.shadowOpacity, other.shadowRadius)
        (opacity, isHidden, masksToBounds, anchorPoint) = (other.opacity, other.isHidden, other.masksToBounds, other.anchorPoint)
        (ownBounds, ownPosition, transform) = (other.bounds, other.position, other.transform)
    }

    public required init?(coder: NSCoder) {
        super.init()
    }

    open var bounds: CGRect {
        get { owningView?.bounds ?? ownBounds }
        set { if let view = owningView { view.bounds = newValue } else { ownBounds = newValue } }
    }

    /// Where the anchor point sits in the superlayer (a view's layer: the view's centre).
    open var position: CGPoint {
        get { owningView?.center ?? ownPosition }
        set { if let view = owningView { view.center = newValue } else { ownPosition = newValue } }
    }

    /// Bounds placed so that the anchor point is at `position`.
    open var frame: CGRect {
        get {
            if let view = owningView { return view.frame }
            return CGRect(x: position.x - bounds.width * anchorPoint.x, y: position.y - bounds.height * anchorPoint.y,
                          width: bounds.width, height: bounds.height)
        }
        set {
            if let view = owningView { return view.frame = newValue }
            bounds = CGRect(origin: bounds.origin, size: newValue.size)
            position = CGPoint(x: newValue.minX + newValue.width * anchorPoint.x, y: newValue.minY + newValue.height * anchorPoint.y)
        }
    }

    /// The affine part of `transform` (a view's `transform` is this).
    open func affineTransform() -> CGAffineTransform { CATransform3DGetAffineTransform(transform) }
    open func setAffineTransform(_ m: CGAffineTransform) { transform = CATransform3DMakeAffineTransform(m) }

    /// The sublayers in order, back to front; nil when there are none.
    open var sublayers: [CALayer]? {
        get { knownSublayers.isEmpty ? nil : knownSublayers }
        set {
            for layer in knownSublayers { layer.superlayer = nil }
            knownSublayers = []
            for layer in newValue ?? [] { insertSublayer(layer, at: UInt32(knownSublayers.count)) }
        }
    }

    open func addSublayer(_ layer: CALayer) {
        insertSublayer(layer, at: UInt32(knownSublayers.count))
    }

    /// Inserts `layer` at `idx`, taking it from its old superlayer first (an index past the end appends).
    open func insertSublayer(_ layer: CALayer, at idx: UInt32) {
        layer.removeFromSuperlayer()
        knownSublayers.insert(layer, at: min(Int(idx), knownSublayers.count))
        layer.superlayer = self
    }

    open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        let index = sibling.flatMap { sibling in knownSublayers.firstIndex { $0 === sibling } } ?? 0
        insertSublayer(layer, at: UInt32(index))
    }

    open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        let index = sibling.flatMap { sibling in knownSublayers.firstIndex { $0 === sibling } }.map { $0 + 1 } ?? knownSublayers.count
        insertSublayer(layer, at: UInt32(index))
    }

    open func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
        guard let index = knownSublayers.firstIndex(where: { $0 === oldLayer }) else { return }
        oldLayer.removeFromSuperlayer()
        insertSublayer(newLayer, at: UInt32(index))
    }

    open func removeFromSuperlayer() {
        guard let parent = superlayer else { return }
        parent.knownSublayers.removeAll { $0 === self }
        superlayer = nil
    }

    /// Keeps `anim` under `key` (replacing one there). Animations take no time in the lab: the
    /// delegate hears `animationDidStart(_:)`, and a finite animation (`repeatCount` and
    /// `repeatDuration` not infinite) then finishes at once — `animationDidStop(_:finished: true)`,
    /// and it is removed if `isRemovedOnCompletion`. The layer's own values do not change.
    open func add(_ anim: CAAnimation, forKey key: String?) {
        if let key { keyedAnimations.removeAll { $0.key == key } }
        keyedAnimations.append((key, anim))
        anim.delegate?.animationDidStart(anim)
        guard anim.isFinite else { return }
        if anim.isRemovedOnCompletion { keyedAnimations.removeAll { $0.animation === anim } }
        anim.delegate?.animationDidStop(anim, finished: true)
    }

    open func animation(forKey key: String) -> CAAnimation? {
        keyedAnimations.last { $0.key == key }?.animation
    }

    /// The keys of the animations kept; nil when none has a key.
    open func animationKeys() -> [String]? {
        let keys = keyedAnimations.compactMap(\.key)
        return keys.isEmpty ? nil : keys
    }

    open func removeAnimation(forKey key: String) {
        keyedAnimations.removeAll { $0.key == key }
    }

    open func removeAllAnimations() {
        keyedAnimations.removeAll()
    }

    /// No animation runs, so the presentation layer is the model layer itself.
    open func presentation() -> Self? { self }
    open func model() -> Self { self }

    /// Marks the layer for drawing at the end of the current event (a view's layer: the view's `setNeedsDisplay()`).
    open func setNeedsDisplay() {
        if let view = owningView { return view.setNeedsDisplay() }
        needsDisplayFlag = true
        DisplayPass.schedule(self)
    }
    open func setNeedsDisplay(_ r: CGRect) { setNeedsDisplay() }
    open func needsDisplay() -> Bool { needsDisplayFlag }
    open func displayIfNeeded() { if needsDisplayFlag { display() } }
    /// Marks the layer for `layoutSublayers()` as the current event ends (`LayerLayoutPass`).
    open func setNeedsLayout() { LayerLayoutPass.schedule(self) }
    open func needsLayout() -> Bool { LayerLayoutPass.isPending(self) }
    open func layoutIfNeeded() { if LayerLayoutPass.take(self) { layoutSublayers() } }
    /// Lays out the sublayers; by default the delegate's `layoutSublayers(of:)` does.
    open func layoutSublayers() { delegate?.layoutSublayers(of: self) }

    /// Makes the contents: the delegate's `display(_:)` if it has one, else a context of the
    /// bounds at `contentsScale` that `draw(in:)` paints.
    open func display() {
        needsDisplayFlag = false
        if let delegate { delegate.display(self) } else { drawContents() }
    }

    /// Paints the contents; by default the delegate's `draw(_:in:)` does.
    open func draw(in ctx: CGContext) { delegate?.draw(self, in: ctx) }

    /// Core Animation's default display: a fresh context, `draw(in:)`, contents from its pixels.
    func drawContents() {
        let opaque = isOpaque || (owningView.map(DisplayPass.startsBlack) ?? false)
        let context = UIGraphicsContextStack.makeContext(size: bounds.size, scale: contentsScale, opaque: opaque)
        context.translateBy(x: -bounds.minX, y: -bounds.minY)
        draw(in: context)
        lastDrawing = context.record
        contents = context.record.isEmpty && !opaque ? nil : context.makeImage()
    }

    /// Draws the layer and its sublayers into `ctx` as Core Animation would composite them:
    /// background filters over what is behind, background colour, contents, border, then each
    /// sublayer at its frame, blended by its `compositingFilter` (opacity, hidden and masks to
    /// bounds kept; transforms other than translation and masks are not applied).
    open func render(in ctx: CGContext) {
        guard !isHidden else { return }
        ctx.saveGState()
        ctx.setAlpha(CGFloat(opacity))
        if let mode = LayerFilters.blendMode(of: compositingFilter) { ctx.setBlendMode(mode) }
        if masksToBounds { ctx.clip(to: bounds) }
        if let filters = backgroundFilters, !filters.isEmpty { LayerFilters.applyBackgroundFilters(filters, in: bounds, of: ctx) }
        if let color = backgroundColor { ctx.setFillColor(color); ctx.fill(bounds) }
        if let image = contents as? CGImage { ctx.drawImage(image, in: bounds, flipped: false) }
        renderSublayers(in: ctx)
        if borderWidth > 0, let color = borderColor {
            ctx.setStrokeColor(color)
            ctx.setLineWidth(borderWidth)
            ctx.stroke(bounds.insetBy(dx: borderWidth / 2, dy: borderWidth / 2))
        }
        ctx.restoreGState()
    }

    /// Each sublayer at its frame, back to front.
    func renderSublayers(in ctx: CGContext) {
        for sublayer in knownSublayers {
            ctx.saveGState()
            ctx.translateBy(x: sublayer.frame.minX - bounds.minX, y: sublayer.frame.minY - bounds.minY)
            sublayer.render(in: ctx)
            ctx.restoreGState()
        }
    }

    /// How the layer blends with what is behind it: a Core Image filter (`CIFilter(name:
    /// "CIMultiplyBlendMode")`) or its name as a string (`"multiplyBlendMode"`); `render(in:)`
    /// blends by it.
    open var compositingFilter: Any?
    /// Core Image filters for the layer's own drawing (kept; `render(in:)` does not apply them).
    open var filters: [Any]?
    /// Core Image filters applied to what lies behind the layer, inside its bounds, when `render(in:)` draws it.
    open var backgroundFilters: [Any]?

    /// Key-value coding, as Core Animation's layers take any key: a few properties by name,
    /// any other key kept on the layer (`setValue(3, forKey: "level")` reads back).
    open func setValue(_ value: Any?, forKey key: String) {
        switch key {
        case "name": name = value as? String
        case "opacity": if let number = value as? NSNumber { opacity = number.floatValue } else if let float = value as? Float { opacity = float }
        case "zPosition": if let number = value as? NSNumber { zPosition = CGFloat(number.doubleValue) } else if let float = value as? CGFloat { zPosition = float }
        case "cornerRadius": if let number = value as? NSNumber { cornerRadius = CGFloat(number.doubleValue) } else if let float = value as? CGFloat { cornerRadius = float }
        case "hidden": if let flag = value as? Bool { isHidden = flag }
        default: keyedValues[key] = value
        }
    }

    open func value(forKey key: String) -> Any? {
        switch key {
        case "name": return name
        case "opacity": return opacity
        case "zPosition": return zPosition
        case "cornerRadius": return cornerRadius
        case "hidden": return isHidden
        default: return keyedValues[key]
        }
    }

    /// A key path (`transform.rotation.z`) is kept as a key of its own; a filter's
    /// (`backgroundFilters.myFilter.inputRadius`) sets the input of the filter of that name.
    open func setValue(_ value: Any?, forKeyPath keyPath: String) {
        if let (filter, key) = LayerFilters.filter(at: keyPath, of: self) { return filter.setValue(value, forKey: key) }
        setValue(value, forKey: keyPath)
    }
    open func value(forKeyPath keyPath: String) -> Any? {
        if let (filter, key) = LayerFilters.filter(at: keyPath, of: self) { return filter.value(forKey: key) }
        return value(forKey: keyPath)
    }

    private var keyedValues: [String: Any] = [:]
    /// The part of the contents stretched when the layer is larger (unit rectangle; kept).
    open var contentsCenter: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1)
    open var contentsRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1)

    /// Whether `p` (in the layer's own coordinates) is inside its bounds.
    open func contains(_ p: CGPoint) -> Bool { bounds.contains(p) }

    /// The farthest descendant (or the layer itself) containing `p`, given in the superlayer's
    /// coordinates; nil when none does (`CALayer+HitTesting.swift`).
    open func hitTest(_ p: CGPoint) -> CALayer? { hitTestingTree(p) }

    /// The default of every animatable property: nil (no implicit animation is simulated).
    open class func defaultValue(forKey key: String) -> Any? { nil }
}

/// How a layer fits its contents in its bounds.
public struct CALayerContentsGravity: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let center = CALayerContentsGravity(rawValue: "center")
    public static let resize = CALayerContentsGravity(rawValue: "resize")
    public static let resizeAspect = CALayerContentsGravity(rawValue: "resizeAspect")
    public static let resizeAspectFill = CALayerContentsGravity(rawValue: "resizeAspectFill")
}

/// The layer a view of `layerClass` is backed by, made from the class (`init()` is required,
/// so an app's own layer class is made as Core Animation's are).
enum LayerMaking {
    static func make(_ type: AnyClass, for view: UIView) -> CALayer {
        let made: CALayer
        if let layerType = type as? CALayer.Type {
            made = layerType.init()
        } else {
            print("[LifecycleLab] \(AppRuntime.className(of: view)).layerClass is \(String(describing: type)), which is not a layer class; "
                  + "the view's layer is a CALayer")
            made = CALayer()
        }
        made.owningView = view
        made.delegate = view
        made.contentsScale = view.contentScaleFactor
        // A layer class of the app's own is laid out (`layoutSublayers()`) once its view is in a window.
        if !String(reflecting: type).hasPrefix("UIKit.") { made.setNeedsLayout() }
        return made
    }
}

/// What a layer asks of the object that draws it; each method has UIKit's default.
public protocol CALayerDelegate: AnyObject {
    func display(_ layer: CALayer)
    func draw(_ layer: CALayer, in ctx: CGContext)
    func layoutSublayers(of layer: CALayer)
}

extension CALayerDelegate {
    /// Not implemented: the layer draws its contents with `draw(in:)`.
    public func display(_ layer: CALayer) { layer.drawContents() }
    public func draw(_ layer: CALayer, in ctx: CGContext) {}
    public func layoutSublayers(of layer: CALayer) {}
}
