import Foundation

public enum CGPathFillRule: Int, Sendable { case winding, evenOdd }
public enum CGPathDrawingMode: Int32, Sendable { case fill, eoFill, stroke, fillStroke, eoFillStroke }
public enum CGInterpolationQuality: Int32, Sendable { case `default`, none, low, medium, high }
public enum CGTextDrawingMode: Int32, Sendable { case fill, stroke, fillStroke, invisible, fillClip, strokeClip, fillStrokeClip, clip }

/// How a drawing operation combines with what is already there.
public enum CGBlendMode: Int32, Sendable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight, difference, exclusion
    case hue, saturation, color, luminosity
    case clear, copy, sourceIn, sourceOut, sourceAtop, destinationOver, destinationIn, destinationOut, destinationAtop, xor
    case plusDarker, plusLighter
}

/// Core Graphics' drawing context: it draws into real pixels in memory (8-bit RGBA with
/// premultiplied alpha, or 8-bit grey), with the graphics state Core Graphics has — the
/// current transformation matrix (CTM), clip, colours, line settings, alpha, blend mode and
/// shadow — saved and restored as a stack. Shapes are rasterised by the lab itself
/// (`Coverage`, `PathGeometry`): anti-aliased with four sample rows per pixel; images are
/// sampled at the nearest pixel. The pixel buffer is made at the first drawing operation,
/// so a context nothing draws into costs nothing.
public class CGContext: NSObject {
    public let width: Int
    public let height: Int
    /// 4 (RGBA) or 1 (grey).
    let bytesPerPixel: Int
    public let bytesPerRow: Int
    /// Where red, green, blue and alpha sit in a 4-byte pixel; `hasAlpha` false for "skip" layouts.
    private let order: (r: Int, g: Int, b: Int, a: Int)
    private let hasAlpha: Bool
    private let alphaInfo: CGImageAlphaInfo
    /// The pixels: the caller's memory (`init(data:…)`) or the context's own.
    private var storage: UnsafeMutablePointer<UInt8>?
    private let ownsStorage: Bool
    /// Maps user space at the start to device pixels, top row first.
    let baseTransform: CGAffineTransform
    /// Whether device y grows downward in user space (UIKit's contexts) — a shadow's offset follows it.
    let flipped: Bool
    /// Pixels the context starts with where nothing was drawn (an opaque image context is black).
    private let startsOpaque: Bool

    struct GState {
        var ctm: CGAffineTransform
        var fill = RGBA(r: 0, g: 0, b: 0, a: 1)
        var stroke = RGBA(r: 0, g: 0, b: 0, a: 1)
        var fillPattern: UIImage?
        var strokePattern: UIImage?
        var fillSpace: CGColorSpace?
        var strokeSpace: CGColorSpace?
        var strokeStyle = PathGeometry.StrokeStyle()
        var alpha: CGFloat = 1
        var blendMode: CGBlendMode = .normal
        var clip: Coverage?
        var shadow: (offset: CGSize, blur: CGFloat, color: RGBA)?
        var antialias = true
        var font: UIFont?
        var textDrawingMode: CGTextDrawingMode = .fill
    }

    struct RGBA: Equatable {
        var r: CGFloat, g: CGFloat, b: CGFloat, a: CGFloat
        init(r: CGFloat, g: CGFloat, b: CGFloat, a: CGFloat) { (self.r, self.g, self.b, self.a) = (r, g, b, a) }
        init(_ color: CGColor) {
            let c = color.rgbaComponents
            self.init(r: c.0, g: c.1, b: c.2, a: c.3)
        }
    }

    var state: GState
    private var saved: [GState] = []
    /// The path being built, in device pixels (Core Graphics maps points by the CTM as they are added).
    private var devicePath: [CGPath.Element] = []
    /// What has been drawn, for the lab's summaries (`views` shows "drew 3 paths").
    var record = DrawingRecord()

    /// A context drawing into `width × height` device pixels; `base` maps user space to them.
    init(width: Int, height: Int, grey: Bool = false, base: CGAffineTransform, flipped: Bool, opaque: Bool,
         data: UnsafeMutableRawPointer? = nil, bytesPerRow: Int? = nil, alphaInfo: CGImageAlphaInfo = .premultipliedLast) {
        self.width = max(0, width)
        self.height = max(0, height)
        self.bytesPerPixel = grey ? 1 : 4
        self.bytesPerRow = bytesPerRow ?? self.width * bytesPerPixel
        self.alphaInfo = grey ? .none : alphaInfo
        switch alphaInfo {
        case .premultipliedFirst, .first, .noneSkipFirst: order = (1, 2, 3, 0)
        default: order = (0, 1, 2, 3)
        }
        hasAlpha = !grey && [.premultipliedLast, .premultipliedFirst, .last, .first].contains(alphaInfo)
        baseTransform = base
        self.flipped = flipped
        startsOpaque = opaque
        state = GState(ctm: base)
        if let data {
            storage = data.assumingMemoryBound(to: UInt8.self)
            ownsStorage = false
        } else {
            ownsStorage = true
        }
        super.init()
    }

