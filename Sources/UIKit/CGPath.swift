import Foundation

/// How the end of a stroked line looks (Core Graphics).
public enum CGLineCap: Int32, Sendable {
    case butt, round, square
}

/// How two stroked segments meet (Core Graphics).
public enum CGLineJoin: Int32, Sendable {
    case miter, round, bevel
}

/// Core Graphics' immutable path: its elements are kept in order (moves, lines, curves, arcs),
/// so its current point and bounding box are known; nothing rasterises it.
public class CGPath: NSObject {
    /// One element; arcs are kept as arcs, angles in radians, `increasing` when the arc sweeps
    /// from `start` towards larger angles.
    public enum Element: Equatable, Sendable {
        case move(to: CGPoint)
        case line(to: CGPoint)
        case quadCurve(to: CGPoint, control: CGPoint)
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        case arc(center: CGPoint, radius: CGFloat, start: CGFloat, end: CGFloat, increasing: Bool)
        case closeSubpath
    }

    public internal(set) var elements: [Element]

    init(elements: [Element]) {
        self.elements = elements
        super.init()
    }

    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addRect(rect, transform: transform?.pointee ?? .identity)
        self.init(elements: path.elements)
    }

    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addEllipse(in: rect, transform: transform?.pointee ?? .identity)
        self.init(elements: path.elements)
    }

    public convenience init(roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addRoundedRect(in: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight, transform: transform?.pointee ?? .identity)
        self.init(elements: path.elements)
    }

    public var isEmpty: Bool { elements.isEmpty }

    /// Where the next element starts: the end of the last one (`.zero` for an empty path).
    public var currentPoint: CGPoint {
        var start = CGPoint.zero
        var current = CGPoint.zero
        for element in elements {
            switch element {
            case .move(let point):
                start = point
                current = point
            case .line(let point), .quadCurve(let point, _), .curve(let point, _, _):
                current = point
            case .arc(let center, let radius, _, let end, _):
                current = CGPath.point(on: center, radius, end)
            case .closeSubpath:
                current = start
            }
        }
        return current
    }

    /// The smallest rectangle holding every point of the path, control points included (as
    /// Core Graphics' `boundingBox`); `CGRect.null` for an empty path.
    public var boundingBox: CGRect {
        var points: [CGPoint] = []
        for element in elements {
            switch element {
            case .move(let point), .line(let point):
                points.append(point)
            case .quadCurve(let point, let control):
                points += [point, control]
            case .curve(let point, let control1, let control2):
                points += [point, control1, control2]
            case .arc(let center, let radius, let start, let end, let increasing):
                points += CGPath.extremes(center, radius, start, end, increasing)
            case .closeSubpath:
                break
            }
        }
        guard let first = points.first else { return .null }
        return points.dropFirst().reduce(CGRect(origin: first, size: .zero)) { $0.union(CGRect(origin: $1, size: .zero)) }
    }

    /// The bounding box without control points differs only for curves; arcs are exact here.
    public var boundingBoxOfPath: CGRect { boundingBox }

    public func copy() -> CGPath? { CGPath(elements: elements) }
    public func mutableCopy() -> CGMutablePath? { CGMutablePath(elements: elements) }

    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        guard let transform = transform?.pointee else { return copy() }
        let path = CGMutablePath()
        path.addPath(self, transform: transform)
        return CGPath(elements: path.elements)
    }

    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? CGPath else { return false }
        return elements == other.elements
    }

    public override var hash: Int { elements.count }

    public override var description: String { "CGPath(\(elements.count) elements)" }

    static func point(on center: CGPoint, _ radius: CGFloat, _ angle: CGFloat) -> CGPoint {
        CGPoint(x: center.x + radius * CGFloat(cos(Double(angle))), y: center.y + radius * CGFloat(sin(Double(angle))))
    }

    /// The angle the arc ends at, measured in its own direction: at most one turn past `start`.
    static func sweepEnd(_ start: CGFloat, _ end: CGFloat, _ increasing: Bool) -> CGFloat {
        let turn = 2 * CGFloat.pi
        if abs(end - start) >= turn { return increasing ? start + turn : start - turn }
        var sweepEnd = end
        if increasing { while sweepEnd < start { sweepEnd += turn } } else { while sweepEnd > start { sweepEnd -= turn } }
        return sweepEnd
    }

    /// The arc's end points and the points where it crosses an axis (its extremes).
    static func extremes(_ center: CGPoint, _ radius: CGFloat, _ start: CGFloat, _ end: CGFloat, _ increasing: Bool) -> [CGPoint] {
        let last = sweepEnd(start, end, increasing)
        let low = min(start, last)
        let high = max(start, last)
        var points = [point(on: center, radius, start), point(on: center, radius, last)]
        var quarter = (low / (CGFloat.pi / 2)).rounded(.up)
        while quarter * CGFloat.pi / 2 <= high {
            points.append(point(on: center, radius, quarter * CGFloat.pi / 2))
            quarter += 1
        }
        return points
    }
}

/// A path being built. Core Graphics' `clockwise` is in its own y-up coordinates: a clockwise
/// arc sweeps towards smaller angles (UIKit's flipped `UIBezierPath` says the opposite).
public class CGMutablePath: CGPath {
    public init() {
        super.init(elements: [])
    }

