import Foundation

/// Core Animation's hit testing and coordinate conversion between layers. A view's layer has
/// its subviews' layers as children (before the layers app code added to it), as on iOS where
/// a subview's layer is a sublayer of its superview's. Points move by frames, bounds origins
/// and the affine part of each layer's `transform` about its anchor point.
extension CALayer {
    /// The children hit testing walks, back to front: subviews' layers, then added sublayers
    /// (by `zPosition`, then order).
    var hitTestChildren: [CALayer] {
        let viewLayers = owningView?.subviews.map(\.layer) ?? []
        let added = (sublayers ?? []).enumerated().sorted { ($0.element.zPosition, $0.offset) < ($1.element.zPosition, $1.offset) }.map(\.element)
        return viewLayers + added
    }

    /// The map from this layer's own coordinates to its superlayer's.
    var toSuperlayer: CGAffineTransform {
        let anchor = CGPoint(x: bounds.minX + bounds.width * anchorPoint.x, y: bounds.minY + bounds.height * anchorPoint.y)
        return CGAffineTransform(translationX: -anchor.x, y: -anchor.y)
            .concatenating(affineTransform())
            .concatenating(CGAffineTransform(translationX: position.x, y: position.y))
    }

    /// `hitTest(_:)`'s walk: hidden layers are not hit; a layer that masks to its bounds hides
    /// the parts of its sublayers outside them.
    func hitTestingTree(_ p: CGPoint) -> CALayer? {
        guard !isHidden else { return nil }
        let local = p.applying(toSuperlayer.inverted())
        let inside = contains(local)
        if masksToBounds && !inside { return nil }
        for child in hitTestChildren.reversed() {
            if let hit = child.hitTest(local) { return hit }
        }
        return inside ? self : nil
    }

    /// The chain from this layer up to the root, this layer first.
    private var ancestry: [CALayer] {
        var chain: [CALayer] = [self]
        while let parent = chain.last?.parentForConversion { chain.append(parent) }
        return chain
    }

    /// The layer above this one: its superlayer, or the layer of its view's superview.
    var parentForConversion: CALayer? { superlayer ?? owningView?.superview?.layer }

    /// The map from this layer's coordinates to its root's.
    private var toRoot: CGAffineTransform {
        var transform = CGAffineTransform.identity
        var layer: CALayer? = self
        while let current = layer, let parent = current.parentForConversion {
            transform = transform.concatenating(current.toSuperlayer)
            layer = parent
        }
        return transform
    }

    /// `p` in this layer's coordinates, from `l`'s (nil: the root's).
    public func convert(_ p: CGPoint, from l: CALayer?) -> CGPoint {
        p.applying((l?.toRoot ?? .identity).concatenating(toRoot.inverted()))
    }

    public func convert(_ p: CGPoint, to l: CALayer?) -> CGPoint {
        p.applying(toRoot.concatenating(l?.toRoot.inverted() ?? .identity))
    }

    public func convert(_ r: CGRect, from l: CALayer?) -> CGRect {
        r.applying((l?.toRoot ?? .identity).concatenating(toRoot.inverted()))
    }

    public func convert(_ r: CGRect, to l: CALayer?) -> CGRect {
        r.applying(toRoot.concatenating(l?.toRoot.inverted() ?? .identity))
    }
}
