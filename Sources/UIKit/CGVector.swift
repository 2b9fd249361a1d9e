import Foundation

/// A direction and magnitude (UIKit Dynamics' forces).
public struct CGVector: Equatable, Sendable {
    public var dx: CGFloat
    public var dy: CGFloat
    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }
    /// Whole numbers and doubles, as Core Graphics' overlay offers (`CGVector(dx: speed * 40, dy: 0)`).
    public init(dx: Int, dy: Int) { self.init(dx: CGFloat(dx), dy: CGFloat(dy)) }
    public init(dx: Double, dy: Double) { self.init(dx: CGFloat(dx), dy: CGFloat(dy)) }
    public init() { self.init(dx: 0, dy: 0) }
    public static var zero: CGVector { CGVector(dx: 0, dy: 0) }
}
