import Foundation

/// Numbers between a lowest and a highest value, drawn from a random source (a die:
/// `GKRandomDistribution.d6()`); `GKShuffledDistribution` gives every value once before any
/// repeats; `GKGaussianDistribution` gathers them around the mean. Deterministic, as the
/// sources are (`GKRandomSource`).
open class GKRandomDistribution: NSObject, GKRandom {
    public let source: GKRandom
    public let lowestValue: Int
    public let highestValue: Int
    public var numberOfPossibleOutcomes: Int { highestValue - lowestValue + 1 }

    public required init(randomSource source: GKRandom, lowestValue: Int, highestValue: Int) {
        self.source = source
        self.lowestValue = min(lowestValue, highestValue)
        self.highestValue = max(lowestValue, highestValue)
        super.init()
    }

    public convenience init(lowestValue: Int, highestValue: Int) {
        self.init(randomSource: GKRandomSource(), lowestValue: lowestValue, highestValue: highestValue)
    }

    public convenience init(forDieWithSideCount sideCount: Int) {
        self.init(lowestValue: 1, highestValue: max(1, sideCount))
    }

    open class func d6() -> Self { Self(randomSource: GKRandomSource(), lowestValue: 1, highestValue: 6) }
    open class func d20() -> Self { Self(randomSource: GKRandomSource(), lowestValue: 1, highestValue: 20) }

    open func nextInt() -> Int { lowestValue + source.nextInt(upperBound: numberOfPossibleOutcomes) }

    /// Between the lowest value and `upperBound` (inclusive), or the highest when it is lower.
    open func nextInt(upperBound: Int) -> Int {
        let top = min(upperBound, highestValue)
        guard top > lowestValue else { return lowestValue }
        return lowestValue + source.nextInt(upperBound: top - lowestValue + 1)
    }

    open func nextUniform() -> Float {
        numberOfPossibleOutcomes > 1 ? Float(nextInt() - lowestValue) / Float(numberOfPossibleOutcomes - 1) : 0
    }

    open func nextBool() -> Bool { nextInt() - lowestValue >= numberOfPossibleOutcomes / 2 }
}

/// Every value once, in a shuffled order, before any value comes again.
open class GKShuffledDistribution: GKRandomDistribution {
    private var pending: [Int] = []

    open override func nextInt() -> Int {
        if pending.isEmpty {
            var values = Array(lowestValue...highestValue)
            for index in stride(from: values.count - 1, to: 0, by: -1) {
                values.swapAt(index, source.nextInt(upperBound: index + 1))
            }
            pending = values
        }
        return pending.removeLast()
    }
}

/// Values gathered around `mean`, three deviations either side at most (the distribution's bounds).
open class GKGaussianDistribution: GKRandomDistribution {
    public var mean: Float { Float(lowestValue + highestValue) / 2 }
    public var deviation: Float { Float(highestValue - lowestValue) / 6 }

    public convenience init(randomSource source: GKRandom, mean: Float, deviation: Float) {
        self.init(randomSource: source, lowestValue: Int((mean - 3 * deviation).rounded()), highestValue: Int((mean + 3 * deviation).rounded()))
    }

    public required init(randomSource source: GKRandom, lowestValue: Int, highestValue: Int) {
        super.init(randomSource: source, lowestValue: lowestValue, highestValue: highestValue)
    }

    /// Box–Muller over two uniform values, clamped to the bounds.
    open override func nextInt() -> Int {
        let first = max(Double(source.nextUniform()), 1e-7)
        let second = Double(source.nextUniform())
        let normal = (-2 * log(first)).squareRoot() * cos(2 * Double.pi * second)
        let value = Int((Double(mean) + normal * Double(deviation)).rounded())
        return min(max(value, lowestValue), highestValue)
    }
}
