import Foundation

/// Path elements as the rasteriser needs them: arcs become cubic curves (so any affine
/// transform maps them exactly), curves become line segments, and strokes become polygons.
enum PathGeometry {
    /// One subpath as points, and whether it was closed.
    struct Polyline { var points: [CGPoint]; var closed: Bool }

    /// The elements mapped by `transform`, each arc replaced by cubic curves of at most a quarter turn.
    static func transformed(_ elements: [CGPath.Element], by transform: CGAffineTransform) -> [CGPath.Element] {
        var result: [CGPath.Element] = []
        for element in elements {
            switch element {
            case .move(let point): result.append(.move(to: point.applying(transform)))
            case .line(let point): result.append(.line(to: point.applying(transform)))
            case .quadCurve(let point, let control): result.append(.quadCurve(to: point.applying(transform), control: control.applying(transform)))
            case .curve(let point, let c1, let c2):
                result.append(.curve(to: point.applying(transform), control1: c1.applying(transform), control2: c2.applying(transform)))
            case .arc(let center, let radius, let start, let end, let increasing):
                for curve in arcCurves(center: center, radius: radius, start: start, end: end, increasing: increasing) {
                    result.append(.curve(to: curve.2.applying(transform), control1: curve.0.applying(transform), control2: curve.1.applying(transform)))
                }
            case .closeSubpath: result.append(.closeSubpath)
            }
        }
        return result
    }

    /// An arc as cubic curves (control 1, control 2, end), each at most a quarter turn.
    static func arcCurves(center: CGPoint, radius: CGFloat, start: CGFloat, end: CGFloat, increasing: Bool) -> [(CGPoint, CGPoint, CGPoint)] {
        let last = CGPath.sweepEnd(start, end, increasing)
        let sweep = last - start
        guard sweep != 0 else { return [] }
        let pieces = max(1, Int((abs(sweep) / (CGFloat.pi / 2)).rounded(.up)))
        let step = sweep / CGFloat(pieces)
        let k = 4.0 / 3.0 * tan(step / 4)
        var curves: [(CGPoint, CGPoint, CGPoint)] = []
        for piece in 0..<pieces {
            let a0 = start + step * CGFloat(piece), a1 = a0 + step
            let p0 = CGPath.point(on: center, radius, a0), p1 = CGPath.point(on: center, radius, a1)
            let c1 = CGPoint(x: p0.x - k * radius * sin(a0), y: p0.y + k * radius * cos(a0))
            let c2 = CGPoint(x: p1.x + k * radius * sin(a1), y: p1.y - k * radius * cos(a1))
            curves.append((c1, c2, p1))
        }
        return curves
    }

    /// Subpaths as points; a curve becomes segments about `tolerance` long (in the elements' units).
    static func polylines(_ elements: [CGPath.Element], tolerance: CGFloat) -> [Polyline] {
        var lines: [Polyline] = []
        var current: [CGPoint] = []
        func finish(closed: Bool) {
            if !current.isEmpty { lines.append(Polyline(points: current, closed: closed)) }
            current = []
        }
        func steps(_ length: CGFloat) -> Int { max(2, min(200, Int((length / max(tolerance, 0.01)).rounded(.up)))) }
        for element in elements {
            switch element {
            case .move(let point):
                finish(closed: false)
                current = [point]
            case .line(let point):
                if current.isEmpty { current = [point] } else { current.append(point) }
            case .quadCurve(let end, let control):
                let start = current.last ?? end
                let n = steps(distance(start, control) + distance(control, end))
                if current.isEmpty { current = [start] }
                for i in 1...n {
                    let t = CGFloat(i) / CGFloat(n), u = 1 - t
                    current.append(CGPoint(x: u * u * start.x + 2 * u * t * control.x + t * t * end.x,
                                           y: u * u * start.y + 2 * u * t * control.y + t * t * end.y))
                }
            case .curve(let end, let c1, let c2):
                let start = current.last ?? end
                let n = steps(distance(start, c1) + distance(c1, c2) + distance(c2, end))
                if current.isEmpty { current = [start] }
                for i in 1...n {
                    let t = CGFloat(i) / CGFloat(n), u = 1 - t
                    let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
                    current.append(CGPoint(x: a * start.x + b * c1.x + c * c2.x + d * end.x,
                                           y: a * start.y + b * c1.y + c * c2.y + d * end.y))
                }
            case .arc:
                // Callers pass `transformed` elements, which have no arcs left.
                break
            case .closeSubpath:
                let first = current.first
                finish(closed: true)
                if let first { current = [first] }
            }
        }
        finish(closed: false)
        // A lone point left by a close is not a subpath.
        return lines.filter { $0.points.count > 1 }
    }

