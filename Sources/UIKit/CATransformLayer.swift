import Foundation

/// A layer that only groups its sublayers in 3-D: it has no contents, background or border
/// of its own (what is set is kept, never drawn), and is never itself the layer a hit test
/// finds — only its sublayers are. Its `transform` and `sublayerTransform` are kept as on any
/// layer; the lab does not composite layers in 3-D (docs/lifecycle.md, "Drawing").
open class CATransformLayer: CALayer {
    /// Draws only the sublayers, each at its frame.
    open override func render(in ctx: CGContext) {
        guard !isHidden else { return }
        ctx.saveGState()
        ctx.setAlpha(CGFloat(opacity))
        renderSublayers(in: ctx)
        ctx.restoreGState()
    }

    /// A transform layer draws nothing of its own.
    open override func display() {}

    open override func hitTest(_ p: CGPoint) -> CALayer? {
        guard !isHidden else { return nil }
        let local = p.applying(toSuperlayer.inverted())
        for child in hitTestChildren.reversed() {
            if let hit = child.hitTest(local) { return hit }
        }
        return nil
    }
}
