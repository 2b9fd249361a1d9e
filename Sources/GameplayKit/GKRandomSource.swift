import Foundation

/// GameplayKit's random sources, as learners' first games and fact apps use them
/// (`GKRandomSource.sharedRandom().nextInt(upperBound:)`, a shuffled array, a die).
///
/// **Choice:** the device never reads randomness, so every source is deterministic: the shared
/// source and an unseeded one start from the same seed at every launch, and a seeded one from
/// its seed. The numbers are not the ones iOS's algorithms (ARC4, linear congruential, Mersenne
/// Twister) give for a seed; each class keeps its name and API, and a transcript replays.
public protocol GKRandom {
    func nextInt() -> Int
    func nextInt(upperBound: Int) -> Int
    func nextUniform() -> Float
    func nextBool() -> Bool
}

open class GKRandomSource: NSObject, GKRandom, NSSecureCoding, NSCopying {
    /// The seed of every unseeded source and of the shared one.
    static let launchSeed: UInt64 = 0x1234_5678_9ABC_DEF0
    private var state: UInt64

    nonisolated(unsafe) private static let shared = GKRandomSource()

    /// The source the system shares (on iOS, the system's own randomness).
    open class func sharedRandom() -> GKRandomSource { shared }

    public override init() {
        state = Self.launchSeed
        super.init()
    }

    init(state seed: UInt64) {
        state = seed
        super.init()
    }

    public static var supportsSecureCoding: Bool { true }
    public required init?(coder: NSCoder) {
        state = UInt64(bitPattern: Int64(coder.decodeInt64(forKey: "state")))
        super.init()
    }
    open func encode(with coder: NSCoder) { coder.encode(Int64(bitPattern: state), forKey: "state") }
    open func copy(with zone: NSZone? = nil) -> Any { Self.make(copying: state) }
    private static func make(copying state: UInt64) -> GKRandomSource { GKRandomSource(state: state) }

    /// SplitMix64: 64 well-mixed bits per call.
    func nextBits() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }

    /// Between Int32.min and Int32.max, as GameplayKit's sources give.
    open func nextInt() -> Int { Int(Int32(truncatingIfNeeded: nextBits() >> 32)) }

    /// Between 0 and `upperBound - 1`; 0 when the bound is not above 0.
    open func nextInt(upperBound: Int) -> Int {
        guard upperBound > 0 else { return 0 }
        return Int(nextBits() % UInt64(upperBound))
    }

    /// Between 0.0 and 1.0.
    open func nextUniform() -> Float { Float(nextBits() >> 40) / Float(1 << 24) }

    open func nextBool() -> Bool { nextBits() >> 63 == 1 }

    /// The array's elements in a new order (Fisher–Yates, with this source).
    open func arrayByShufflingObjects(in array: [Any]) -> [Any] {
        var shuffled = array
        guard shuffled.count > 1 else { return shuffled }
        for index in stride(from: shuffled.count - 1, to: 0, by: -1) {
            shuffled.swapAt(index, nextInt(upperBound: index + 1))
        }
        return shuffled
    }
}

/// ARC4 on iOS (a seed of bytes); deterministic here, from its seed.
open class GKARC4RandomSource: GKRandomSource {
    public private(set) var seed: Data

    public override init() {
        seed = Data(count: 16)
        super.init()
    }

    public init(seed: Data) {
        self.seed = seed
        super.init(state: seed.reduce(GKRandomSource.launchSeed) { ($0 &* 31) &+ UInt64($1) })
    }

    public required init?(coder: NSCoder) {
        seed = Data()
        super.init(coder: coder)
    }

    /// iOS discards the first values of an ARC4 stream; here they are drawn and dropped too.
    open func dropValues(_ count: Int) {
        for _ in 0..<max(0, count) { _ = nextBits() }
    }
}

/// A linear congruential source on iOS; deterministic here, from its seed.
open class GKLinearCongruentialRandomSource: GKRandomSource {
    public private(set) var seed: UInt64

    public override init() {
        seed = GKRandomSource.launchSeed
        super.init()
    }

    public init(seed: UInt64) {
        self.seed = seed
        super.init(state: seed)
    }

    public required init?(coder: NSCoder) {
        seed = 0
        super.init(coder: coder)
    }
}

/// A Mersenne Twister source on iOS; deterministic here, from its seed.
open class GKMersenneTwisterRandomSource: GKRandomSource {
    public private(set) var seed: UInt64

    public override init() {
        seed = GKRandomSource.launchSeed
        super.init()
    }

    public init(seed: UInt64) {
        self.seed = seed
        super.init(state: seed ^ 0x5DEE_CE66_D1CE_4E5B)
    }

    public required init?(coder: NSCoder) {
        seed = 0
        super.init(coder: coder)
    }
}
