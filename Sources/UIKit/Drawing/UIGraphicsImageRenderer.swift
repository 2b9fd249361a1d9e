import Foundation

/// The base of UIKit's renderers' formats.
open class UIGraphicsRendererFormat: NSObject {
    open var bounds: CGRect = .zero
}

/// An image renderer's format: points-to-pixels scale (the screen's by default), opacity, range.
open class UIGraphicsImageRendererFormat: UIGraphicsRendererFormat {
    open var scale: CGFloat = UIGraphicsContextStack.screenScale
    open var opaque: Bool = false
    open var preferredRange: Range = .automatic
    /// The lab's images are 8 bits per component (`.standard`); `.extended` is kept, not drawn deeper.
    public enum Range: Int, Sendable { case unspecified = -1, automatic, extended, standard }

    public override init() {
        super.init()
    }

    /// A format for images shown in an environment of these traits: its display scale.
    public convenience init(for traitCollection: UITraitCollection) {
        self.init()
        if traitCollection.displayScale > 0 { scale = traitCollection.displayScale }
    }

    open class func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
    open class func preferred() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
}

/// The context a renderer's actions draw in: a `CGContext` and UIKit's shortcuts on it.
open class UIGraphicsRendererContext: NSObject {
    public let cgContext: CGContext
    public let format: UIGraphicsRendererFormat

    init(cgContext: CGContext, format: UIGraphicsRendererFormat) {
        self.cgContext = cgContext
        self.format = format
        super.init()
    }

    open func fill(_ rect: CGRect) { cgContext.fill(rect) }
    open func fill(_ rect: CGRect, blendMode: CGBlendMode) {
        cgContext.saveGState(); cgContext.setBlendMode(blendMode); cgContext.fill(rect); cgContext.restoreGState()
    }
    /// A one-point line inside the rectangle's edge would be `stroke`'s on iOS: it strokes the rectangle's path.
    open func stroke(_ rect: CGRect) { cgContext.stroke(rect) }
    open func stroke(_ rect: CGRect, blendMode: CGBlendMode) {
        cgContext.saveGState(); cgContext.setBlendMode(blendMode); cgContext.stroke(rect); cgContext.restoreGState()
    }
    open func clip(to rect: CGRect) { cgContext.clip(to: rect) }
}

open class UIGraphicsImageRendererContext: UIGraphicsRendererContext {
    let imageFormat: UIGraphicsImageRendererFormat

    init(cgContext: CGContext, imageFormat: UIGraphicsImageRendererFormat) {
        self.imageFormat = imageFormat
        super.init(cgContext: cgContext, format: imageFormat)
    }

    /// What has been drawn so far, as an image.
    open var currentImage: UIImage {
        guard let image = cgContext.makeImage() else { return UIImage() }
        return UIImage(cgImage: image, scale: imageFormat.scale, orientation: .up, opaque: imageFormat.opaque)
    }
}

open class UIGraphicsRenderer: NSObject {
    public let format: UIGraphicsRendererFormat
    init(format: UIGraphicsRendererFormat) {
        self.format = format
        super.init()
    }
}

/// Draws images: each `image(actions:)` makes a fresh context of the renderer's size at the
/// format's scale, makes it current while the actions run, and returns its pixels.
open class UIGraphicsImageRenderer: UIGraphicsRenderer {
    private let imageFormat: UIGraphicsImageRendererFormat

    public convenience init(size: CGSize) {
        self.init(size: size, format: UIGraphicsImageRendererFormat())
    }

    public init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        format.bounds = CGRect(origin: .zero, size: size)
        imageFormat = format
        super.init(format: format)
    }

    public convenience init(bounds: CGRect) {
        self.init(bounds: bounds, format: UIGraphicsImageRendererFormat())
    }

    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
        format.bounds = bounds
        imageFormat = format
        super.init(format: format)
    }

    open var allowsImageOutput: Bool { true }

    private func render(_ actions: (UIGraphicsImageRendererContext) -> Void) -> UIGraphicsImageRendererContext {
        let bounds = imageFormat.bounds
        let context = UIGraphicsContextStack.makeContext(size: bounds.size, scale: imageFormat.scale, opaque: imageFormat.opaque)
        context.translateBy(x: -bounds.minX, y: -bounds.minY)
        context.saveGState()
        let rendererContext = UIGraphicsImageRendererContext(cgContext: context, imageFormat: imageFormat)
        UIGraphicsContextStack.entries.append(.init(context: context, imageScale: imageFormat.scale, opaque: imageFormat.opaque))
        actions(rendererContext)
        if let index = UIGraphicsContextStack.entries.lastIndex(where: { $0.context === context }) {
            UIGraphicsContextStack.entries.remove(at: index)
        }
        return rendererContext
    }

    open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        render(actions).currentImage
    }

    open func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        render(actions).currentImage.pngData() ?? Data()
    }

    open func jpegData(withCompressionQuality compressionQuality: CGFloat, actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        render(actions).currentImage.jpegData(compressionQuality: compressionQuality) ?? Data()
    }
}
