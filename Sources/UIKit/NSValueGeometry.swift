import Foundation

/// UIKit's additions to NSValue: Core Graphics geometry boxed for an animation's `fromValue`,
/// `toValue` and `values` (Foundation on Linux has the same boxes under AppKit's names).
extension NSValue {
    public convenience init(cgPoint point: CGPoint) { self.init(point: point) }
    public convenience init(cgSize size: CGSize) { self.init(size: size) }
    public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }
    public var cgPointValue: CGPoint { pointValue }
    public var cgSizeValue: CGSize { sizeValue }
    public var cgRectValue: CGRect { rectValue }
}
