import Foundation
import LabWire

/// An image: real pixels (a `CGImage`) with a scale and an orientation, so `size` is in
/// points as on iOS. `UIImage(named:)` reads the file the bundle has for the simulated 3×
/// iPhone (an asset catalog's @3x, else @2x, else 1x; likewise `name@3x.png`…); PNG pixels
/// are decoded on first use, a JPEG's size comes from its header but its pixels are not
/// decoded (**choice**: drawing one says so). System symbol images have a size from their
/// configuration and no glyph.
open class UIImage: NSObject {
    /// The name or path it was made from (`views` shows it); "" for a drawn image.
    public let name: String
    private var decoded: CGImage?
    private var encoded: [UInt8]?
    private(set) var pixelSize: (width: Int, height: Int)
    public let scale: CGFloat
    public let imageOrientation: Orientation
    /// An image drawn in an opaque context encodes without alpha.
    private var isOpaqueImage = false
    public private(set) var isSymbolImage = false
    public private(set) var symbolConfiguration: SymbolConfiguration?

    public enum Orientation: Int, Sendable { case up, down, left, right, upMirrored, downMirrored, leftMirrored, rightMirrored }
    public enum RenderingMode: Int, Sendable { case automatic, alwaysOriginal, alwaysTemplate }
    public enum ResizingMode: Int, Sendable { case tile, stretch }

    /// How the image takes its view's tint.
    public private(set) var renderingMode: RenderingMode = .automatic
    public private(set) var capInsets: UIEdgeInsets = .zero
    public private(set) var resizingMode: ResizingMode = .tile
    public private(set) var flipsForRightToLeftLayoutDirection = false
    private var tint: UIColor?
    /// The asset this image was registered with (`UIImageAsset.register(_:with:)`).
    public internal(set) var imageAsset: UIImageAsset?
    /// An animated image's frames and the time they take together (`animatedImage(with:duration:)`);
    /// nil and 0 for a still image.
    public private(set) var images: [UIImage]?
    public private(set) var duration: TimeInterval = 0

    /// An animated image: its frames, shown in turn over `duration` seconds; its pixels and
    /// size are the first frame's, as on iOS. The lab shows the first frame (**choice**: the
    /// simulated screen draws no animation).
    open class func animatedImage(with images: [UIImage], duration: TimeInterval) -> UIImage? {
        guard let first = images.first else { return nil }
        return first.copy {
            $0.images = images
            $0.duration = duration
        }
    }

    /// The frames named `name0` (or `name1`), then each next number until one is missing, as iOS loads them.
    open class func animatedImageNamed(_ name: String, duration: TimeInterval) -> UIImage? {
        var frames: [UIImage] = []
        var index = UIImage(named: name + "0") == nil ? 1 : 0
        while let frame = UIImage(named: name + String(index)) {
            frames.append(frame)
            index += 1
        }
        return animatedImage(with: frames, duration: duration)
    }

    /// An empty image (size zero).
    public override init() {
        name = ""
        pixelSize = (0, 0)
        scale = 1
        imageOrientation = .up
        super.init()
    }

    private init(name: String, bytes: [UInt8]?, image: CGImage?, size: (Int, Int), scale: CGFloat, orientation: Orientation) {
        self.name = name
        encoded = bytes
        decoded = image
        pixelSize = size
        self.scale = scale
        imageOrientation = orientation
        super.init()
    }

    /// A copy with other settings (rendering mode, insets, tint…), sharing the pixels.
    private func copy(orientation: Orientation? = nil, _ change: (UIImage) -> Void) -> UIImage {
        let image = UIImage(name: name, bytes: encoded, image: decoded, size: pixelSize, scale: scale, orientation: orientation ?? imageOrientation)
        (image.isOpaqueImage, image.isSymbolImage, image.symbolConfiguration) = (isOpaqueImage, isSymbolImage, symbolConfiguration)
        (image.renderingMode, image.capInsets, image.resizingMode) = (renderingMode, capInsets, resizingMode)
        (image.flipsForRightToLeftLayoutDirection, image.tint) = (flipsForRightToLeftLayoutDirection, tint)
        (image.alignmentRectInsets, image.ciImage, image.imageAsset) = (alignmentRectInsets, ciImage, imageAsset)
        change(image)
        return image
    }

