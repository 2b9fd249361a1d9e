import Foundation

/// How much of each pixel a shape covers (0…1), over the shape's bounding box in device
/// pixels. Made by `Coverage.of(polygons:…)`: four sample rows per pixel row, each crossing
/// the shape's edges exactly, so an edge's pixels are partly covered (anti-aliasing) and the
/// result is the same on every run.
struct Coverage {
    /// The box covered, in device pixels; `values` holds `width × height` entries, row by row.
    var minX: Int, minY: Int, width: Int, height: Int
    var values: [Float]

    static let empty = Coverage(minX: 0, minY: 0, width: 0, height: 0, values: [])

    var isEmpty: Bool { width == 0 || height == 0 }

    func value(x: Int, y: Int) -> Float {
        let cx = x - minX, cy = y - minY
        guard cx >= 0, cy >= 0, cx < width, cy < height else { return 0 }
        return values[cy * width + cx]
    }

    /// A rectangle of full coverage (partial at fractional edges), without scanning.
    static func rect(_ rect: CGRect, width canvasWidth: Int, height canvasHeight: Int) -> Coverage {
        let clipped = rect.standardized.intersection(CGRect(x: 0, y: 0, width: canvasWidth, height: canvasHeight))
        guard !clipped.isNull, clipped.width > 0, clipped.height > 0 else { return .empty }
        let x0 = Int(clipped.minX.rounded(.down)), y0 = Int(clipped.minY.rounded(.down))
        let x1 = Int(clipped.maxX.rounded(.up)), y1 = Int(clipped.maxY.rounded(.up))
        var values = [Float](repeating: 0, count: (x1 - x0) * (y1 - y0))
        for y in y0..<y1 {
            let yCover = Float(min(clipped.maxY, CGFloat(y + 1)) - max(clipped.minY, CGFloat(y)))
            for x in x0..<x1 {
                let xCover = Float(min(clipped.maxX, CGFloat(x + 1)) - max(clipped.minX, CGFloat(x)))
                values[(y - y0) * (x1 - x0) + (x - x0)] = xCover * yCover
            }
        }
        return Coverage(minX: x0, minY: y0, width: x1 - x0, height: y1 - y0, values: values)
    }

    /// The coverage of closed polygons (device pixels) under the non-zero or even-odd rule.
    static func of(polygons: [[CGPoint]], evenOdd: Bool, width canvasWidth: Int, height canvasHeight: Int, antialias: Bool = true) -> Coverage {
        struct Edge { var x0: Double, y0: Double, x1: Double, y1: Double, direction: Int }
        var edges: [Edge] = []
        var box = (minX: Double.infinity, minY: Double.infinity, maxX: -Double.infinity, maxY: -Double.infinity)
        for polygon in polygons where polygon.count > 2 {
            for index in polygon.indices {
                let a = polygon[index], b = polygon[(index + 1) % polygon.count]
                let (ax, ay, bx, by) = (Double(a.x), Double(a.y), Double(b.x), Double(b.y))
                guard ax.isFinite, ay.isFinite, bx.isFinite, by.isFinite else { continue }
                box = (min(box.minX, ax, bx), min(box.minY, ay, by), max(box.maxX, ax, bx), max(box.maxY, ay, by))
                if ay == by { continue }
                edges.append(ay < by ? Edge(x0: ax, y0: ay, x1: bx, y1: by, direction: 1) : Edge(x0: bx, y0: by, x1: ax, y1: ay, direction: -1))
            }
        }
        guard !edges.isEmpty else { return .empty }
        // Clamped before conversion: a shape far off the canvas must not overflow Int.
        let clampX = { (value: Double) in min(Double(canvasWidth), max(0, value)) }
        let clampY = { (value: Double) in min(Double(canvasHeight), max(0, value)) }
        let x0 = Int(clampX(box.minX).rounded(.down)), x1 = Int(clampX(box.maxX).rounded(.up))
        let y0 = Int(clampY(box.minY).rounded(.down)), y1 = Int(clampY(box.maxY).rounded(.up))
        guard x1 > x0, y1 > y0 else { return .empty }
        let width = x1 - x0
        var values = [Float](repeating: 0, count: width * (y1 - y0))
        edges.sort { $0.y0 < $1.y0 }
        let samples = antialias ? 4 : 1
        let weight = 1 / Double(samples)
        var active: [Edge] = []
        var next = 0
        var crossings: [(x: Double, direction: Int)] = []
        values.withUnsafeMutableBufferPointer { out in
            for y in y0..<y1 {
                for sample in 0..<samples {
                    let sy = Double(y) + (Double(sample) + 0.5) * weight
                    while next < edges.count, edges[next].y0 <= sy { active.append(edges[next]); next += 1 }
                    active.removeAll { $0.y1 <= sy }
                    crossings.removeAll(keepingCapacity: true)
                    for edge in active where edge.y0 <= sy {
                        crossings.append((edge.x0 + (sy - edge.y0) * (edge.x1 - edge.x0) / (edge.y1 - edge.y0), edge.direction))
                    }
                    crossings.sort { $0.x < $1.x }
                    var winding = 0
                    let row = (y - y0) * width
                    for index in crossings.indices.dropLast() {
                        winding += crossings[index].direction
                        let inside = evenOdd ? winding % 2 != 0 : winding != 0
                        guard inside else { continue }
                        var left = crossings[index].x, right = crossings[index + 1].x
                        if !antialias { left = left.rounded(); right = right.rounded() }
                        left = max(left, Double(x0)); right = min(right, Double(x1))
                        guard right > left else { continue }
                        let first = Int(left.rounded(.down)), last = Int(right.rounded(.up)) - 1
                        if first == last {
                            out[row + first - x0] += Float((right - left) * weight)
                            continue
                        }
                        out[row + first - x0] += Float((Double(first + 1) - left) * weight)
                        if last > first + 1 { for x in (first + 1)..<last { out[row + x - x0] += Float(weight) } }
                        out[row + last - x0] += Float((right - Double(last)) * weight)
                    }
                }
            }
            for index in out.indices where out[index] > 1 { out[index] = 1 }
        }
        return Coverage(minX: x0, minY: y0, width: width, height: y1 - y0, values: values)
    }
}
