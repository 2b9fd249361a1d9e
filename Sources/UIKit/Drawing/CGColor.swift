import Foundation

/// Core Graphics' colour, as `UIColor.cgColor` gives it for a layer or a context: the same
/// name, and the components that name stands for (`ColorComponents`).
open class CGColor: NSObject {
    public let name: String
    /// A pattern colour's image (`UIColor(patternImage:)`).
    var pattern: UIImage?

    init(name: String) {
        self.name = name
        super.init()
    }

    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(name: UIColor(red: red, green: green, blue: blue, alpha: alpha).name)
    }

    /// `#colorLiteral(…)` where a CGColor is expected (`layer.borderColor = #colorLiteral(…)`).
    public required convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }

    public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    public convenience init(gray: CGFloat, alpha: CGFloat) {
        self.init(name: UIColor(white: gray, alpha: alpha).name)
    }

    var rgbaComponents: (CGFloat, CGFloat, CGFloat, CGFloat) { ColorComponents.rgba(name) }

    /// Red, green, blue and alpha (every colour is RGB here).
    public var components: [CGFloat]? {
        let c = rgbaComponents
        return [c.0, c.1, c.2, c.3]
    }
    public var numberOfComponents: Int { 4 }
    public var alpha: CGFloat { rgbaComponents.3 }
    public var colorSpace: CGColorSpace? { CGColorSpaceCreateDeviceRGB() }

    public func copy(alpha: CGFloat) -> CGColor? {
        let c = rgbaComponents
        return CGColor(red: c.0, green: c.1, blue: c.2, alpha: alpha)
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? CGColor else { return false }
        return other.name == name
    }

    open override var hash: Int { name.hashValue }
    open override var description: String { "CGColor(\(name))" }
}

extension UIColor {
    /// The colour's sRGB components; always true (every colour here has them).
    @discardableResult
    public func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?, blue: UnsafeMutablePointer<CGFloat>?,
                       alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let c = ColorComponents.rgba(name)
        red?.pointee = c.0; green?.pointee = c.1; blue?.pointee = c.2; alpha?.pointee = c.3
        return true
    }

    @discardableResult
    public func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let c = ColorComponents.rgba(name)
        white?.pointee = 0.299 * c.0 + 0.587 * c.1 + 0.114 * c.2
        alpha?.pointee = c.3
        return true
    }

    @discardableResult
    public func getHue(_ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?, brightness: UnsafeMutablePointer<CGFloat>?,
                       alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let c = ColorComponents.rgba(name)
        let hsb = ColorComponents.toHSB(c.0, c.1, c.2)
        hue?.pointee = hsb.0; saturation?.pointee = hsb.1; brightness?.pointee = hsb.2; alpha?.pointee = c.3
        return true
    }

    /// Sets the current context's fill and stroke colour.
    public func set() {
        UIGraphicsGetCurrentContext()?.setFillColor(cgColor)
        UIGraphicsGetCurrentContext()?.setStrokeColor(cgColor)
    }
    /// Sets the current context's fill colour.
    public func setFill() { UIGraphicsGetCurrentContext()?.setFillColor(cgColor) }
    /// Sets the current context's stroke colour.
    public func setStroke() { UIGraphicsGetCurrentContext()?.setStrokeColor(cgColor) }
}
