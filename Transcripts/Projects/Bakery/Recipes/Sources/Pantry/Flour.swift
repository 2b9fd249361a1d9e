/// A target the product's target depends on, inside the same package.
public struct Flour {
    public let grams: Int
    public init(grams: Int) { self.grams = grams }
}