    public convenience init(cgImage: CGImage) {
        self.init(cgImage: cgImage, scale: 1, orientation: .up)
    }

    public convenience init(cgImage: CGImage, scale: CGFloat, orientation: Orientation) {
        self.init(name: "", bytes: nil, image: cgImage, size: (cgImage.width, cgImage.height), scale: scale, orientation: orientation)
    }

    convenience init(cgImage: CGImage, scale: CGFloat, orientation: Orientation, opaque: Bool) {
        self.init(cgImage: cgImage, scale: scale, orientation: orientation)
        isOpaqueImage = opaque
    }

    /// The image of `bytes` (PNG, JPEG or GIF) at `scale`; nil when they are none of these.
    private convenience init?(name: String, bytes: [UInt8], scale: CGFloat) {
        // A GIF is its first frame, as on iOS (its frames: `CGImageSource`).
        if GIFDecoder.isGIF(bytes) {
            guard let first = GIFDecoder(bytes)?.frames.first?.image else { return nil }
            self.init(name: name, bytes: nil, image: first, size: (first.width, first.height), scale: scale, orientation: .up)
            return
        }
        guard let size = PNGCodec.size(of: bytes) ?? JPEGHeader.size(of: bytes) else { return nil }
        self.init(name: name, bytes: bytes, image: nil, size: size, scale: scale, orientation: .up)
    }

    public convenience init?(named name: String) {
        self.init(named: name, bundlePath: nil)
    }

    /// The image `name` of the app's bundle, or of the bundle at `bundlePath` inside it.
    private convenience init?(named name: String, bundlePath: String?) {
        guard let file = AppRuntime.shared.call(HostCalls.imageFile, name, bundlePath),
              let data = Data(base64Encoded: file.base64) else { return nil }
        let scale = CGFloat(file.scale)
        if data.isEmpty {
            // An asset catalog set whose renditions the lab could not read: an image of no size.
            self.init(name: name, bytes: nil, image: nil, size: (0, 0), scale: scale, orientation: .up)
            return
        }
        self.init(name: name, bytes: [UInt8](data), scale: scale)
    }