    static func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat { hypot(b.x - a.x, b.y - a.y) }

    /// The stroke settings a context or shape layer strokes with.
    struct StrokeStyle {
        var width: CGFloat = 1
        var cap: CGLineCap = .butt
        var join: CGLineJoin = .miter
        var miterLimit: CGFloat = 10
        var dashPhase: CGFloat = 0
        var dashes: [CGFloat] = []
    }

    /// The outline of stroking `lines` as polygons, each turned counter-clockwise-positive so
    /// that their union fills under the non-zero rule.
    static func strokePolygons(_ lines: [Polyline], style: StrokeStyle) -> [[CGPoint]] {
        let half = style.width / 2
        guard half > 0 else { return [] }
        var polygons: [[CGPoint]] = []
        for line in dashed(lines, style: style) {
            var points = line.points
            points = points.enumerated().filter { $0.offset == 0 || distance($0.element, points[$0.offset - 1]) > 1e-9 }.map(\.element)
            if line.closed, points.count > 1, distance(points[0], points[points.count - 1]) <= 1e-9 { points.removeLast() }
            if points.count == 1 {
                // A zero-length segment shows only round or square caps.
                if style.cap == .round { polygons.append(circle(points[0], half)) }
                if style.cap == .square { polygons.append(square(points[0], half)) }
                continue
            }
            let count = line.closed ? points.count : points.count - 1
            for index in 0..<count {
                let a = points[index], b = points[(index + 1) % points.count]
                let n = normal(a, b, half)
                polygons.append([CGPoint(x: a.x + n.x, y: a.y + n.y), CGPoint(x: b.x + n.x, y: b.y + n.y),
                                 CGPoint(x: b.x - n.x, y: b.y - n.y), CGPoint(x: a.x - n.x, y: a.y - n.y)])
            }
            let joints = line.closed ? Array(0..<points.count) : Array(1..<max(1, points.count - 1))
            for index in joints {
                let previous = points[(index - 1 + points.count) % points.count], point = points[index], next = points[(index + 1) % points.count]
                polygons += join(previous, point, next, half, style)
            }
            if !line.closed {
                polygons += cap(points[1], points[0], half, style.cap)
                polygons += cap(points[points.count - 2], points[points.count - 1], half, style.cap)
            }
        }
        return polygons.map(positive)
    }

    private static func normal(_ a: CGPoint, _ b: CGPoint, _ half: CGFloat) -> CGPoint {
        let length = distance(a, b)
        return CGPoint(x: -(b.y - a.y) / length * half, y: (b.x - a.x) / length * half)
    }

    private static func join(_ previous: CGPoint, _ point: CGPoint, _ next: CGPoint, _ half: CGFloat, _ style: StrokeStyle) -> [[CGPoint]] {
        if style.join == .round { return [circle(point, half)] }
        let n0 = normal(previous, point, half), n1 = normal(point, next, half)
        let turn = (point.x - previous.x) * (next.y - point.y) - (point.y - previous.y) * (next.x - point.x)
        if abs(turn) < 1e-12 { return [] }
        // The outer side of the turn is opposite to the direction it turns.
        let side: CGFloat = turn > 0 ? -1 : 1
        let a = CGPoint(x: point.x + side * n0.x, y: point.y + side * n0.y), b = CGPoint(x: point.x + side * n1.x, y: point.y + side * n1.y)
        if style.join == .miter {
            let cosine = (n0.x * n1.x + n0.y * n1.y) / (half * half)
            let miterRatio = 1 / max(1e-9, sqrt((1 + cosine) / 2))
            if miterRatio <= style.miterLimit {
                let middle = CGPoint(x: (n0.x + n1.x) / 2, y: (n0.y + n1.y) / 2)
                let length = hypot(middle.x, middle.y)
                let reach = half * miterRatio
                let tip = CGPoint(x: point.x + side * middle.x / length * reach, y: point.y + side * middle.y / length * reach)
                return [[point, a, tip, b]]
            }
        }
        return [[point, a, b]]
    }

