/// The device's virtual clock, in milliseconds since boot.
///
/// Nothing in the simulated world reads the host's clock: time moves only when a command
/// (`wait`) or simulated work advances it, so the same commands always give the same times.
public struct Clock: Sendable, Equatable {
    public private(set) var now: Int = 0

    public init() {}

    public mutating func advance(by milliseconds: Int) {
        precondition(milliseconds >= 0, "the virtual clock only moves forward")
        now += milliseconds
    }
}
