import Foundation

/// Draws one cell of a pattern into the context it is given. A Swift closure here: iOS's is a
/// C function pointer, which a closure literal that captures nothing also converts to.
public typealias CGPatternDrawPatternCallback = (UnsafeMutableRawPointer?, CGContext) -> Void
public typealias CGPatternReleaseInfoCallback = (UnsafeMutableRawPointer?) -> Void

public struct CGPatternCallbacks {
    public var version: UInt32
    public var drawPattern: CGPatternDrawPatternCallback?
    public var releaseInfo: CGPatternReleaseInfoCallback?
    public init(version: UInt32, drawPattern: CGPatternDrawPatternCallback?, releaseInfo: CGPatternReleaseInfoCallback?) {
        (self.version, self.drawPattern, self.releaseInfo) = (version, drawPattern, releaseInfo)
    }
}

public enum CGPatternTiling: Int32, Sendable {
    case noDistortion, constantSpacingMinimalDistortion, constantSpacing
}

/// Core Graphics' pattern: a cell its callback draws, repeated every `xStep` × `yStep`. A fill
/// with it (`setFillPattern(_:colorComponents:)` after `setFillColorSpace` of a pattern space)
/// draws the cell once at the context's scale and tiles it from the context's origin, as
/// `UIColor(patternImage:)` does (**choice**: the pattern's `matrix` and the tiling kind are
/// kept, not applied). A coloured pattern only: an uncoloured one says so and fills with its colour.
public class CGPattern: NSObject {
    public let info: UnsafeMutableRawPointer?
    public let bounds: CGRect
    public let matrix: CGAffineTransform
    public let xStep: CGFloat, yStep: CGFloat
    public let tiling: CGPatternTiling
    public let isColored: Bool
    private let callbacks: CGPatternCallbacks

    public init?(info: UnsafeMutableRawPointer?, bounds: CGRect, matrix: CGAffineTransform, xStep: CGFloat, yStep: CGFloat,
                 tiling: CGPatternTiling, isColored: Bool, callbacks: UnsafePointer<CGPatternCallbacks>) {
        guard xStep > 0 || bounds.width > 0, yStep > 0 || bounds.height > 0 else { return nil }
        (self.info, self.bounds, self.matrix, self.tiling, self.isColored) = (info, bounds, matrix, tiling, isColored)
        (self.xStep, self.yStep) = (xStep > 0 ? xStep : bounds.width, yStep > 0 ? yStep : bounds.height)
        self.callbacks = callbacks.pointee
        super.init()
    }

    deinit { callbacks.releaseInfo?(info) }

    /// One cell, `xStep` × `yStep` points at `scale`, drawn by the callback with the pattern's
    /// bounds' origin at the cell's.
    func cell(scale: CGFloat) -> UIImage {
        let context = UIGraphicsContextStack.makeContext(size: CGSize(width: xStep, height: yStep), scale: scale, opaque: false)
        context.translateBy(x: -bounds.minX, y: -bounds.minY)
        callbacks.drawPattern?(info, context)
        guard let pixels = context.makeImage() else { return UIImage() }
        return UIImage(cgImage: pixels, scale: scale, orientation: .up)
    }
}

extension CGContext {
    /// Sets the colour space later fill colours are in; a pattern space (`CGColorSpace(patternBaseSpace:)`)
    /// makes `setFillPattern(_:colorComponents:)` the way to fill.
    public func setFillColorSpace(_ space: CGColorSpace) { state.fillSpace = space }
    public func setStrokeColorSpace(_ space: CGColorSpace) { state.strokeSpace = space }

    /// Fills with the pattern's cells from now on; `components` are an uncoloured pattern's
    /// colour, or a coloured one's alpha.
    public func setFillPattern(_ pattern: CGPattern, colorComponents components: UnsafePointer<CGFloat>) {
        (state.fill, state.fillPattern) = patternPaint(pattern, components)
    }

    public func setStrokePattern(_ pattern: CGPattern, colorComponents components: UnsafePointer<CGFloat>) {
        (state.stroke, state.strokePattern) = patternPaint(pattern, components)
    }

    private func patternPaint(_ pattern: CGPattern, _ components: UnsafePointer<CGFloat>) -> (RGBA, UIImage?) {
        let scale = sqrt(abs(state.ctm.a * state.ctm.d - state.ctm.b * state.ctm.c))
        if pattern.isColored { return (RGBA(r: 0, g: 0, b: 0, a: components[0]), pattern.cell(scale: max(scale, 1))) }
        CGContext.sayUncolouredPattern()
        return (RGBA(r: components[0], g: components[0], b: components[0], a: 1), nil)
    }

    nonisolated(unsafe) private static var saidUncoloured = false

    private static func sayUncolouredPattern() {
        guard !saidUncoloured else { return }
        saidUncoloured = true
        print("[LifecycleLab] LifecycleLab does not simulate uncoloured CGPatterns yet: the fill is the pattern's colour")
    }
}