    private static func cap(_ from: CGPoint, _ end: CGPoint, _ half: CGFloat, _ cap: CGLineCap) -> [[CGPoint]] {
        switch cap {
        case .butt: return []
        case .round: return [circle(end, half)]
        case .square:
            let length = distance(from, end)
            let d = CGPoint(x: (end.x - from.x) / length * half, y: (end.y - from.y) / length * half)
            let n = CGPoint(x: -d.y, y: d.x)
            return [[CGPoint(x: end.x + n.x, y: end.y + n.y), CGPoint(x: end.x + n.x + d.x, y: end.y + n.y + d.y),
                     CGPoint(x: end.x - n.x + d.x, y: end.y - n.y + d.y), CGPoint(x: end.x - n.x, y: end.y - n.y)]]
        }
    }

    static func circle(_ center: CGPoint, _ radius: CGFloat) -> [CGPoint] {
        let count = max(8, min(96, Int(radius * 2)))
        return (0..<count).map { index in
            let angle = 2 * CGFloat.pi * CGFloat(index) / CGFloat(count)
            return CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
        }
    }

    private static func square(_ center: CGPoint, _ half: CGFloat) -> [CGPoint] {
        [CGPoint(x: center.x - half, y: center.y - half), CGPoint(x: center.x + half, y: center.y - half),
         CGPoint(x: center.x + half, y: center.y + half), CGPoint(x: center.x - half, y: center.y + half)]
    }

    private static func positive(_ polygon: [CGPoint]) -> [CGPoint] {
        var area: CGFloat = 0
        for index in polygon.indices {
            let a = polygon[index], b = polygon[(index + 1) % polygon.count]
            area += a.x * b.y - b.x * a.y
        }
        return area < 0 ? polygon.reversed() : polygon
    }

    /// The dashes of `lines`: on and off lengths from `style.dashes`, starting `dashPhase` in.
    static func dashed(_ lines: [Polyline], style: StrokeStyle) -> [Polyline] {
        let pattern = style.dashes.map { max(0, $0) }
        let total = pattern.reduce(0, +)
        guard !pattern.isEmpty, total > 0 else { return lines }
        var result: [Polyline] = []
        for line in lines {
            var points = line.points
            if line.closed, let first = points.first { points.append(first) }
            var index = 0
            var remaining = pattern[0]
            var phase = style.dashPhase.truncatingRemainder(dividingBy: total)
            if phase < 0 { phase += total }
            while phase > 0 {
                if phase >= remaining { phase -= remaining; index = (index + 1) % pattern.count; remaining = pattern[index] } else { remaining -= phase; phase = 0 }
            }
            var dash: [CGPoint] = index % 2 == 0 ? [points[0]] : []
            for segment in 0..<(points.count - 1) {
                var a = points[segment]
                let b = points[segment + 1]
                var length = distance(a, b)
                while length > 0 {
                    let step = min(remaining, length)
                    let t = step / length
                    let point = CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
                    if index % 2 == 0 { dash.append(point) }
                    a = point
                    length -= step
                    remaining -= step
                    if remaining <= 1e-9 {
                        if index % 2 == 0, dash.count > 1 { result.append(Polyline(points: dash, closed: false)) }
                        index = (index + 1) % pattern.count
                        remaining = pattern[index]
                        dash = index % 2 == 0 ? [a] : []
                    }
                }
            }
            if index % 2 == 0, dash.count > 1 { result.append(Polyline(points: dash, closed: false)) }
        }
        return result
    }
}
