@_spi(LifecycleLab) import UIKit

// iBeacon monitoring and ranging, declared so an app compiles: the simulated device has no
// Bluetooth radio and no beacon is ever near, so the first start says so and no region is ever
// entered and no beacon ranged (docs/lifecycle.md, "Location").

/// A geographic or beacon region to monitor.
open class CLRegion: NSObject {
    public let identifier: String
    open var notifyOnEntry = true
    open var notifyOnExit = true
    public init(identifier: String) { self.identifier = identifier }
}

public typealias CLBeaconMajorValue = UInt16
public typealias CLBeaconMinorValue = UInt16

/// What identifies the beacons to range: a UUID and, optionally, a major and minor value.
open class CLBeaconIdentityConstraint: NSObject {
    public let uuid: UUID
    public let major: CLBeaconMajorValue?
    public let minor: CLBeaconMinorValue?
    public init(uuid: UUID) { self.uuid = uuid; major = nil; minor = nil }
    public init(uuid: UUID, major: CLBeaconMajorValue) { self.uuid = uuid; self.major = major; minor = nil }
    public init(uuid: UUID, major: CLBeaconMajorValue, minor: CLBeaconMinorValue) { self.uuid = uuid; self.major = major; self.minor = minor }
}

/// A region defined by iBeacons with a UUID (and major and minor values).
open class CLBeaconRegion: CLRegion {
    public let uuid: UUID
    public let major: NSNumber?
    public let minor: NSNumber?
    open var notifyEntryStateOnDisplay = false
    open var proximityUUID: UUID { uuid }
    open var beaconIdentityConstraint: CLBeaconIdentityConstraint {
        switch (major, minor) {
        case let (major?, minor?): CLBeaconIdentityConstraint(uuid: uuid, major: major.uint16Value, minor: minor.uint16Value)
        case let (major?, nil): CLBeaconIdentityConstraint(uuid: uuid, major: major.uint16Value)
        default: CLBeaconIdentityConstraint(uuid: uuid)
        }
    }

    public init(uuid: UUID, identifier: String) { self.uuid = uuid; major = nil; minor = nil; super.init(identifier: identifier) }
    public init(uuid: UUID, major: CLBeaconMajorValue, identifier: String) {
        self.uuid = uuid; self.major = NSNumber(value: major); minor = nil; super.init(identifier: identifier)
    }
    public init(uuid: UUID, major: CLBeaconMajorValue, minor: CLBeaconMinorValue, identifier: String) {
        self.uuid = uuid; self.major = NSNumber(value: major); self.minor = NSNumber(value: minor); super.init(identifier: identifier)
    }
    public init(beaconIdentityConstraint constraint: CLBeaconIdentityConstraint, identifier: String) {
        uuid = constraint.uuid; major = constraint.major.map { NSNumber(value: $0) }; minor = constraint.minor.map { NSNumber(value: $0) }
        super.init(identifier: identifier)
    }
    @available(iOS, deprecated: 13.0, renamed: "init(uuid:identifier:)")
    public convenience init(proximityUUID: UUID, identifier: String) { self.init(uuid: proximityUUID, identifier: identifier) }
    @available(iOS, deprecated: 13.0, renamed: "init(uuid:major:identifier:)")
    public convenience init(proximityUUID: UUID, major: CLBeaconMajorValue, identifier: String) {
        self.init(uuid: proximityUUID, major: major, identifier: identifier)
    }
    @available(iOS, deprecated: 13.0, renamed: "init(uuid:major:minor:identifier:)")
    public convenience init(proximityUUID: UUID, major: CLBeaconMajorValue, minor: CLBeaconMinorValue, identifier: String) {
        self.init(uuid: proximityUUID, major: major, minor: minor, identifier: identifier)
    }
}

/// How near a ranged beacon is.
public enum CLProximity: Int, Sendable {
    case unknown = 0, immediate, near, far
}

/// Whether the device is inside a monitored region.
public enum CLRegionState: Int, Sendable {
    case unknown = 0, inside, outside
}

/// A beacon met while ranging (never, on the simulated device).
open class CLBeacon: NSObject {
    public let uuid: UUID
    public let major: NSNumber
    public let minor: NSNumber
    public let proximity: CLProximity
    public let accuracy: CLLocationAccuracy
    public let rssi: Int
    public let timestamp: Date
    open var proximityUUID: UUID { uuid }
    init(uuid: UUID, major: NSNumber, minor: NSNumber) {
        self.uuid = uuid; self.major = major; self.minor = minor
        proximity = .unknown; accuracy = -1; rssi = 0; timestamp = Date()
    }
}

extension CLLocationManager {
    /// Whether the device can monitor regions of `regionClass`: yes, as an iPhone can.
    public class func isMonitoringAvailable(for regionClass: AnyClass) -> Bool { true }
    /// Whether the device can range beacons: yes, as an iPhone can.
    public class func isRangingAvailable() -> Bool { true }

    public func startMonitoring(for region: CLRegion) {
        monitoredRegions.insert(region)
        saySilentRadio()
    }
    public func stopMonitoring(for region: CLRegion) { monitoredRegions.remove(region) }
    public func requestState(for region: CLRegion) { saySilentRadio() }

    public func startRangingBeacons(satisfying constraint: CLBeaconIdentityConstraint) { saySilentRadio() }
    public func stopRangingBeacons(satisfying constraint: CLBeaconIdentityConstraint) {}
    @available(iOS, deprecated: 13.0, renamed: "startRangingBeacons(satisfying:)")
    public func startRangingBeacons(in region: CLBeaconRegion) { saySilentRadio() }
    @available(iOS, deprecated: 13.0, renamed: "stopRangingBeacons(satisfying:)")
    public func stopRangingBeacons(in region: CLBeaconRegion) {}

    private func saySilentRadio() {
        __LabNotSimulated.say("beacons and region monitoring", instead: "no beacon is ever in range and no region is entered")
    }
}
