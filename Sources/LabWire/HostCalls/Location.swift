/// Core Location: a CLLocationManager's delegate, authorisation and updates.
extension HostCalls {
    /// Manager, delegate.
    public static let setLocationDelegate = HostCall<(ObjectRef?, ObjectRef?), Void>("setLocationDelegate")
    /// `requestWhenInUseAuthorization()` (false) or `requestAlwaysAuthorization()` (true): manager, always.
    public static let requestLocationAuthorization = HostCall<(ObjectRef?, Bool), Void>("requestLocationAuthorization")
    public static let locationAuthorizationStatus = HostCall<Void, LocationAuthorizationStatus>("locationAuthorizationStatus")
    /// `startUpdatingLocation()` (true) or `stopUpdatingLocation()` (false): manager, on.
    public static let setLocationUpdates = HostCall<(ObjectRef?, Bool), Void>("setLocationUpdates")
    /// `requestLocation()` of the manager.
    public static let requestLocation = HostCall<ObjectRef?, Void>("requestLocation")
    /// Manager, `allowsBackgroundLocationUpdates`.
    public static let setAllowsBackgroundLocationUpdates = HostCall<(ObjectRef?, Bool), Void>("setAllowsBackgroundLocationUpdates")
}

/// `CLAuthorizationStatus`, with Core Location's raw values.
public enum LocationAuthorizationStatus: Int, Sendable, WireEnum {
    case notDetermined = 0, restricted = 1, denied = 2, authorizedAlways = 3, authorizedWhenInUse = 4
    public static let unknown = LocationAuthorizationStatus.notDetermined
}
