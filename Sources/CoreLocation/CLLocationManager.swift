@_spi(LifecycleLab) import UIKit
@_exported import Foundation
import LabWire

/// Delivers the device's location to its delegate. The device keeps the state: whether the
/// user allowed location (asked once, remembered; `location allow|deny` sets the answer), where
/// the device is (`location LAT,LON`), and whether updates go on in the background — only with
/// `location` in UIBackgroundModes and `allowsBackgroundLocationUpdates`, which is what keeps
/// the app running there. Accuracy and distance filters are kept but not modelled: every move
/// is delivered.
open class CLLocationManager: NSObject {
    public override init() {
        super.init()
        CoreLocationSelectors.install()
    }

    open weak var delegate: CLLocationManagerDelegate? {
        didSet { AppRuntimeBridge.call(HostCalls.setLocationDelegate, AppRuntimeBridge.ref(self), AppRuntimeBridge.ref(delegate)) }
    }

    /// The regions `startMonitoring(for:)` was given (none is ever entered: CLBeaconRegion.swift).
    public internal(set) var monitoredRegions: Set<CLRegion> = []
    open var desiredAccuracy: CLLocationAccuracy = kCLLocationAccuracyBest
    open var distanceFilter: CLLocationDistance = kCLDistanceFilterNone
    open var pausesLocationUpdatesAutomatically = true
    open var showsBackgroundLocationIndicator = false
    open var activityType: CLActivityType = .other

    /// Updates go on while the app is in the background (iOS 9+). Setting it to true without
    /// `location` in UIBackgroundModes raises NSInternalInconsistencyException, as on iOS.
    open var allowsBackgroundLocationUpdates = false {
        didSet { AppRuntimeBridge.call(HostCalls.setAllowsBackgroundLocationUpdates, AppRuntimeBridge.ref(self), allowsBackgroundLocationUpdates) }
    }

    /// The last location delivered to this manager.
    open internal(set) var location: CLLocation?

    open var authorizationStatus: CLAuthorizationStatus { Self.authorizationStatus() }

    open class func authorizationStatus() -> CLAuthorizationStatus {
        CLAuthorizationStatus(rawValue: Int32(AppRuntimeBridge.call(HostCalls.locationAuthorizationStatus).rawValue)) ?? .notDetermined
    }

    open class func locationServicesEnabled() -> Bool { true }

    open func requestWhenInUseAuthorization() {
        AppRuntimeBridge.call(HostCalls.requestLocationAuthorization, AppRuntimeBridge.ref(self), false)
    }

    open func requestAlwaysAuthorization() {
        AppRuntimeBridge.call(HostCalls.requestLocationAuthorization, AppRuntimeBridge.ref(self), true)
    }

    open func startUpdatingLocation() {
        AppRuntimeBridge.call(HostCalls.setLocationUpdates, AppRuntimeBridge.ref(self), true)
    }

    /// One location (iOS 9): delivered once to `locationManager(_:didUpdateLocations:)`, or
    /// `locationManager(_:didFailWithError:)` when denied or when the device has no location yet.
    open func requestLocation() {
        AppRuntimeBridge.call(HostCalls.requestLocation, AppRuntimeBridge.ref(self))
    }

    open func stopUpdatingLocation() {
        AppRuntimeBridge.call(HostCalls.setLocationUpdates, AppRuntimeBridge.ref(self), false)
    }
}

/// Hears of locations and of the user's answer.
public protocol CLLocationManagerDelegate: AnyObject {
    func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation])
    func locationManagerDidChangeAuthorization(_ manager: CLLocationManager)
    func locationManager(_ manager: CLLocationManager, didChangeAuthorization status: CLAuthorizationStatus)
    func locationManager(_ manager: CLLocationManager, didFailWithError error: Error)
    // Beacons and regions (never called: the simulated device meets none).
    func locationManager(_ manager: CLLocationManager, didRangeBeacons beacons: [CLBeacon], in region: CLBeaconRegion)
    func locationManager(_ manager: CLLocationManager, didRange beacons: [CLBeacon], satisfying beaconConstraint: CLBeaconIdentityConstraint)
    func locationManager(_ manager: CLLocationManager, didEnterRegion region: CLRegion)
    func locationManager(_ manager: CLLocationManager, didExitRegion region: CLRegion)
    func locationManager(_ manager: CLLocationManager, didDetermineState state: CLRegionState, for region: CLRegion)
    func locationManager(_ manager: CLLocationManager, monitoringDidFailFor region: CLRegion?, withError error: Error)
}

extension CLLocationManagerDelegate {
    public func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {}
    public func locationManagerDidChangeAuthorization(_ manager: CLLocationManager) {}
    public func locationManager(_ manager: CLLocationManager, didChangeAuthorization status: CLAuthorizationStatus) {}
    public func locationManager(_ manager: CLLocationManager, didFailWithError error: Error) {}
    public func locationManager(_ manager: CLLocationManager, didRangeBeacons beacons: [CLBeacon], in region: CLBeaconRegion) {}
    public func locationManager(_ manager: CLLocationManager, didRange beacons: [CLBeacon], satisfying beaconConstraint: CLBeaconIdentityConstraint) {}
    public func locationManager(_ manager: CLLocationManager, didEnterRegion region: CLRegion) {}
    public func locationManager(_ manager: CLLocationManager, didExitRegion region: CLRegion) {}
    public func locationManager(_ manager: CLLocationManager, didDetermineState state: CLRegionState, for region: CLRegion) {}
    public func locationManager(_ manager: CLLocationManager, monitoringDidFailFor region: CLRegion?, withError error: Error) {}
}

/// The delegate methods the device offers.
enum CoreLocationSelectors {
    nonisolated(unsafe) private static var installed = false

    static func install() {
        guard !installed else { return }
        installed = true
        AppRuntimeBridge.addPerformer { selector, receiver, arguments in
            guard let delegate = receiver as? CLLocationManagerDelegate,
                  let manager = AppRuntimeBridge.object(arguments.first) as? CLLocationManager else { return nil }
            switch selector {
            case LocationCallback.didUpdateLocations.rawValue:
                let location = CLLocation(latitude: arguments.dropFirst().first?.double ?? 0, longitude: arguments.dropFirst(2).first?.double ?? 0)
                manager.location = location
                delegate.locationManager(manager, didUpdateLocations: [location])
            case LocationCallback.didFailWithError.rawValue:
                let code = arguments.dropFirst().first?.int ?? 0
                delegate.locationManager(manager, didFailWithError: NSError(domain: kCLErrorDomain, code: code, userInfo: [
                    NSLocalizedDescriptionKey: "The operation couldn’t be completed. (kCLErrorDomain error \(code).)",
                ]))
            case LocationCallback.didChangeAuthorization.rawValue:
                delegate.locationManagerDidChangeAuthorization(manager)
            case LocationCallback.didChangeAuthorizationStatus.rawValue:
                let status = CLAuthorizationStatus(rawValue: Int32(arguments.dropFirst().first?.int ?? 0)) ?? .notDetermined
                delegate.locationManager(manager, didChangeAuthorization: status)
            default: return nil
            }
            return .void
        }
    }
}
