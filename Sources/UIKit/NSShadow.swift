import Foundation

/// A text shadow, the value of `NSAttributedString.Key.shadow`: offset, blur radius and colour
/// (nil: black at one third alpha, as UIKit draws it). Kept with the text's attributes, and
/// compared by value, as Foundation's is; the lab draws no glyphs, so no shadow either.
open class NSShadow: NSObject, NSCopying {
    open var shadowOffset: CGSize = .zero
    open var shadowBlurRadius: CGFloat = 0
    /// A `UIColor` (Any, as in UIKit's declaration).
    open var shadowColor: Any?

    public override init() { super.init() }

    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = NSShadow()
        (copy.shadowOffset, copy.shadowBlurRadius, copy.shadowColor) = (shadowOffset, shadowBlurRadius, shadowColor)
        return copy
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NSShadow else { return false }
        return other.shadowOffset == shadowOffset && other.shadowBlurRadius == shadowBlurRadius
            && (other.shadowColor as? UIColor)?.name == (shadowColor as? UIColor)?.name
    }

    open override var hash: Int { Int(shadowBlurRadius * 100) ^ Int(shadowOffset.width * 10) }

    open override var description: String {
        let color = (shadowColor as? UIColor).map { "\($0)" } ?? "default"
        return "NSShadow {\(Double(shadowOffset.width)), \(Double(shadowOffset.height))} blur = \(Double(shadowBlurRadius)) color = {\(color)}"
    }
}

extension NSAttributedString.Key {
    public static let shadow = NSAttributedString.Key("NSShadow")
}
