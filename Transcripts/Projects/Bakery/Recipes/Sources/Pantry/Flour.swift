import Foundation

/// A target the product's target depends on, inside the same package.
public struct Flour {
    public let grams: Int
    public init(grams: Int) { self.grams = grams }

    /// Whether this flour weighs less than another, compared as NSNumbers with the package's
    /// own `<` (as JSON libraries declare one).
    public func isLighter(than other: Flour) -> Bool { NSNumber(value: grams) < NSNumber(value: other.grams) }
}

/// Apple's Foundation has no `<` for NSNumber, so libraries bring their own.
func < (lhs: NSNumber, rhs: NSNumber) -> Bool { lhs.compare(rhs) == .orderedAscending }