    /// In the app's bundle (or none given) as `init(named:)`; in another bundle — a
    /// framework's (`Bundle(for:)`), a package's (`Bundle.module`) — an image set of its asset
    /// catalog or a file in it.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: AnyObject? = nil) {
        self.init(named: name, bundlePath: bundle.flatMap { $0.bundlePath == Bundle.main.bundlePath ? nil : $0.bundlePath })
    }

    public convenience init?(named name: String, in bundle: Bundle?, with configuration: SymbolConfiguration?) {
        self.init(named: name, in: bundle, compatibleWith: nil)
    }

    /// `#imageLiteral(resourceName:)`: an image the build checked, so not optional.
    public required convenience init(imageLiteralResourceName path: String) {
        if let image = UIImage(named: path) {
            self.init(name: path, bytes: image.encoded, image: image.decoded, size: image.pixelSize, scale: image.scale, orientation: .up)
        } else {
            self.init(name: path, bytes: nil, image: nil, size: (0, 0), scale: 1, orientation: .up)
        }
    }

    public convenience init?(contentsOfFile path: String) {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        let base = ((path as NSString).deletingPathExtension as NSString).lastPathComponent
        let scale: CGFloat = base.hasSuffix("@3x") ? 3 : (base.hasSuffix("@2x") ? 2 : 1)
        self.init(name: path, bytes: [UInt8](data), scale: scale)
    }

    public convenience init?(data: Data) {
        self.init(data: data, scale: 1)
    }

    public convenience init?(data: Data, scale: CGFloat) {
        self.init(name: "data", bytes: [UInt8](data), scale: scale)
    }

    // MARK: Symbols

    public convenience init?(systemName name: String) {
        self.init(systemName: name, withConfiguration: nil)
    }

    /// A system symbol: its size is the configuration's point size (17 by default) times its
    /// scale (small 0.8, medium 1, large 1.3), square (**choice**: the lab has no symbol glyphs).
    public convenience init?(systemName name: String, withConfiguration configuration: SymbolConfiguration?) {
        let configuration = configuration ?? SymbolConfiguration()
        let pointSize = configuration.pointSize > 0 ? configuration.pointSize : 17
        let side = Int((pointSize * configuration.scale.factor * 3).rounded())
        self.init(name: "systemName:" + name, bytes: nil, image: nil, size: (side, side), scale: 3, orientation: .up)
        isSymbolImage = true
        symbolConfiguration = configuration
        renderingMode = .alwaysTemplate
    }

    public convenience init?(systemName name: String, compatibleWith traitCollection: AnyObject?) {
        self.init(systemName: name, withConfiguration: nil)
    }

    open func withConfiguration(_ configuration: SymbolConfiguration) -> UIImage {
        guard isSymbolImage else { return self }
        return UIImage(systemName: String(name.dropFirst("systemName:".count)), withConfiguration: configuration) ?? self
    }

    open func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> UIImage? {
        withConfiguration(symbolConfiguration.map { $0.applying(configuration) } ?? configuration)
    }

    /// A symbol's point size, weight and scale.
    open class SymbolConfiguration: NSObject {
        public let pointSize: CGFloat
        public let weight: SymbolWeight
        public let scale: SymbolScale

        public convenience override init() { self.init(pointSize: 17, weight: .regular, scale: .medium) }
        public convenience init(pointSize: CGFloat) { self.init(pointSize: pointSize, weight: .regular, scale: .medium) }
        public convenience init(pointSize: CGFloat, weight: SymbolWeight) { self.init(pointSize: pointSize, weight: weight, scale: .medium) }
        public convenience init(weight: SymbolWeight) { self.init(pointSize: 17, weight: weight, scale: .medium) }
        public convenience init(scale: SymbolScale) { self.init(pointSize: 17, weight: .regular, scale: scale) }
        public convenience init(font: UIFont) { self.init(pointSize: font.pointSize, weight: .regular, scale: .medium) }
        public convenience init(font: UIFont, scale: SymbolScale) { self.init(pointSize: font.pointSize, weight: .regular, scale: scale) }
        public convenience init(textStyle: UIFont.TextStyle) { self.init(pointSize: UIFont.preferredFont(forTextStyle: textStyle).pointSize) }
        public convenience init(textStyle: UIFont.TextStyle, scale: SymbolScale) {
            self.init(pointSize: UIFont.preferredFont(forTextStyle: textStyle).pointSize, weight: .regular, scale: scale)
        }

        public static var unspecified: SymbolConfiguration { SymbolConfiguration() }

        /// How a symbol is coloured (iOS 15): one colour in layers of opacity, a palette of
        /// colours for its layers, or its own colours. Kept: the lab has no symbol glyphs.
        public enum ColorRendering: Equatable, Sendable { case monochrome, hierarchical, palette, multicolor }
        public private(set) var colorRendering: ColorRendering = .monochrome
        /// The hierarchical colour, or the palette's colours in order.
        public private(set) var colors: [UIColor] = []

        public convenience init(hierarchicalColor: UIColor) {
            self.init(pointSize: 0, weight: .unspecified, scale: .unspecified)
            (colorRendering, colors) = (.hierarchical, [hierarchicalColor])
        }
        public convenience init(paletteColors: [UIColor]) {
            self.init(pointSize: 0, weight: .unspecified, scale: .unspecified)
            (colorRendering, colors) = (.palette, paletteColors)
        }
        public static func preferringMulticolor() -> Self {
            let made = Self(pointSize: 0, weight: .unspecified, scale: .unspecified)
            made.colorRendering = .multicolor
            return made
        }
        public static func preferringMonochrome() -> Self { Self(pointSize: 0, weight: .unspecified, scale: .unspecified) }

        /// This configuration with what `configuration` specifies — its size, weight and scale
        /// (a colour configuration specifies none of them), and its colours when it has any.
        open func applying(_ configuration: SymbolConfiguration?) -> Self {
            guard let other = configuration else { return self }
            let made = Self(pointSize: other.pointSize > 0 ? other.pointSize : pointSize,
                            weight: other.weight == .unspecified ? weight : other.weight,
                            scale: [.unspecified, .default].contains(other.scale) ? scale : other.scale)
            let colouring = other.colorRendering == .monochrome && other.colors.isEmpty ? self : other
            (made.colorRendering, made.colors) = (colouring.colorRendering, colouring.colors)
            return made
        }

        public required init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale) {
            self.pointSize = pointSize
            self.weight = weight
            self.scale = scale
            super.init()
        }
    }

    public enum SymbolWeight: Int, Sendable { case unspecified, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black }
    public enum SymbolScale: Int, Sendable {
        case `default` = -1, unspecified, small, medium, large
        var factor: CGFloat { self == .small ? 0.8 : (self == .large ? 1.3 : 1) }
    }

    // MARK: Size and pixels

    /// Points: pixels over scale, width and height swapped for a quarter-turned orientation.
    open var size: CGSize {
        let (w, h) = (CGFloat(pixelSize.width) / scale, CGFloat(pixelSize.height) / scale)
        switch imageOrientation {
        case .left, .right, .leftMirrored, .rightMirrored: return CGSize(width: h, height: w)
        default: return CGSize(width: w, height: h)
        }
    }

    /// The pixels, decoded from PNG on first use; nil for a symbol, a JPEG (not decoded) or a
    /// Core Image recipe's image.
    open var cgImage: CGImage? { ciImage == nil ? pixels : nil }

    /// The pixels the lab draws with (a Core Image recipe's rendered ones too).
    private var pixels: CGImage? {
        if let decoded { return decoded }
        guard let bytes = encoded, !bytes.isEmpty else { return nil }
        if PNGCodec.size(of: bytes) != nil {
            do {
                decoded = try PNGCodec.decode(bytes)
            } catch PNGCodec.DecodeError.unsupported(let what) {
                if name.isEmpty {
                    print("[LifecycleLab] an image is \(what), which the lab does not decode: it has a size but no pixels")
                } else {
                    print("[LifecycleLab] the image '\(name)' is \(what), which the lab does not decode: it has a size but no pixels")
                }
                encoded = nil
            } catch {
                if name.isEmpty {
                    print("[LifecycleLab] an image is a damaged PNG: it has a size but no pixels")
                } else {
                    print("[LifecycleLab] the image '\(name)' is a damaged PNG: it has a size but no pixels")
                }
                encoded = nil
            }
        }
        return decoded
    }

    /// The Core Image recipe a `UIImage(ciImage:)` was made from; nil for any other image.
    public private(set) var ciImage: CIImage?

    /// An image of a Core Image recipe: it has no `cgImage` (**as on iOS**); drawing it, or an
    /// image view showing it, renders the recipe's extent (one pixel per Core Image pixel,
    /// at `scale`). A recipe of infinite extent has no size and draws nothing.
    public convenience init(ciImage: CIImage) {
        self.init(ciImage: ciImage, scale: 1, orientation: .up)
    }

    public convenience init(ciImage: CIImage, scale: CGFloat, orientation: Orientation) {
        let rendered = CIContext().createCGImage(ciImage, from: ciImage.extent)
        self.init(name: "", bytes: nil, image: rendered, size: (rendered?.width ?? 0, rendered?.height ?? 0), scale: scale, orientation: orientation)
        self.ciImage = ciImage
    }

    /// The pixels upright, for Core Image (`CIImage(image:)`).
    var uprightPixels: CGImage? { orientedImage() }

    /// The format a renderer needs to redraw this image at its own scale.
    open var imageRendererFormat: UIGraphicsImageRendererFormat {
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        return format
    }

    /// A PNG of the image's pixels (in its own orientation), or nil when it has none.
    open func pngData() -> Data? {
        guard let image = orientedImage() else { return nil }
        return PNGCodec.encode(image, opaque: isOpaqueImage)
    }

    /// A baseline JPEG of the image's pixels at `compressionQuality` (0…1), or nil when it has none.
    open func jpegData(compressionQuality: CGFloat) -> Data? {
        if let bytes = encoded, decoded == nil, JPEGHeader.size(of: bytes) != nil { return Data(bytes) }
        guard let image = orientedImage() else { return nil }
        return JPEGEncoder.encode(image, quality: compressionQuality)
    }

    /// The pixels turned upright by the orientation.
    private func orientedImage() -> CGImage? {
        guard let image = pixels else {
            if encoded != nil || isSymbolImage { saySkipped() }
            return nil
        }
        return imageOrientation == .up ? image : ImageOrientation.upright(image, imageOrientation)
    }

    nonisolated(unsafe) private static var said: Set<String> = []

    private func saySkipped() {
        guard UIImage.said.insert(name).inserted else { return }
        if isSymbolImage {
            print("[LifecycleLab] LifecycleLab has no symbol glyphs: the system image '\(name.dropFirst("systemName:".count))' has no pixels to draw or encode")
        } else if name.isEmpty {
            print("[LifecycleLab] an image is a JPEG: LifecycleLab reads its size but does not decode its pixels, so it has none to draw or encode")
        } else {
            print("[LifecycleLab] the image '\(name)' is a JPEG: LifecycleLab reads its size but does not decode its pixels, so it has none to draw or encode")
        }
    }

    // MARK: Variants

    open func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage { copy { $0.renderingMode = renderingMode } }
    /// Draws as the colour wherever the image is not transparent.
    open func withTintColor(_ color: UIColor) -> UIImage { copy { ($0.tint, $0.renderingMode) = (color, .alwaysOriginal) } }
    open func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage { copy { ($0.tint, $0.renderingMode) = (color, renderingMode) } }

    open func resizableImage(withCapInsets capInsets: UIEdgeInsets) -> UIImage { resizableImage(withCapInsets: capInsets, resizingMode: .tile) }
    open func resizableImage(withCapInsets capInsets: UIEdgeInsets, resizingMode: ResizingMode) -> UIImage {
        copy { ($0.capInsets, $0.resizingMode) = (capInsets, resizingMode) }
    }
    open func stretchableImage(withLeftCapWidth leftCapWidth: Int, topCapHeight: Int) -> UIImage {
        let insets = UIEdgeInsets(top: CGFloat(topCapHeight), left: CGFloat(leftCapWidth),
                                  bottom: size.height - CGFloat(topCapHeight) - 1, right: size.width - CGFloat(leftCapWidth) - 1)
        return resizableImage(withCapInsets: insets, resizingMode: .stretch)
    }

    /// Marked to flip in a right-to-left layout; the simulated device lays out left to right, so it draws as it is.
    open func imageFlippedForRightToLeftLayoutDirection() -> UIImage { copy { $0.flipsForRightToLeftLayoutDirection = true } }
    open func withHorizontallyFlippedOrientation() -> UIImage {
        let flipped: [Orientation: Orientation] = [.up: .upMirrored, .upMirrored: .up, .down: .downMirrored, .downMirrored: .down,
                                                   .left: .rightMirrored, .rightMirrored: .left, .right: .leftMirrored, .leftMirrored: .right]
        return copy(orientation: flipped[imageOrientation] ?? .upMirrored) { _ in }
    }

    /// Insets that say where the image's content is, for Auto Layout (kept).
    public private(set) var alignmentRectInsets: UIEdgeInsets = .zero
    open func withAlignmentRectInsets(_ alignmentInsets: UIEdgeInsets) -> UIImage { copy { $0.alignmentRectInsets = alignmentInsets } }

    /// Decoded now (iOS 15 decodes off the main thread; here PNG pixels decode at once).
    open func byPreparingForDisplay() -> UIImage? {
        _ = pixels
        return self
    }
    open func prepareForDisplay(completionHandler: @escaping (UIImage?) -> Void) { completionHandler(byPreparingForDisplay()) }

    /// A copy drawn at `size` points (the image's scale).
    open func preparingThumbnail(of size: CGSize) -> UIImage? {
        guard pixels != nil else { return nil }
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        return UIGraphicsImageRenderer(size: size, format: format).image { _ in draw(in: CGRect(origin: .zero, size: size)) }
    }

    open func byPreparingThumbnail(ofSize size: CGSize) -> UIImage? { preparingThumbnail(of: size) }

    // The system images UIKit names as class properties.
    public static var add: UIImage { UIImage(systemName: "plus")! }
    public static var remove: UIImage { UIImage(systemName: "minus")! }
    public static var actions: UIImage { UIImage(systemName: "ellipsis")! }
    public static var checkmark: UIImage { UIImage(systemName: "checkmark")! }
    public static var strokedCheckmark: UIImage { UIImage(systemName: "checkmark.circle")! }

    // MARK: Drawing

    open func draw(at point: CGPoint) { draw(in: CGRect(origin: point, size: size)) }
    open func draw(at point: CGPoint, blendMode: CGBlendMode, alpha: CGFloat) {
        draw(in: CGRect(origin: point, size: size), blendMode: blendMode, alpha: alpha)
    }
    open func draw(in rect: CGRect) { draw(in: rect, blendMode: .normal, alpha: 1) }

    /// Draws the image upright into `rect` of the current context (resizable images by their
    /// cap insets: corners as they are, edges and middle stretched or tiled).
    open func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext() else {
            print("[LifecycleLab] UIImage.draw with no current graphics context: nothing is drawn")
            return
        }
        guard let image = orientedImage() else { return }
        context.saveGState()
        context.setBlendMode(blendMode)
        context.setAlpha(alpha)
        context.record.images += 1
        let tintColor = tint.map { CGContext.RGBA($0.cgColor) }
        if capInsets == .zero {
            context.drawImage(image, in: rect, flipped: false, tint: tintColor)
        } else {
            drawSlices(image, in: rect, context: context, tint: tintColor)
        }
        context.restoreGState()
    }

    /// Tiles the image over `rect`, from its origin.
    open func drawAsPattern(in rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext(), let image = orientedImage(), size.width > 0, size.height > 0 else { return }
        context.saveGState()
        context.clip(to: rect)
        context.record.images += 1
        var y = rect.minY
        while y < rect.maxY {
            var x = rect.minX
            while x < rect.maxX {
                context.drawImage(image, in: CGRect(origin: CGPoint(x: x, y: y), size: size), flipped: false)
                x += size.width
            }
            y += size.height
        }
        context.restoreGState()
    }

    private func drawSlices(_ image: CGImage, in rect: CGRect, context: CGContext, tint: CGContext.RGBA?) {
        let s = scale
        let xs = [0, capInsets.left, size.width - capInsets.right, size.width]
        let ys = [0, capInsets.top, size.height - capInsets.bottom, size.height]
        let dxs = [rect.minX, rect.minX + capInsets.left, rect.maxX - capInsets.right, rect.maxX]
        let dys = [rect.minY, rect.minY + capInsets.top, rect.maxY - capInsets.bottom, rect.maxY]
        for row in 0..<3 {
            for column in 0..<3 {
                let source = CGRect(x: xs[column] * s, y: ys[row] * s, width: (xs[column + 1] - xs[column]) * s, height: (ys[row + 1] - ys[row]) * s)
                let target = CGRect(x: dxs[column], y: dys[row], width: dxs[column + 1] - dxs[column], height: dys[row + 1] - dys[row])
                guard source.width >= 1, source.height >= 1, target.width > 0, target.height > 0, let piece = image.cropping(to: source) else { continue }
                let stretched = resizingMode == .stretch || (row != 1 && column != 1)
                if stretched {
                    context.drawImage(piece, in: target, flipped: false, tint: tint)
                    continue
                }
                // Tiled: the piece at its own size, repeated across the target, clipped to it.
                let tile = CGSize(width: column == 1 ? source.width / s : target.width, height: row == 1 ? source.height / s : target.height)
                context.saveGState()
                context.clip(to: target)
                var y = target.minY
                while y < target.maxY {
                    var x = target.minX
                    while x < target.maxX {
                        context.drawImage(piece, in: CGRect(origin: CGPoint(x: x, y: y), size: tile), flipped: false, tint: tint)
                        x += tile.width
                    }
                    y += tile.height
                }
                context.restoreGState()
            }
        }
    }

    open override var description: String {
        "<UIImage \(name.isEmpty ? "" : name + " ")size {\(Double(size.width)), \(Double(size.height))} scale \(Double(scale))>"
    }
}

