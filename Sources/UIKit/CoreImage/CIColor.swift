import Foundation

/// Core Image's colour: straight (unpremultiplied) red, green, blue and alpha, 0…1.
open class CIColor: NSObject {
    public let red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat

    public init(red r: CGFloat, green g: CGFloat, blue b: CGFloat, alpha a: CGFloat) {
        (red, green, blue, alpha) = (r, g, b, a)
        super.init()
    }

    public convenience init(red r: CGFloat, green g: CGFloat, blue b: CGFloat) { self.init(red: r, green: g, blue: b, alpha: 1) }

    public convenience init(cgColor c: CGColor) {
        let (r, g, b, a) = c.rgbaComponents
        self.init(red: r, green: g, blue: b, alpha: a)
    }

    public convenience init(color: UIColor) { self.init(cgColor: color.cgColor) }

    public var numberOfComponents: Int { 4 }
    public var components: [CGFloat] { [red, green, blue, alpha] }
    /// Core Image's string form: `"0.5 0.25 1 1"`.
    public var stringRepresentation: String { components.map { "\(Double($0))" }.joined(separator: " ") }

    public static var black: CIColor { CIColor(red: 0, green: 0, blue: 0) }
    public static var white: CIColor { CIColor(red: 1, green: 1, blue: 1) }
    public static var gray: CIColor { CIColor(red: 0.5, green: 0.5, blue: 0.5) }
    public static var red: CIColor { CIColor(red: 1, green: 0, blue: 0) }
    public static var green: CIColor { CIColor(red: 0, green: 1, blue: 0) }
    public static var blue: CIColor { CIColor(red: 0, green: 0, blue: 1) }
    public static var cyan: CIColor { CIColor(red: 0, green: 1, blue: 1) }
    public static var magenta: CIColor { CIColor(red: 1, green: 0, blue: 1) }
    public static var yellow: CIColor { CIColor(red: 1, green: 1, blue: 0) }
    public static var clear: CIColor { CIColor(red: 0, green: 0, blue: 0, alpha: 0) }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? CIColor else { return false }
        return other.components == components
    }
    open override var hash: Int { stringRepresentation.hashValue }
    open override var description: String { "<CIColor \(stringRepresentation)>" }
}

extension UIColor {
    public convenience init(ciColor: CIColor) {
        self.init(red: ciColor.red, green: ciColor.green, blue: ciColor.blue, alpha: ciColor.alpha)
    }
}

/// Core Image's vector: up to four numbers, a point (x, y) or a rectangle (x, y, w, h).
open class CIVector: NSObject {
    private let values: [CGFloat]

    public init(values: [CGFloat]) {
        self.values = values
        super.init()
    }
    public convenience init(x: CGFloat) { self.init(values: [x]) }
    public convenience init(x: CGFloat, y: CGFloat) { self.init(values: [x, y]) }
    public convenience init(x: CGFloat, y: CGFloat, z: CGFloat) { self.init(values: [x, y, z]) }
    public convenience init(x: CGFloat, y: CGFloat, z: CGFloat, w: CGFloat) { self.init(values: [x, y, z, w]) }
    public convenience init(cgPoint p: CGPoint) { self.init(values: [p.x, p.y]) }
    public convenience init(cgRect r: CGRect) { self.init(values: [r.minX, r.minY, r.width, r.height]) }
    public convenience init(cgAffineTransform t: CGAffineTransform) { self.init(values: [t.a, t.b, t.c, t.d, t.tx, t.ty]) }

    public var count: Int { values.count }
    open func value(at index: Int) -> CGFloat { index < values.count ? values[index] : 0 }
    public var x: CGFloat { value(at: 0) }
    public var y: CGFloat { value(at: 1) }
    public var z: CGFloat { value(at: 2) }
    public var w: CGFloat { value(at: 3) }
    public var cgPointValue: CGPoint { CGPoint(x: x, y: y) }
    public var cgRectValue: CGRect { CGRect(x: x, y: y, width: z, height: w) }
    public var stringRepresentation: String { "[" + values.map { "\(Double($0))" }.joined(separator: " ") + "]" }

    open override func isEqual(_ object: Any?) -> Bool { (object as? CIVector)?.values == values }
    open override var hash: Int { stringRepresentation.hashValue }
    open override var description: String { "<CIVector \(stringRepresentation)>" }
}

/// Core Image's context: renders images into the lab's pixels (8-bit RGBA, premultiplied).
open class CIContext: NSObject {
    public override init() { super.init() }
    /// Options (a working colour space, a software renderer…) are kept and change nothing:
    /// every rendering here is the same CPU one.
    public init(options: [CIContextOption: Any]?) {
        self.options = options ?? [:]
        super.init()
    }
    public private(set) var options: [CIContextOption: Any] = [:]

    /// The pixels of `image` inside `fromRect` (Core Image's space, made integral), top row
    /// first as a `CGImage` has them; nil for an empty or infinite rectangle.
    open func createCGImage(_ image: CIImage, from fromRect: CGRect) -> CGImage? {
        let area = fromRect.integral
        guard !area.isNull, !area.isInfinite, area.width >= 1, area.height >= 1, area.width * area.height < 64_000_000 else { return nil }
        let (w, h) = (Int(area.width), Int(area.height))
        var bytes = [UInt8](repeating: 0, count: w * h * 4)
        func byte(_ v: Double) -> UInt8 { UInt8(max(0, min(255, (v * 255).rounded()))) }
        for row in 0..<h {
            let y = area.maxY - CGFloat(row) - 0.5
            for column in 0..<w {
                var c = image.sample(area.minX + CGFloat(column) + 0.5, y)
                c.a = max(0, min(1, c.a))
                let at = (row * w + column) * 4
                (bytes[at], bytes[at + 1], bytes[at + 2], bytes[at + 3]) = (byte(min(c.r, c.a)), byte(min(c.g, c.a)), byte(min(c.b, c.a)), byte(c.a))
            }
        }
        return CGImage(width: w, height: h, bytesPerPixel: 4, pixels: bytes)
    }

    open func createCGImage(_ image: CIImage, from fromRect: CGRect, format: CIFormat, colorSpace: CGColorSpace?) -> CGImage? {
        createCGImage(image, from: fromRect)
    }
}

/// A pixel format for `createCGImage(_:from:format:colorSpace:)`: the lab renders RGBA8 always.
public typealias CIFormat = Int32
public let kCIFormatRGBA8: CIFormat = 24
public let kCIFormatBGRA8: CIFormat = 23
public let kCIFormatRGBAf: CIFormat = 34

public struct CIContextOption: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let workingColorSpace = CIContextOption(rawValue: "working_color_space")
    public static let outputColorSpace = CIContextOption(rawValue: "output_color_space")
    public static let useSoftwareRenderer = CIContextOption(rawValue: "software_renderer")
    public static let cacheIntermediates = CIContextOption(rawValue: "kCIContextCacheIntermediates")
}
