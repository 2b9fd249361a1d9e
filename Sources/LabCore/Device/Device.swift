/// The simulated iPhone: a virtual clock, one event log, and (as the lifecycle engine grows)
/// the springboard, installed apps and running processes.
///
/// Every public operation that changes the device first validates, throwing a
/// `DeviceError` and changing nothing when the operation makes no sense now; then appends one
/// `action` event named after the command, then its consequences.
public final class Device {
    /// The iOS version the device runs; behaviour that changed across versions is keyed to it.
    public let iosVersion: Int
    public private(set) var clock = Clock()
    public let log = EventLog()

    /// A current iOS, used when no `--ios` is given.
    public static let defaultIOSVersion = 17
    /// The versions the lifecycle tables cover.
    public static let supportedIOSVersions = 3...18

    public init(iosVersion: Int = Device.defaultIOSVersion) {
        self.iosVersion = iosVersion
    }

    /// Appends an event stamped with the current virtual time.
    @discardableResult
    public func record(_ kind: Event.Kind, app: String? = nil) -> Event {
        log.append(kind, app: app, at: clock.now)
    }

    /// `wait DURATION`: lets virtual time pass. `typed` is the duration as the user wrote it,
    /// kept in the action event.
    public func wait(milliseconds: Int, typed: String) throws(DeviceError) {
        guard milliseconds > 0 else { throw DeviceError("wait needs a duration above zero, such as 500ms or 30s") }
        record(.action(name: "wait", arguments: [typed]))
        clock.advance(by: milliseconds)
    }
}

/// Why a device operation was refused: one line a learner can act on.
public struct DeviceError: Error, Equatable, Sendable {
    public var message: String

    public init(_ message: String) { self.message = message }
}
