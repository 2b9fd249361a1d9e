import Foundation

/// The corners `UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)` rounds.
public struct UIRectCorner: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let topLeft = UIRectCorner(rawValue: 1 << 0)
    public static let topRight = UIRectCorner(rawValue: 1 << 1)
    public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
    public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
    public static let allCorners: UIRectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}

/// UIKit's path: a `CGMutablePath` and the stroke settings drawn with it. Angles are in UIKit's
/// flipped coordinates (y down): a clockwise arc sweeps towards larger angles. `fill()`,
/// `stroke()` and `addClip()` act on the current graphics context (`UIGraphicsGetCurrentContext()`).
open class UIBezierPath: NSObject {
    private var path = CGMutablePath()
    open var lineWidth: CGFloat = 1
    open var lineCapStyle: CGLineCap = .butt
    open var lineJoinStyle: CGLineJoin = .miter
    open var miterLimit: CGFloat = 10
    open var flatness: CGFloat = 0.6
    open var usesEvenOddFillRule: Bool = false

    /// The path's elements so far, as an immutable copy (setting it replaces them).
    open var cgPath: CGPath {
        get { CGPath(elements: path.elements) }
        set { path = CGMutablePath(elements: newValue.elements) }
    }

    public override init() {
        super.init()
    }

    public convenience init(rect: CGRect) {
        self.init()
        path.addRect(rect)
    }

    public convenience init(ovalIn rect: CGRect) {
        self.init()
        path.addEllipse(in: rect)
    }

    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init()
        path.addRoundedRect(in: rect, cornerWidth: cornerRadius, cornerHeight: cornerRadius)
    }

    /// Only the corners named are rounded, each by the smaller of the radii's width and height.
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init()
        let radius = max(0, min(cornerRadii.width, cornerRadii.height, rect.width / 2, rect.height / 2))
        let half = CGFloat.pi / 2
        let round = { (corner: UIRectCorner) in corners.contains(corner) ? radius : 0 }
        path.move(to: CGPoint(x: rect.minX + round(.topLeft), y: rect.minY))
        addCorner(CGPoint(x: rect.maxX, y: rect.minY), round(.topRight), center: CGPoint(x: rect.maxX - radius, y: rect.minY + radius), from: -half)
        addCorner(CGPoint(x: rect.maxX, y: rect.maxY), round(.bottomRight), center: CGPoint(x: rect.maxX - radius, y: rect.maxY - radius), from: 0)
        addCorner(CGPoint(x: rect.minX, y: rect.maxY), round(.bottomLeft), center: CGPoint(x: rect.minX + radius, y: rect.maxY - radius), from: half)
        addCorner(CGPoint(x: rect.minX, y: rect.minY), round(.topLeft), center: CGPoint(x: rect.minX + radius, y: rect.minY + radius), from: .pi)
        path.closeSubpath()
    }

    private func addCorner(_ corner: CGPoint, _ radius: CGFloat, center: CGPoint, from start: CGFloat) {
        if radius == 0 { return path.addLine(to: corner) }
        path.addArc(center: center, radius: radius, start: start, end: start + .pi / 2, increasing: true)
    }

    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    public convenience init(cgPath: CGPath) {
        self.init()
        self.cgPath = cgPath
    }

    open var isEmpty: Bool { path.isEmpty }
    open var currentPoint: CGPoint { path.currentPoint }
    /// The bounding box of the path's points, control points included.
    open var bounds: CGRect { path.boundingBox }

    open func move(to point: CGPoint) { path.move(to: point) }
    open func addLine(to point: CGPoint) { path.addLine(to: point) }
    open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) { path.addQuadCurve(to: endPoint, control: controlPoint) }
    open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        path.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
    }
    open func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        path.addArc(center: center, radius: radius, start: startAngle, end: endAngle, increasing: clockwise)
    }
    open func close() { path.closeSubpath() }
    open func removeAllPoints() { path = CGMutablePath() }
    open func append(_ bezierPath: UIBezierPath) { path.addPath(bezierPath.path) }
    open func apply(_ transform: CGAffineTransform) {
        let moved = CGMutablePath()
        moved.addPath(path, transform: transform)
        path = moved
    }

    /// Fills the path with the context's fill colour (the path's fill rule; its own state is
    /// used, the context's is left as it was).
    open func fill() { fill(with: .normal, alpha: 1) }
    open func fill(with blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext() else { return noContext("fill()") }
        context.saveGState()
        context.setBlendMode(blendMode)
        context.setAlpha(alpha)
        context.beginPath()
        context.addPath(path)
        context.fillPath(using: usesEvenOddFillRule ? .evenOdd : .winding)
        context.restoreGState()
    }

    /// Strokes the path with the context's stroke colour and the path's line settings.
    open func stroke() { stroke(with: .normal, alpha: 1) }
    open func stroke(with blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext() else { return noContext("stroke()") }
        context.saveGState()
        context.setBlendMode(blendMode)
        context.setAlpha(alpha)
        context.setLineWidth(lineWidth)
        context.setLineCap(lineCapStyle)
        context.setLineJoin(lineJoinStyle)
        context.setMiterLimit(miterLimit)
        context.setLineDash(phase: dashPhase, lengths: dashPattern)
        context.beginPath()
        context.addPath(path)
        context.strokePath()
        context.restoreGState()
    }

    /// Intersects the current context's clip with the path.
    open func addClip() {
        guard let context = UIGraphicsGetCurrentContext() else { return noContext("addClip()") }
        context.beginPath()
        context.addPath(path)
        context.clip(using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    private var dashPattern: [CGFloat] = []
    private var dashPhase: CGFloat = 0

    open func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
        dashPattern = pattern.map { pointer in (0..<count).map { pointer[$0] } } ?? []
        dashPhase = phase
    }

    /// As on iOS, drawing without a current context draws nothing; the console says why.
    private func noContext(_ what: String) {
        print("[LifecycleLab] UIBezierPath.\(what) with no current graphics context: nothing is drawn "
              + "(draw in draw(_:), an image renderer or UIGraphicsBeginImageContextWithOptions)")
    }

    open func contains(_ point: CGPoint) -> Bool {
        let polygons = PathGeometry.polylines(PathGeometry.transformed(path.elements, by: .identity), tolerance: 0.25).map(\.points)
        var winding = 0, crossings = 0
        for polygon in polygons where polygon.count > 2 {
            for index in polygon.indices {
                let a = polygon[index], b = polygon[(index + 1) % polygon.count]
                guard (a.y <= point.y) != (b.y <= point.y) else { continue }
                let x = a.x + (point.y - a.y) * (b.x - a.x) / (b.y - a.y)
                if x > point.x { winding += a.y < b.y ? 1 : -1; crossings += 1 }
            }
        }
        return usesEvenOddFillRule ? crossings % 2 == 1 : winding != 0
    }

    open override var description: String { "UIBezierPath(\(path.elements.count) elements)" }
}
