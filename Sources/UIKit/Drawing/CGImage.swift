import Foundation

/// Core Graphics' colour space: device RGB (sRGB) or device grey; the lab converts nothing
/// between spaces (**choice**: every RGB space is treated as sRGB).
public class CGColorSpace: NSObject {
    public enum Model: Int32, Sendable { case unknown = -1, monochrome = 0, rgb = 1, pattern = 6 }
    public let model: Model
    /// Core Graphics names spaces with CFStrings; here they are Swift strings.
    public let name: String?

    init(model: Model, name: String?) {
        self.model = model
        self.name = name
        super.init()
    }

    public convenience init?(name: String) {
        self.init(model: name.lowercased().contains("gray") ? .monochrome : .rgb, name: name)
    }

    /// A pattern space: fills with it paint a `CGPattern` (`setFillPattern(_:colorComponents:)`);
    /// `baseSpace` is the colour space of an uncoloured pattern's colour (nil: a coloured pattern).
    public convenience init?(patternBaseSpace baseSpace: CGColorSpace?) {
        self.init(model: .pattern, name: nil)
        self.baseSpace = baseSpace
    }
    public private(set) var baseSpace: CGColorSpace?

    public var numberOfComponents: Int { model == .monochrome ? 1 : (model == .pattern ? 0 : 3) }

    public static let sRGB = "kCGColorSpaceSRGB"
    public static let extendedSRGB = "kCGColorSpaceExtendedSRGB"
    public static let displayP3 = "kCGColorSpaceDisplayP3"
    public static let genericRGBLinear = "kCGColorSpaceGenericRGBLinear"
    public static let linearGray = "kCGColorSpaceLinearGray"
    public static let genericGrayGamma2_2 = "kCGColorSpaceGenericGrayGamma2_2"
}

public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { CGColorSpace(model: .rgb, name: "kCGColorSpaceDeviceRGB") }
public func CGColorSpaceCreateDeviceGray() -> CGColorSpace { CGColorSpace(model: .monochrome, name: "kCGColorSpaceDeviceGray") }

/// Where a bitmap keeps alpha.
public enum CGImageAlphaInfo: UInt32, Sendable {
    case none = 0, premultipliedLast, premultipliedFirst, last, first, noneSkipLast, noneSkipFirst, alphaOnly
}

public struct CGBitmapInfo: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let alphaInfoMask = CGBitmapInfo(rawValue: 0x1F)
    public static let byteOrderDefault = CGBitmapInfo([])
    public static let byteOrder32Little = CGBitmapInfo(rawValue: 2 << 12)
    public static let byteOrder32Big = CGBitmapInfo(rawValue: 4 << 12)
}

/// Core Graphics' image: pixels in memory, 8 bits per component, RGBA with premultiplied
/// alpha (or one grey byte per pixel for a grey image), rows top to bottom.
public class CGImage: NSObject {
    public let width: Int
    public let height: Int
    /// 4 (RGBA) or 1 (grey, no alpha).
    let bytesPerPixel: Int
    /// `width × height × bytesPerPixel` bytes, premultiplied.
    let pixels: [UInt8]

    init(width: Int, height: Int, bytesPerPixel: Int, pixels: [UInt8]) {
        self.width = width
        self.height = height
        self.bytesPerPixel = bytesPerPixel
        self.pixels = pixels
        super.init()
    }

    public var bitsPerComponent: Int { 8 }
    public var bitsPerPixel: Int { bytesPerPixel * 8 }
    public var bytesPerRow: Int { width * bytesPerPixel }
    public var colorSpace: CGColorSpace? { bytesPerPixel == 1 ? CGColorSpaceCreateDeviceGray() : CGColorSpaceCreateDeviceRGB() }
    public var alphaInfo: CGImageAlphaInfo { bytesPerPixel == 1 ? .none : .premultipliedLast }
    public var bitmapInfo: CGBitmapInfo { CGBitmapInfo(rawValue: alphaInfo.rawValue) }
    public var isMask: Bool { false }

    /// The pixels inside `rect` (pixel units, top-left origin, as on iOS), or nil when they
    /// do not meet the image.
    public func cropping(to rect: CGRect) -> CGImage? {
        let bounds = CGRect(x: 0, y: 0, width: width, height: height)
        let area = rect.standardized.integral.intersection(bounds)
        guard !area.isNull, area.width > 0, area.height > 0 else { return nil }
        let (x0, y0, w, h) = (Int(area.minX), Int(area.minY), Int(area.width), Int(area.height))
        var cropped = [UInt8](repeating: 0, count: w * h * bytesPerPixel)
        for row in 0..<h {
            let from = ((y0 + row) * width + x0) * bytesPerPixel
            cropped.replaceSubrange(row * w * bytesPerPixel..<(row + 1) * w * bytesPerPixel, with: pixels[from..<from + w * bytesPerPixel])
        }
        return CGImage(width: w, height: h, bytesPerPixel: bytesPerPixel, pixels: cropped)
    }

    /// The pixel at (x, y) as premultiplied RGBA 0…255.
    func rgba(x: Int, y: Int) -> (UInt8, UInt8, UInt8, UInt8) {
        let offset = (y * width + x) * bytesPerPixel
        if bytesPerPixel == 1 { return (pixels[offset], pixels[offset], pixels[offset], 255) }
        return (pixels[offset], pixels[offset + 1], pixels[offset + 2], pixels[offset + 3])
    }

    public override var description: String { "<CGImage \(width)×\(height)>" }
}