    deinit {
        if ownsStorage { storage?.deallocate() }
    }

    /// Core Graphics' bitmap context: y grows upward from the bottom-left corner (**as on iOS**).
    /// 8 bits per component only: RGB with premultiplied alpha first or last (or skipped), or grey.
    public convenience init?(data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int, bytesPerRow: Int,
                             space: CGColorSpace, bitmapInfo: UInt32) {
        let grey = space.model == .monochrome
        let info = CGImageAlphaInfo(rawValue: bitmapInfo & CGBitmapInfo.alphaInfoMask.rawValue) ?? .none
        guard bitsPerComponent == 8, width > 0, height > 0 else {
            print("[LifecycleLab] CGContext(data:…): only 8 bits per component are simulated; no context was made")
            return nil
        }
        guard grey ? info == .none || info == .alphaOnly : info != .none && info != .alphaOnly else { return nil }
        let rowBytes = bytesPerRow == 0 ? width * (grey ? 1 : 4) : bytesPerRow
        guard rowBytes >= width * (grey ? 1 : 4) else { return nil }
        self.init(width: width, height: height, grey: grey,
                  base: CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: CGFloat(height)), flipped: false, opaque: false,
                  data: data, bytesPerRow: rowBytes, alphaInfo: info)
        if data != nil { pixelsReady = true }
    }

    public var bitsPerComponent: Int { 8 }
    public var bitsPerPixel: Int { bytesPerPixel * 8 }
    public var colorSpace: CGColorSpace? { bytesPerPixel == 1 ? CGColorSpaceCreateDeviceGray() : CGColorSpaceCreateDeviceRGB() }
    public var bitmapInfo: CGBitmapInfo { CGBitmapInfo(rawValue: alphaInfo.rawValue) }
    /// The pixel memory (made now if nothing has drawn yet).
    public var data: UnsafeMutableRawPointer? { UnsafeMutableRawPointer(pixels) }

    private var pixelsReady = false

    private var pixels: UnsafeMutablePointer<UInt8> {
        if let storage, pixelsReady { return storage }
        let count = bytesPerRow * height
        let memory = storage ?? UnsafeMutablePointer<UInt8>.allocate(capacity: max(1, count))
        memory.initialize(repeating: 0, count: count)
        if startsOpaque {
            for y in 0..<height { for x in 0..<width { memory[y * bytesPerRow + x * bytesPerPixel + (bytesPerPixel == 4 ? order.a : 0)] = bytesPerPixel == 4 ? 255 : 0 } }
        }
        storage = memory
        pixelsReady = true
        return memory
    }

    // MARK: Graphics state

    public func saveGState() { saved.append(state) }
    public func restoreGState() { if let last = saved.popLast() { state = last } }

    public var ctm: CGAffineTransform { state.ctm.concatenating(baseTransform.inverted()) }
    /// The user-space-to-device transform (the CTM including the base transform).
    public var userSpaceToDeviceSpaceTransform: CGAffineTransform { state.ctm }
    public func concatenate(_ transform: CGAffineTransform) { state.ctm = transform.concatenating(state.ctm) }
    public func translateBy(x tx: CGFloat, y ty: CGFloat) { concatenate(CGAffineTransform(translationX: tx, y: ty)) }
    public func scaleBy(x sx: CGFloat, y sy: CGFloat) { concatenate(CGAffineTransform(scaleX: sx, y: sy)) }
    public func rotate(by angle: CGFloat) { concatenate(CGAffineTransform(rotationAngle: angle)) }
    public func convertToDeviceSpace(_ point: CGPoint) -> CGPoint { point.applying(state.ctm) }
    public func convertToUserSpace(_ point: CGPoint) -> CGPoint { point.applying(state.ctm.inverted()) }

    public func setLineWidth(_ width: CGFloat) { state.strokeStyle.width = width }
    public func setLineCap(_ cap: CGLineCap) { state.strokeStyle.cap = cap }
    public func setLineJoin(_ join: CGLineJoin) { state.strokeStyle.join = join }
    public func setMiterLimit(_ limit: CGFloat) { state.strokeStyle.miterLimit = limit }
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
        state.strokeStyle.dashPhase = phase
        state.strokeStyle.dashes = lengths
    }
    public func setFlatness(_ flatness: CGFloat) {}
    public func setAlpha(_ alpha: CGFloat) { state.alpha = max(0, min(1, alpha)) }
    public func setBlendMode(_ mode: CGBlendMode) { state.blendMode = mode }
    public func setShouldAntialias(_ shouldAntialias: Bool) { state.antialias = shouldAntialias }
    public func setAllowsAntialiasing(_ allowsAntialiasing: Bool) {}
    public var interpolationQuality: CGInterpolationQuality = .default
    public func setTextDrawingMode(_ mode: CGTextDrawingMode) { state.textDrawingMode = mode }

    public func setFillColor(_ color: CGColor) { (state.fill, state.fillPattern) = (RGBA(color), color.pattern) }
    public func setStrokeColor(_ color: CGColor) { (state.stroke, state.strokePattern) = (RGBA(color), color.pattern) }
    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { (state.fill, state.fillPattern) = (RGBA(r: red, g: green, b: blue, a: alpha), nil) }
    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { (state.stroke, state.strokePattern) = (RGBA(r: red, g: green, b: blue, a: alpha), nil) }
    public func setFillColor(gray: CGFloat, alpha: CGFloat) { (state.fill, state.fillPattern) = (RGBA(r: gray, g: gray, b: gray, a: alpha), nil) }
    public func setStrokeColor(gray: CGFloat, alpha: CGFloat) { (state.stroke, state.strokePattern) = (RGBA(r: gray, g: gray, b: gray, a: alpha), nil) }

    /// A shadow under what is drawn next: `offset` in base space (down in UIKit's contexts,
    /// as on iOS), `blur` approximated by three box blurs; colour black at a third opacity by default.
    public func setShadow(offset: CGSize, blur: CGFloat) {
        setShadow(offset: offset, blur: blur, color: CGColor(name: "rgba(0.00, 0.00, 0.00, 0.33)"))
    }
    public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) {
        guard let color, RGBA(color).a > 0 else { state.shadow = nil; return }
        state.shadow = (offset, blur, RGBA(color))
    }

    // MARK: The current path

    public func beginPath() { devicePath = [] }
    public var isPathEmpty: Bool { devicePath.isEmpty }
    public var currentPointOfPath: CGPoint {
        CGPath(elements: devicePath).currentPoint.applying(state.ctm.inverted())
    }
    public var boundingBoxOfPath: CGRect {
        guard !devicePath.isEmpty else { return .null }
        return CGPath(elements: devicePath).boundingBox.applying(state.ctm.inverted())
    }
    /// The current path in user space.
    public var path: CGPath? {
        devicePath.isEmpty ? nil : CGPath(elements: PathGeometry.transformed(devicePath, by: state.ctm.inverted()))
    }

    private func add(_ elements: [CGPath.Element]) {
        var mapped = PathGeometry.transformed(elements, by: state.ctm)
        // A line or curve with no current point starts where it goes, as Core Graphics' does (it logs).
        if devicePath.isEmpty, let first = mapped.first {
            switch first {
            case .move, .closeSubpath: break
            case .line(let p), .quadCurve(let p, _), .curve(let p, _, _): mapped.insert(.move(to: p), at: 0)
            case .arc: break
            }
        }
        devicePath += mapped
    }

    public func move(to point: CGPoint) { add([.move(to: point)]) }
    public func addLine(to point: CGPoint) { add([.line(to: point)]) }
    public func addLines(between points: [CGPoint]) {
        let path = CGMutablePath()
        path.addLines(between: points)
        add(path.elements)
    }
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) { add([.curve(to: end, control1: control1, control2: control2)]) }
    public func addQuadCurve(to end: CGPoint, control: CGPoint) { add([.quadCurve(to: end, control: control)]) }
    public func closePath() { if !devicePath.isEmpty { devicePath.append(.closeSubpath) } }
    public func addRect(_ rect: CGRect) { addPath(CGPath(rect: rect, transform: nil)) }
    public func addRects(_ rects: [CGRect]) { for rect in rects { addRect(rect) } }
    public func addEllipse(in rect: CGRect) { addPath(CGPath(ellipseIn: rect, transform: nil)) }
    public func addPath(_ path: CGPath) { add(path.elements) }

    /// An arc in user space; `clockwise` in Core Graphics' sense (towards smaller angles).
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        let start = CGPath.point(on: center, radius, startAngle)
        add([devicePath.isEmpty ? .move(to: start) : .line(to: start),
             .arc(center: center, radius: radius, start: startAngle, end: endAngle, increasing: !clockwise)])
    }

    /// A line towards `tangent1End`, then an arc of `radius` tangent to both lines (as `CGContextAddArcToPoint`).
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) {
        let current = currentPointOfPath
        let v1 = CGPoint(x: current.x - tangent1End.x, y: current.y - tangent1End.y)
        let v2 = CGPoint(x: tangent2End.x - tangent1End.x, y: tangent2End.y - tangent1End.y)
        let l1 = hypot(v1.x, v1.y), l2 = hypot(v2.x, v2.y)
        let cross = v1.x * v2.y - v1.y * v2.x
        guard l1 > 0, l2 > 0, abs(cross) > 1e-9, radius > 0 else { return addLine(to: tangent1End) }
        let angle = acos(max(-1, min(1, (v1.x * v2.x + v1.y * v2.y) / (l1 * l2))))
        let distance = radius / tan(angle / 2)
        let p1 = CGPoint(x: tangent1End.x + v1.x / l1 * distance, y: tangent1End.y + v1.y / l1 * distance)
        let p2 = CGPoint(x: tangent1End.x + v2.x / l2 * distance, y: tangent1End.y + v2.y / l2 * distance)
        let bisector = CGPoint(x: v1.x / l1 + v2.x / l2, y: v1.y / l1 + v2.y / l2)
        let bl = hypot(bisector.x, bisector.y)
        let centerDistance = radius / sin(angle / 2)
        let center = CGPoint(x: tangent1End.x + bisector.x / bl * centerDistance, y: tangent1End.y + bisector.y / bl * centerDistance)
        let a1 = atan2(p1.y - center.y, p1.x - center.x), a2 = atan2(p2.y - center.y, p2.x - center.x)
        add([.line(to: p1), .arc(center: center, radius: radius, start: a1, end: a2, increasing: cross < 0)])
    }

    /// Replaces the path with the outline its stroke would paint.
    public func replacePathWithStrokedPath() {
        let polygons = strokeOutline(devicePath)
        devicePath = polygons.flatMap { polygon -> [CGPath.Element] in
            [.move(to: polygon[0])] + polygon.dropFirst().map { .line(to: $0) } + [.closeSubpath]
        }
    }

    // MARK: Painting

    public func fillPath(using rule: CGPathFillRule = .winding) {
        paintPath(fill: true, evenOdd: rule == .evenOdd, stroke: false)
    }
    public func strokePath() { paintPath(fill: false, evenOdd: false, stroke: true) }
    public func drawPath(using mode: CGPathDrawingMode) {
        switch mode {
        case .fill: paintPath(fill: true, evenOdd: false, stroke: false)
        case .eoFill: paintPath(fill: true, evenOdd: true, stroke: false)
        case .stroke: paintPath(fill: false, evenOdd: false, stroke: true)
        case .fillStroke: paintPath(fill: true, evenOdd: false, stroke: true)
        case .eoFillStroke: paintPath(fill: true, evenOdd: true, stroke: true)
        }
    }

    public func fill(_ rect: CGRect) { beginPath(); addRect(rect); fillPath() }
    public func fill(_ rects: [CGRect]) { beginPath(); addRects(rects); fillPath() }
    public func stroke(_ rect: CGRect) { beginPath(); addRect(rect); strokePath() }
    public func stroke(_ rect: CGRect, width: CGFloat) {
        saveGState(); setLineWidth(width); stroke(rect); restoreGState()
    }
    public func fillEllipse(in rect: CGRect) { beginPath(); addEllipse(in: rect); fillPath() }
    public func strokeEllipse(in rect: CGRect) { beginPath(); addEllipse(in: rect); strokePath() }
    public func strokeLineSegments(between points: [CGPoint]) {
        beginPath()
        var index = 0
        while index + 1 < points.count { move(to: points[index]); addLine(to: points[index + 1]); index += 2 }
        strokePath()
    }
    /// Makes the pixels of `rect` transparent (black and opaque in a context without alpha).
    public func clear(_ rect: CGRect) {
        saveGState(); state.blendMode = .clear; state.shadow = nil
        beginPath(); addRect(rect); fillPath()
        restoreGState()
    }

    private func paintPath(fill: Bool, evenOdd: Bool, stroke: Bool) {
        let path = devicePath
        devicePath = []
        guard !path.isEmpty else { return }
        record.paths += 1
        if fill {
            let polygons = PathGeometry.polylines(path, tolerance: 1).map(\.points)
            let coverage = Coverage.of(polygons: polygons, evenOdd: evenOdd, width: width, height: height, antialias: state.antialias)
            composite(coverage, color: state.fill, pattern: state.fillPattern)
        }
        if stroke {
            let coverage = Coverage.of(polygons: strokeOutline(path), evenOdd: false, width: width, height: height, antialias: state.antialias)
            composite(coverage, color: state.stroke, pattern: state.strokePattern)
        }
    }

    /// The stroke's outline in device pixels: the path is stroked in user space (a scaled CTM
    /// scales the line width with it), then mapped.
    private func strokeOutline(_ path: [CGPath.Element]) -> [[CGPoint]] {
        let toUser = state.ctm.inverted()
        let scale = sqrt(abs(state.ctm.a * state.ctm.d - state.ctm.b * state.ctm.c))
        let lines = PathGeometry.polylines(PathGeometry.transformed(path, by: toUser), tolerance: 1 / max(scale, 0.01))
        var style = state.strokeStyle
        // Core Graphics strokes a zero width as the thinnest line the device can show.
        if style.width <= 0 { style.width = 1 / max(scale, 0.01) }
        return PathGeometry.strokePolygons(lines, style: style).map { $0.map { $0.applying(state.ctm) } }
    }

    // MARK: Clipping

    public func clip(using rule: CGPathFillRule = .winding) {
        let polygons = PathGeometry.polylines(devicePath, tolerance: 1).map(\.points)
        devicePath = []
        intersectClip(Coverage.of(polygons: polygons, evenOdd: rule == .evenOdd, width: width, height: height, antialias: state.antialias))
    }
    public func clip(to rect: CGRect) { beginPath(); addRect(rect); clip() }
    public func clip(to rects: [CGRect]) { beginPath(); addRects(rects); clip() }

    /// Clips to a mask image drawn in `rect`: a grey image's brightness, otherwise the image's alpha.
    public func clip(to rect: CGRect, mask: CGImage) {
        let coverage = imageCoverage(mask, in: rect) { image, x, y in
            let (r, _, _, a) = image.rgba(x: x, y: y)
            return image.bytesPerPixel == 1 ? Float(r) / 255 : Float(a) / 255
        }
        intersectClip(coverage)
    }

    /// Removes the clip (back to the whole context).
    public func resetClip() { state.clip = nil }

    /// What is drawn until `endTransparencyLayer()` goes into a layer of its own, which is then
    /// composited as one image with the alpha, blend mode and shadow in force now.
    public func beginTransparencyLayer(auxiliaryInfo: [String: Any]?) {
        let count = bytesPerRow * height
        let layer = UnsafeMutablePointer<UInt8>.allocate(capacity: max(1, count))
        layer.initialize(repeating: 0, count: count)
        layers.append((pixels, state))
        storage = layer
        pixelsReady = true
        state.alpha = 1
        state.blendMode = .normal
        state.shadow = nil
        state.clip = nil
    }

    public func beginTransparencyLayer(in rect: CGRect, auxiliaryInfo: [String: Any]?) {
        beginTransparencyLayer(auxiliaryInfo: auxiliaryInfo)
    }

    public func endTransparencyLayer() {
        guard let (below, saved) = layers.popLast(), let layer = storage else { return }
        let image = makeImage()
        storage = below
        layer.deallocate()
        let current = state
        state = saved
        if let image {
            let all = Coverage(minX: 0, minY: 0, width: width, height: height, values: [Float](repeating: 1, count: width * height))
            composite(all) { x, y in
                let (r, g, b, a) = image.rgba(x: x, y: y)
                return (CGFloat(r) / 255, CGFloat(g) / 255, CGFloat(b) / 255, CGFloat(a) / 255)
            }
        }
        state = current
        state.alpha = saved.alpha
        state.blendMode = saved.blendMode
        state.shadow = saved.shadow
        state.clip = saved.clip
    }

    /// The pixels under each open transparency layer, with the state when it began.
    private var layers: [(UnsafeMutablePointer<UInt8>, GState)] = []

    public var boundingBoxOfClipPath: CGRect {
        let device: CGRect
        if let clip = state.clip {
            device = clip.isEmpty ? .zero : CGRect(x: clip.minX, y: clip.minY, width: clip.width, height: clip.height)
        } else {
            device = CGRect(x: 0, y: 0, width: width, height: height)
        }
        return device.applying(state.ctm.inverted())
    }

    private func intersectClip(_ coverage: Coverage) {
        guard let old = state.clip else { state.clip = coverage; return }
        let x0 = max(old.minX, coverage.minX), y0 = max(old.minY, coverage.minY)
        let x1 = min(old.minX + old.width, coverage.minX + coverage.width), y1 = min(old.minY + old.height, coverage.minY + coverage.height)
        guard x1 > x0, y1 > y0 else { state.clip = .empty; return }
        var values = [Float](repeating: 0, count: (x1 - x0) * (y1 - y0))
        for y in y0..<y1 { for x in x0..<x1 { values[(y - y0) * (x1 - x0) + x - x0] = old.value(x: x, y: y) * coverage.value(x: x, y: y) } }
        state.clip = Coverage(minX: x0, minY: y0, width: x1 - x0, height: y1 - y0, values: values)
    }

    // MARK: Images and gradients

    /// Draws `image` to fill `rect` in user space, its first row at the rectangle's maximum y
    /// (Core Graphics' y-up convention: in a UIKit context the image appears upside down, as on iOS).
    public func draw(_ image: CGImage, in rect: CGRect) {
        record.images += 1
        drawImage(image, in: rect, flipped: true)
    }

    /// Tiles `image` at `rect`'s size over the clip.
    public func draw(_ image: CGImage, in rect: CGRect, byTiling: Bool) {
        guard byTiling, rect.width > 0, rect.height > 0 else { return draw(image, in: rect) }
        record.images += 1
        let box = boundingBoxOfClipPath
        var y = rect.minY + ((box.minY - rect.minY) / rect.height).rounded(.down) * rect.height
        while y < box.maxY {
            var x = rect.minX + ((box.minX - rect.minX) / rect.width).rounded(.down) * rect.width
            while x < box.maxX {
                drawImage(image, in: CGRect(x: x, y: y, width: rect.width, height: rect.height), flipped: true)
                x += rect.width
            }
            y += rect.height
        }
    }

    /// `flipped`: the image's first row at `rect.maxY` (Core Graphics); otherwise at `rect.minY` (UIKit's `UIImage.draw`).
    func drawImage(_ image: CGImage, in rect: CGRect, flipped: Bool, tint: RGBA? = nil) {
        guard image.width > 0, image.height > 0, rect.width != 0, rect.height != 0 else { return }
        var placement = CGAffineTransform(a: rect.width / CGFloat(image.width), b: 0, c: 0, d: rect.height / CGFloat(image.height), tx: rect.minX, ty: rect.minY)
        if flipped { placement = CGAffineTransform(a: placement.a, b: 0, c: 0, d: -placement.d, tx: rect.minX, ty: rect.maxY) }
        let toDevice = placement.concatenating(state.ctm)
        // A CTM that collapses the image (scale 0) draws nothing.
        guard abs(toDevice.a * toDevice.d - toDevice.b * toDevice.c) > 1e-12 else { return }
        let corners = [CGPoint(x: 0, y: 0), CGPoint(x: image.width, y: 0), CGPoint(x: image.width, y: image.height), CGPoint(x: 0, y: image.height)]
            .map { $0.applying(toDevice) }
        let coverage = Coverage.of(polygons: [corners], evenOdd: false, width: width, height: height, antialias: state.antialias)
        let toImage = toDevice.inverted()
        composite(coverage) { x, y in
            let p = CGPoint(x: CGFloat(x) + 0.5, y: CGFloat(y) + 0.5).applying(toImage)
            let ix = min(image.width - 1, max(0, Int(p.x.rounded(.down)))), iy = min(image.height - 1, max(0, Int(p.y.rounded(.down))))
            let (r, g, b, a) = image.rgba(x: ix, y: iy)
            if let tint {
                let alpha = CGFloat(a) / 255 * tint.a
                return (tint.r * alpha, tint.g * alpha, tint.b * alpha, alpha)
            }
            return (CGFloat(r) / 255, CGFloat(g) / 255, CGFloat(b) / 255, CGFloat(a) / 255)
        }
    }

    private func imageCoverage(_ image: CGImage, in rect: CGRect, value: (CGImage, Int, Int) -> Float) -> Coverage {
        let placement = CGAffineTransform(a: rect.width / CGFloat(image.width), b: 0, c: 0, d: -rect.height / CGFloat(image.height), tx: rect.minX, ty: rect.maxY)
        let toDevice = placement.concatenating(state.ctm)
        guard image.width > 0, image.height > 0, abs(toDevice.a * toDevice.d - toDevice.b * toDevice.c) > 1e-12 else { return .empty }
        let corners = [CGPoint(x: 0, y: 0), CGPoint(x: image.width, y: 0), CGPoint(x: image.width, y: image.height), CGPoint(x: 0, y: image.height)]
            .map { $0.applying(toDevice) }
        var coverage = Coverage.of(polygons: [corners], evenOdd: false, width: width, height: height, antialias: false)
        let toImage = toDevice.inverted()
        for y in 0..<coverage.height {
            for x in 0..<coverage.width where coverage.values[y * coverage.width + x] > 0 {
                let p = CGPoint(x: CGFloat(x + coverage.minX) + 0.5, y: CGFloat(y + coverage.minY) + 0.5).applying(toImage)
                let ix = min(image.width - 1, max(0, Int(p.x.rounded(.down)))), iy = min(image.height - 1, max(0, Int(p.y.rounded(.down))))
                coverage.values[y * coverage.width + x] = value(image, ix, iy)
            }
        }
        return coverage
    }

    /// Paints the gradient along the line from `start` to `end` over the whole clip.
    public func drawLinearGradient(_ gradient: CGGradient, start: CGPoint, end: CGPoint, options: CGGradientDrawingOptions) {
        record.gradients += 1
        let (s, e) = (start.applying(state.ctm), end.applying(state.ctm))
        let (dx, dy) = (e.x - s.x, e.y - s.y)
        let lengthSquared = dx * dx + dy * dy
        paintEverywhere { x, y in
            guard lengthSquared > 0 else { return nil }
            let t = ((CGFloat(x) + 0.5 - s.x) * dx + (CGFloat(y) + 0.5 - s.y) * dy) / lengthSquared
            return gradient.color(at: t, options: options)
        }
    }

    /// Paints the gradient between two circles (`t` = 0 at the start circle, 1 at the end one).
    public func drawRadialGradient(_ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat, endCenter: CGPoint, endRadius: CGFloat,
                                   options: CGGradientDrawingOptions) {
        record.gradients += 1
        let scale = sqrt(abs(state.ctm.a * state.ctm.d - state.ctm.b * state.ctm.c))
        let c0 = startCenter.applying(state.ctm), c1 = endCenter.applying(state.ctm)
        let (r0, r1) = (startRadius * scale, endRadius * scale)
        let (cdx, cdy, dr) = (c1.x - c0.x, c1.y - c0.y, r1 - r0)
        let a = cdx * cdx + cdy * cdy - dr * dr
        paintEverywhere { x, y in
            let (px, py) = (CGFloat(x) + 0.5 - c0.x, CGFloat(y) + 0.5 - c0.y)
            let b = px * cdx + py * cdy + r0 * dr
            let c = px * px + py * py - r0 * r0
            var t: CGFloat
            if abs(a) < 1e-9 {
                guard b != 0 else { return nil }
                t = c / (2 * b)
            } else {
                let discriminant = b * b - a * c
                guard discriminant >= 0 else { return nil }
                let root = sqrt(discriminant)
                t = (b + root) / a
                if r0 + t * dr < 0 { t = (b - root) / a }
            }
            guard r0 + t * dr >= 0 else { return nil }
            return gradient.color(at: t, options: options)
        }
    }

    private func paintEverywhere(_ shader: @escaping (Int, Int) -> RGBA?) {
        let all = Coverage(minX: 0, minY: 0, width: width, height: height, values: [Float](repeating: 1, count: width * height))
        composite(all) { x, y in
            guard let color = shader(x, y) else { return (0, 0, 0, 0) }
            return (color.r * color.a, color.g * color.a, color.b * color.a, color.a)
        }
    }

    /// The pixels drawn so far, as an image (nil for a context of no pixels).
    public func makeImage() -> CGImage? {
        guard width > 0, height > 0 else { return nil }
        let source = pixels
        var out = [UInt8](repeating: 0, count: width * height * bytesPerPixel)
        for y in 0..<height {
            for x in 0..<width {
                let at = y * bytesPerRow + x * bytesPerPixel
                let to = (y * width + x) * bytesPerPixel
                if bytesPerPixel == 1 { out[to] = source[at]; continue }
                out[to] = source[at + order.r]; out[to + 1] = source[at + order.g]; out[to + 2] = source[at + order.b]
                out[to + 3] = hasAlpha ? source[at + order.a] : 255
            }
        }
        return CGImage(width: width, height: height, bytesPerPixel: bytesPerPixel, pixels: out)
    }

    // MARK: Compositing

    private func composite(_ coverage: Coverage, color: RGBA, pattern: UIImage? = nil) {
        if let pattern, let image = pattern.cgImage, pattern.size.width > 0, pattern.size.height > 0 {
            // A pattern tiles from the base space's origin, in points, whatever the CTM.
            let toBase = baseTransform.inverted()
            let (w, h) = (pattern.size.width, pattern.size.height)
            return composite(coverage) { x, y in
                let p = CGPoint(x: CGFloat(x) + 0.5, y: CGFloat(y) + 0.5).applying(toBase)
                var u = p.x.truncatingRemainder(dividingBy: w), v = p.y.truncatingRemainder(dividingBy: h)
                if u < 0 { u += w }
                if v < 0 { v += h }
                let (r, g, b, a) = image.rgba(x: min(image.width - 1, Int(u / w * CGFloat(image.width))), y: min(image.height - 1, Int(v / h * CGFloat(image.height))))
                return (CGFloat(r) / 255, CGFloat(g) / 255, CGFloat(b) / 255, CGFloat(a) / 255)
            }
        }
        let premultiplied = (color.r * color.a, color.g * color.a, color.b * color.a, color.a)
        composite(coverage) { _, _ in premultiplied }
    }

    /// Blends the premultiplied colour `source(x, y)` into each pixel `coverage` covers, times
    /// the clip and the state's alpha, by the state's blend mode; draws the shadow first.
    private func composite(_ coverage: Coverage, source: (Int, Int) -> (CGFloat, CGFloat, CGFloat, CGFloat)) {
        guard !coverage.isEmpty, width > 0, height > 0 else { return }
        if let shadow = state.shadow { drawShadow(shadow, of: coverage, source: source) }
        let memory = pixels
        let alpha = Float(state.alpha)
        let mode = state.blendMode
        let clip = state.clip
        for cy in 0..<coverage.height {
            let y = cy + coverage.minY
            for cx in 0..<coverage.width {
                var amount = coverage.values[cy * coverage.width + cx] * alpha
                guard amount > 0 else { continue }
                let x = cx + coverage.minX
                if let clip { amount *= clip.value(x: x, y: y) }
                guard amount > 0 else { continue }
                let s = source(x, y)
                blend(memory, at: y * bytesPerRow + x * bytesPerPixel, source: s, amount: CGFloat(amount), mode: mode)
            }
        }
    }

    private func blend(_ memory: UnsafeMutablePointer<UInt8>, at offset: Int, source s: (CGFloat, CGFloat, CGFloat, CGFloat), amount: CGFloat, mode: CGBlendMode) {
        let read = { (index: Int) -> CGFloat in CGFloat(memory[offset + index]) / 255 }
        var d: (CGFloat, CGFloat, CGFloat, CGFloat)
        if bytesPerPixel == 1 {
            let grey = read(0)
            d = (grey, grey, grey, 1)
        } else {
            d = (read(order.r), read(order.g), read(order.b), hasAlpha ? read(order.a) : 1)
        }
        let result = BlendModes.blend(source: s, destination: d, mode: mode)
        // Coverage and alpha interpolate between what was there and the blended result.
        let mixed = (d.0 + (result.0 - d.0) * amount, d.1 + (result.1 - d.1) * amount,
                     d.2 + (result.2 - d.2) * amount, d.3 + (result.3 - d.3) * amount)
        let write = { (index: Int, value: CGFloat) in memory[offset + index] = UInt8(max(0, min(255, (value * 255).rounded()))) }
        if bytesPerPixel == 1 {
            write(0, 0.299 * mixed.0 + 0.587 * mixed.1 + 0.114 * mixed.2)
            return
        }
        if hasAlpha {
            write(order.r, mixed.0); write(order.g, mixed.1); write(order.b, mixed.2); write(order.a, mixed.3)
        } else {
            // No alpha channel: the colour is composited over black.
            write(order.r, mixed.0); write(order.g, mixed.1); write(order.b, mixed.2)
        }
    }

    private func drawShadow(_ shadow: (offset: CGSize, blur: CGFloat, color: RGBA), of coverage: Coverage,
                            source: (Int, Int) -> (CGFloat, CGFloat, CGFloat, CGFloat)) {
        let scale = sqrt(abs(baseTransform.a * baseTransform.d - baseTransform.b * baseTransform.c))
        let dx = Int((shadow.offset.width * scale).rounded())
        let dy = Int((shadow.offset.height * scale * (flipped ? 1 : -1)).rounded())
        let radius = Int((shadow.blur * scale / 2).rounded())
        let pad = radius * 3
        var mask = Coverage(minX: coverage.minX + dx - pad, minY: coverage.minY + dy - pad, width: coverage.width + 2 * pad,
                            height: coverage.height + 2 * pad, values: [Float](repeating: 0, count: (coverage.width + 2 * pad) * (coverage.height + 2 * pad)))
        for y in 0..<coverage.height {
            for x in 0..<coverage.width {
                let c = coverage.values[y * coverage.width + x]
                guard c > 0 else { continue }
                mask.values[(y + pad) * mask.width + x + pad] = c * Float(source(x + coverage.minX, y + coverage.minY).3)
            }
        }
        if radius > 0 { for _ in 0..<3 { BoxBlur.blur(&mask, radius: radius) } }
        let saved = state
        state.shadow = nil
        let color = shadow.color
        composite(mask) { _, _ in (color.r * color.a, color.g * color.a, color.b * color.a, color.a) }
        state = saved
    }
}

/// What a context has drawn: the lab's summary of a drawing (`views`: "drew 2 paths, 1 image").
struct DrawingRecord: Equatable {
    var paths = 0
    var images = 0
    var gradients = 0
    var strings = 0
    var isEmpty: Bool { paths + images + gradients + strings == 0 }
}