/// The size a JPEG's frame header gives (SOF0…SOF15, not DHT/JPG/DAC).
enum JPEGHeader {
    static func size(of bytes: [UInt8]) -> (width: Int, height: Int)? {
        guard bytes.count > 4, bytes[0] == 0xFF, bytes[1] == 0xD8 else { return nil }
        var offset = 2
        while offset + 9 < bytes.count {
            guard bytes[offset] == 0xFF else { return nil }
            let marker = bytes[offset + 1]
            let length = Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
            if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                let height = Int(bytes[offset + 5]) << 8 | Int(bytes[offset + 6])
                let width = Int(bytes[offset + 7]) << 8 | Int(bytes[offset + 8])
                return (width, height)
            }
            offset += 2 + length
        }
        return nil
    }
}

/// Pixels turned upright for an image orientation.
enum ImageOrientation {
    static func upright(_ image: CGImage, _ orientation: UIImage.Orientation) -> CGImage {
        let (w, h) = (image.width, image.height)
        let quarter = [.left, .right, .leftMirrored, .rightMirrored].contains(orientation)
        let (ow, oh) = quarter ? (h, w) : (w, h)
        let bpp = image.bytesPerPixel
        var out = [UInt8](repeating: 0, count: ow * oh * bpp)
        for y in 0..<oh {
            for x in 0..<ow {
                // Where the upright pixel (x, y) comes from in the stored image.
                let (sx, sy): (Int, Int)
                switch orientation {
                case .up: (sx, sy) = (x, y)
                case .down: (sx, sy) = (w - 1 - x, h - 1 - y)
                case .upMirrored: (sx, sy) = (w - 1 - x, y)
                case .downMirrored: (sx, sy) = (x, h - 1 - y)
                case .left: (sx, sy) = (w - 1 - y, x)
                case .right: (sx, sy) = (y, h - 1 - x)
                case .leftMirrored: (sx, sy) = (w - 1 - y, h - 1 - x)
                case .rightMirrored: (sx, sy) = (y, x)
                }
                for c in 0..<bpp { out[(y * ow + x) * bpp + c] = image.pixels[(sy * w + sx) * bpp + c] }
            }
        }
        return CGImage(width: ow, height: oh, bytesPerPixel: bpp, pixels: out)
    }
}
