/// What the device senses of the world around it, as the Simulator's Features menu sets it:
/// where it is (`location LAT,LON`, nil until set) and which way up it is held (`rotate`).
/// The operations that read them (`Device+Location.swift`, `Device+Rotation.swift`) tell the apps.
public struct Sensors: Sendable, Equatable {
    /// Where the device is; nil until a location is set.
    public internal(set) var location: Coordinate?
    /// Which way up the device is held.
    public internal(set) var orientation: DeviceOrientation = .portrait

    public init() {}
}