    override init(elements: [Element]) {
        super.init(elements: elements)
    }

    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        elements.append(.move(to: point.applying(transform)))
    }

    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        startIfEmpty()
        elements.append(.line(to: point.applying(transform)))
    }

    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        guard let first = points.first else { return }
        move(to: first, transform: transform)
        for point in points.dropFirst() { addLine(to: point, transform: transform) }
    }

    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        startIfEmpty()
        elements.append(.quadCurve(to: end.applying(transform), control: control.applying(transform)))
    }

    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity) {
        startIfEmpty()
        elements.append(.curve(to: end.applying(transform), control1: control1.applying(transform), control2: control2.applying(transform)))
    }

    /// An arc; a line joins the current point to its start (a new path moves there instead).
    /// Under a transform other than a translation, the arc's centre and radius are mapped.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
                       transform: CGAffineTransform = .identity) {
        addArc(center: center, radius: radius, start: startAngle, end: endAngle, increasing: !clockwise, transform: transform)
    }

    func addArc(center: CGPoint, radius: CGFloat, start: CGFloat, end: CGFloat, increasing: Bool, transform: CGAffineTransform = .identity) {
        let mappedCenter = center.applying(transform)
        let scale = sqrt(abs(transform.a * transform.d - transform.b * transform.c))
        let mappedRadius = radius * scale
        let first = CGPath.point(on: mappedCenter, mappedRadius, start)
        if elements.isEmpty { elements.append(.move(to: first)) } else { elements.append(.line(to: first)) }
        elements.append(.arc(center: mappedCenter, radius: mappedRadius, start: start, end: end, increasing: increasing))
    }

    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        addLines(between: [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                           CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY)], transform: transform)
        closeSubpath()
    }

    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    /// An ellipse as four cubic curves, as Core Graphics builds it.
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        let kappa: CGFloat = 0.5522847498
        let (cx, cy, rx, ry) = (rect.midX, rect.midY, rect.width / 2, rect.height / 2)
        let point = { (x: CGFloat, y: CGFloat) in CGPoint(x: x, y: y).applying(transform) }
        elements.append(.move(to: point(cx + rx, cy)))
        elements.append(.curve(to: point(cx, cy + ry), control1: point(cx + rx, cy + ry * kappa), control2: point(cx + rx * kappa, cy + ry)))
        elements.append(.curve(to: point(cx - rx, cy), control1: point(cx - rx * kappa, cy + ry), control2: point(cx - rx, cy + ry * kappa)))
        elements.append(.curve(to: point(cx, cy - ry), control1: point(cx - rx, cy - ry * kappa), control2: point(cx - rx * kappa, cy - ry)))
        elements.append(.curve(to: point(cx + rx, cy), control1: point(cx + rx * kappa, cy - ry), control2: point(cx + rx, cy - ry * kappa)))
        elements.append(.closeSubpath)
    }

    /// A rectangle with quarter-circle corners (the smaller of the two corner sizes, at most half a side).
    public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: CGAffineTransform = .identity) {
        let radius = max(0, min(cornerWidth, cornerHeight, rect.width / 2, rect.height / 2))
        guard radius > 0 else { return addRect(rect, transform: transform) }
        let half = CGFloat.pi / 2
        move(to: CGPoint(x: rect.minX + radius, y: rect.minY), transform: transform)
        addArc(center: CGPoint(x: rect.maxX - radius, y: rect.minY + radius), radius: radius, start: -half, end: 0, increasing: true, transform: transform)
        addArc(center: CGPoint(x: rect.maxX - radius, y: rect.maxY - radius), radius: radius, start: 0, end: half, increasing: true, transform: transform)
        addArc(center: CGPoint(x: rect.minX + radius, y: rect.maxY - radius), radius: radius, start: half, end: .pi, increasing: true, transform: transform)
        addArc(center: CGPoint(x: rect.minX + radius, y: rect.minY + radius), radius: radius, start: .pi, end: 3 * half, increasing: true, transform: transform)
        closeSubpath()
    }

    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        for element in path.elements {
            switch element {
            case .move(let point): elements.append(.move(to: point.applying(transform)))
            case .line(let point): elements.append(.line(to: point.applying(transform)))
            case .quadCurve(let point, let control):
                elements.append(.quadCurve(to: point.applying(transform), control: control.applying(transform)))
            case .curve(let point, let control1, let control2):
                elements.append(.curve(to: point.applying(transform), control1: control1.applying(transform), control2: control2.applying(transform)))
            case .arc(let center, let radius, let start, let end, let increasing):
                let scale = sqrt(abs(transform.a * transform.d - transform.b * transform.c))
                elements.append(.arc(center: center.applying(transform), radius: radius * scale, start: start, end: end, increasing: increasing))
            case .closeSubpath: elements.append(.closeSubpath)
            }
        }
    }

    public func closeSubpath() {
        guard !elements.isEmpty else { return }
        elements.append(.closeSubpath)
    }

    /// Core Graphics starts a path that has no current point at (0, 0) and logs; the lab just starts there.
    private func startIfEmpty() {
        if elements.isEmpty { elements.append(.move(to: .zero)) }
    }
}
