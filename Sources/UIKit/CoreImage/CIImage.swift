import Foundation

/// A colour as Core Image computes with it: red, green, blue premultiplied by alpha, 0…1.
struct PremultipliedRGBA: Equatable {
    var r: Double, g: Double, b: Double, a: Double
    static let clear = PremultipliedRGBA(r: 0, g: 0, b: 0, a: 0)

    static func + (x: PremultipliedRGBA, y: PremultipliedRGBA) -> PremultipliedRGBA {
        PremultipliedRGBA(r: x.r + y.r, g: x.g + y.g, b: x.b + y.b, a: x.a + y.a)
    }
    static func * (x: PremultipliedRGBA, k: Double) -> PremultipliedRGBA {
        PremultipliedRGBA(r: x.r * k, g: x.g * k, b: x.b * k, a: x.a * k)
    }
    /// `x` over `y` (source over).
    func over(_ y: PremultipliedRGBA) -> PremultipliedRGBA { self + y * (1 - a) }
    /// The straight (unpremultiplied) components.
    var straight: (Double, Double, Double) { a > 0 ? (r / a, g / a, b / a) : (0, 0, 0) }
    init(r: Double, g: Double, b: Double, a: Double) { (self.r, self.g, self.b, self.a) = (r, g, b, a) }
    init(straight r: Double, _ g: Double, _ b: Double, alpha: Double) { self.init(r: r * alpha, g: g * alpha, b: b * alpha, a: alpha) }
}

/// Core Image's image: a recipe, not pixels. It has an extent (possibly infinite, as a
/// gradient's is) and gives the colour at any point of Core Image's space, whose origin is at
/// the bottom left and whose y grows upward (**as on iOS**); nothing is computed until a
/// `CIContext` renders it (or a filter that needs its neighbours, a blur, reads it once).
open class CIImage: NSObject {
    /// Where the image has pixels, in Core Image's space (pixels, not points).
    public let extent: CGRect
    /// The colour at a point (a pixel's centre); clear outside the extent.
    let sample: (CGFloat, CGFloat) -> PremultipliedRGBA

    init(extent: CGRect, sample: @escaping (CGFloat, CGFloat) -> PremultipliedRGBA) {
        self.extent = extent
        self.sample = sample
        super.init()
    }

    /// The pixels of a Core Graphics image, its bottom row at y = 0.
    public convenience init(cgImage image: CGImage) {
        let (w, h) = (image.width, image.height)
        self.init(extent: CGRect(x: 0, y: 0, width: w, height: h)) { x, y in
            let (ix, iy) = (Int(x.rounded(.down)), Int(y.rounded(.down)))
            guard ix >= 0, ix < w, iy >= 0, iy < h else { return .clear }
            let (r, g, b, a) = image.rgba(x: ix, y: h - 1 - iy)
            return PremultipliedRGBA(r: Double(r) / 255, g: Double(g) / 255, b: Double(b) / 255, a: Double(a) / 255)
        }
    }

    /// The pixels of a `UIImage` (upright); nil when it has none (a symbol, an undecoded JPEG).
    public convenience init?(image: UIImage) {
        if let recipe = image.ciImage {
            self.init(extent: recipe.extent, sample: recipe.sample)
            return
        }
        guard let pixels = image.uprightPixels else { return nil }
        self.init(cgImage: pixels)
    }

    /// A colour everywhere (an infinite extent).
    public convenience init(color: CIColor) {
        let value = PremultipliedRGBA(straight: Double(color.red), Double(color.green), Double(color.blue), alpha: Double(color.alpha))
        self.init(extent: .infinite) { _, _ in value }
    }

    /// An image with nothing in it.
    open class func empty() -> CIImage { CIImage(extent: .null) { _, _ in .clear } }

    /// The part inside `rect`.
    open func cropped(to rect: CGRect) -> CIImage {
        let area = extent.intersection(rect)
        return CIImage(extent: area) { [sample] x, y in area.contains(CGPoint(x: x, y: y)) ? sample(x, y) : .clear }
    }

    /// The image moved by `matrix` (sampled at the nearest point).
    open func transformed(by matrix: CGAffineTransform) -> CIImage {
        let inverse = matrix.inverted()
        let area = extent.isInfinite ? extent : extent.applying(matrix)
        return CIImage(extent: area) { [sample] x, y in
            let p = CGPoint(x: x, y: y).applying(inverse)
            return sample(p.x, p.y)
        }
    }

    /// This image over `dest` (source over); the union of their extents.
    open func composited(over dest: CIImage) -> CIImage {
        CIImage(extent: extent.union(dest.extent)) { [sample] x, y in sample(x, y).over(dest.sample(x, y)) }
    }

    /// The edge pixels repeated outward forever.
    open func clampedToExtent() -> CIImage {
        let area = extent
        guard !area.isInfinite, !area.isEmpty else { return self }
        return CIImage(extent: .infinite) { [sample] x, y in
            sample(min(max(x, area.minX + 0.5), area.maxX - 0.5), min(max(y, area.minY + 0.5), area.maxY - 0.5))
        }
    }

    /// The output of the filter `filterName` with this image as `inputImage`; an empty image
    /// when the filter is not one the lab has.
    open func applyingFilter(_ filterName: String, parameters params: [String: Any]) -> CIImage {
        guard let filter = CIFilter(name: filterName, parameters: params) else { return .empty() }
        filter.setValue(self, forKey: kCIInputImageKey)
        return filter.outputImage ?? .empty()
    }

    open func applyingFilter(_ filterName: String) -> CIImage { applyingFilter(filterName, parameters: [:]) }

    open func applyingGaussianBlur(sigma: Double) -> CIImage {
        applyingFilter("CIGaussianBlur", parameters: [kCIInputRadiusKey: sigma])
    }

    open override var description: String {
        "<CIImage extent [\(extent.isInfinite ? "infinite" : "\(Double(extent.minX)) \(Double(extent.minY)) \(Double(extent.width)) \(Double(extent.height))")]>"
    }
}

/// Pixels a filter that reads neighbours (a blur) renders once from its input.
struct CIRaster {
    let origin: (x: Int, y: Int)
    let width: Int, height: Int
    var pixels: [PremultipliedRGBA]

    /// `image` at each pixel centre of `rect` (integral), rows bottom to top.
    init(_ image: CIImage, rect: CGRect) {
        let area = rect.integral
        origin = (Int(area.minX), Int(area.minY))
        (width, height) = (max(0, Int(area.width)), max(0, Int(area.height)))
        pixels = []
        pixels.reserveCapacity(width * height)
        for y in 0..<height {
            for x in 0..<width { pixels.append(image.sample(CGFloat(origin.x + x) + 0.5, CGFloat(origin.y + y) + 0.5)) }
        }
    }

    func at(_ x: Int, _ y: Int) -> PremultipliedRGBA {
        let (ix, iy) = (x - origin.x, y - origin.y)
        guard ix >= 0, ix < width, iy >= 0, iy < height else { return .clear }
        return pixels[iy * width + ix]
    }

    var image: CIImage {
        let raster = self
        return CIImage(extent: CGRect(x: origin.x, y: origin.y, width: width, height: height)) { x, y in
            raster.at(Int(x.rounded(.down)), Int(y.rounded(.down)))
        }
    }
}
