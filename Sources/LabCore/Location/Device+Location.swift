/// CoreLocation as LifecycleLab simulates it (docs/lifecycle.md "Background execution"): the
/// device is where `location LAT,LON` last put it; an app asks permission once (the answer is
/// remembered), starts updates on a CLLocationManager, and its delegate's
/// `locationManager(_:didUpdateLocations:)` hears each move while the app may receive them —
/// in front, or in the background while `location` in UIBackgroundModes and
/// `allowsBackgroundLocationUpdates` keep it running. Updates on are work in the `location`
/// background mode, reported through the same seam as audio (`setBackgroundActivity`).
/// Not simulated: accuracy, distance filters, heading, regions, significant changes, visits,
/// the automatic pause, and the later "Change to Always Allow" prompt.
public struct Coordinate: Sendable, Equatable {
    public var latitude: Double
    public var longitude: Double

    public init(latitude: Double, longitude: Double) {
        self.latitude = latitude
        self.longitude = longitude
    }

    /// `37.3349,-122.0090` (as `xcrun simctl location set` takes it); nil when not two numbers in range.
    public init?(_ text: String) {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map { String($0.filter { $0 != " " }) }
        guard parts.count == 2, let latitude = Double(parts[0]), let longitude = Double(parts[1]),
              (-90...90).contains(latitude), (-180...180).contains(longitude) else { return nil }
        self.init(latitude: latitude, longitude: longitude)
    }
}

/// What the user allowed an app: `CLAuthorizationStatus`'s raw values.
public enum LocationAuthorization: Int, Sendable, PermissionAnswer {
    case denied = 2, always = 3, whenInUse = 4
}

/// One CLLocationManager of an app, as the device knows it.
struct LocationClient: Equatable {
    var delegate: ObjectRef?
    var updating = false
    var allowsBackgroundUpdates = false
    /// Updates were started before the user answered: they begin once allowed.
    var awaitingPermission = false
    /// `requestLocation()`: one location, then updates stop.
    var oneShot = false
}

extension Device {
    /// `location LAT,LON`: the device moves; every app with updates on that may receive them hears.
    public func moveDevice(to coordinate: Coordinate, entry: ActionEntry? = nil) {
        record(entry, as: .location, arguments: ["\(coordinate.latitude),\(coordinate.longitude)"])
        sensors.location = coordinate
        for process in runningProcesses where process.locationClients.values.contains(where: \.updating) {
            deliverLocation(to: process)
        }
    }

    /// The current location to each updating manager of `process`, if the app may receive it now.
    func deliverLocation(to process: AppProcess, only manager: ObjectRef? = nil) {
        guard let location, !process.isEnded, permissions.location[process.bundleIdentifier] != .denied,
              permissions.location[process.bundleIdentifier] != nil else { return }
        guard receivesLocation(process) else {
            record(.system(.locationUpdatesPaused(app: process.app.displayName, state: process.state)), app: process.bundleIdentifier)
            return
        }
        var stoppedOneShot = false
        for (ref, client) in process.locationClients.sorted(by: { $0.key.id < $1.key.id }) where client.updating && (manager == nil || manager == ref) {
            guard let delegate = client.delegate, !process.isEnded else { continue }
            if client.oneShot {
                process.locationClients[ref]?.updating = false
                process.locationClients[ref]?.oneShot = false
                stoppedOneShot = true
            }
            _ = try? offer(LocationCallback.didUpdateLocations.rawValue, to: delegate,
                           arguments: [.object(ref), .double(location.latitude), .double(location.longitude)], in: process)
        }
        if stoppedOneShot { AppHost(device: self, process: process).updateLocationActivity() }
    }

    /// In front, the app hears; in the background only while location work keeps it running.
    func receivesLocation(_ process: AppProcess) -> Bool {
        switch process.state {
        case .active, .inactive: true
        case .background:
            process.backgroundActivities[.location]?.obstacle == nil && process.backgroundActivities[.location] != nil
                && process.app.bundle.backgroundModes.contains(BackgroundMode.location.rawValue)
        default: false
        }
    }
}

extension AppHost {
    /// `requestWhenInUseAuthorization()` / `requestAlwaysAuthorization()`: asked once (the
    /// answer is remembered); once the calling method has returned, the manager's delegate hears
    /// of the new status.
    public func requestLocationAuthorization(always: Bool, manager: ObjectRef) {
        let identifier = process.bundleIdentifier
        let (answer, asked) = device.permissions.location.ask(for: identifier) { $0 ? (always ? .always : .whenInUse) : .denied }
        guard asked else { return }
        let allowed = answer != .denied
        device.record(.system(.locationPermissionAsked(app: process.app.displayName, always: always, allowed: allowed)), app: identifier)
        updateLocationActivity()
        let process = self.process
        process.afterCurrentCall.append { device in
            for (ref, client) in process.locationClients.sorted(by: { $0.key.id < $1.key.id }) {
                guard let delegate = client.delegate, !process.isEnded else { continue }
                device.offerAuthorizationChange(to: delegate, manager: ref, in: process)
            }
            for (ref, client) in process.locationClients.sorted(by: { $0.key.id < $1.key.id }) where client.awaitingPermission {
                process.locationClients[ref]?.awaitingPermission = false
                if allowed { device.deliverLocation(to: process, only: ref) }
            }
        }
    }

    /// `CLAuthorizationStatus`: not determined until the app asked.
    public var locationAuthorizationStatus: LocationAuthorizationStatus {
        device.permissions.location[process.bundleIdentifier].flatMap { LocationAuthorizationStatus(rawValue: $0.rawValue) } ?? .notDetermined
    }

    /// `requestLocation()` (iOS 9): the current location once, then updates stop. Core Location
    /// asserts that the delegate has both `didUpdateLocations` and `didFailWithError`. Denied,
    /// or with no location to give (the Simulator before a location is set), the delegate gets
    /// `didFailWithError` (kCLErrorDenied, kCLErrorLocationUnknown).
    public func requestLocation(of manager: ObjectRef) throws(ProcessEnded) {
        let process = self.process
        let client = process.locationClients[manager] ?? LocationClient()
        if let delegate = client.delegate {
            for (callback, name) in [(LocationCallback.didUpdateLocations, "locationManager:didUpdateLocations:"),
                                     (.didFailWithError, "locationManager:didFailWithError:")]
            where process.code?.implements(callback.rawValue, in: delegate.className) != true {
                throw device.raiseInUIKit(process, "NSInternalInconsistencyException", "Delegate must respond to \(name)")
            }
        }
        let permission = device.permissions.location[process.bundleIdentifier]
        if permission == nil {
            process.locationClients[manager, default: LocationClient()].updating = true
            process.locationClients[manager]?.oneShot = true
            process.locationClients[manager]?.awaitingPermission = true
            device.record(.system(.locationNotAuthorized(denied: false)), app: process.bundleIdentifier)
            return
        }
        guard permission != .denied, device.location != nil else {
            let code = permission == .denied ? 1 : 0
            process.afterCurrentCall.append { device in
                guard let delegate = process.locationClients[manager]?.delegate, !process.isEnded else { return }
                _ = try? device.offer(LocationCallback.didFailWithError.rawValue, to: delegate, arguments: [.object(manager), .int(code)], in: process)
            }
            return
        }
        process.locationClients[manager, default: LocationClient()].updating = true
        process.locationClients[manager]?.oneShot = true
        process.afterCurrentCall.append { device in device.deliverLocation(to: process, only: manager) }
    }

    /// `manager.delegate = object`.
    public func setLocationDelegate(_ delegate: ObjectRef?, of manager: ObjectRef) {
        process.locationClients[manager, default: LocationClient()].delegate = delegate
    }

    /// `startUpdatingLocation()` / `stopUpdatingLocation()`. Started with a location known and
    /// permission given, the delegate gets the current location once the calling method has returned.
    public func setLocationUpdates(_ on: Bool, of manager: ObjectRef) {
        let process = self.process
        process.locationClients[manager, default: LocationClient()].updating = on
        process.locationClients[manager]?.awaitingPermission = on && device.permissions.location[process.bundleIdentifier] == nil
        if on {
            switch device.permissions.location[process.bundleIdentifier] {
            case nil, .denied?:
                device.record(.system(.locationNotAuthorized(denied: device.permissions.location[process.bundleIdentifier] == .denied)),
                              app: process.bundleIdentifier)
            default:
                process.afterCurrentCall.append { device in device.deliverLocation(to: process, only: manager) }
            }
        }
        updateLocationActivity()
    }

    /// `allowsBackgroundLocationUpdates = value`. True without `location` in UIBackgroundModes
    /// raises, as CoreLocation's assertion does.
    public func setAllowsBackgroundLocationUpdates(_ value: Bool, of manager: ObjectRef) throws(ProcessEnded) {
        if value, !process.app.bundle.backgroundModes.contains(BackgroundMode.location.rawValue) {
            throw device.raiseInUIKit(process, "NSInternalInconsistencyException",
                                      "Invalid parameter not satisfying: !stayUp || CLClientIsBackgroundable(internal->fClient)")
        }
        process.locationClients[manager, default: LocationClient()].allowsBackgroundUpdates = value
        updateLocationActivity()
    }

    /// Location work for the background-mode seam: on while an authorized manager updates; it
    /// goes on in the background only if such a manager allows background updates.
    func updateLocationActivity() {
        let permission = device.permissions.location[process.bundleIdentifier]
        let updating = process.locationClients.values.filter(\.updating)
        let running = permission != nil && permission != .denied && !updating.isEmpty
        let obstacle: BackgroundObstacle? = updating.contains(where: \.allowsBackgroundUpdates) ? nil : .backgroundLocationUpdatesNotAllowed
        guard running != (process.backgroundActivities[.location] != nil)
                || (running && process.backgroundActivities[.location]?.obstacle != obstacle) else { return }
        setBackgroundActivity(.location, running: running, obstacle: obstacle)
    }
}

extension Device {
    /// `locationManagerDidChangeAuthorization(_:)` (iOS 14+), or the older
    /// `locationManager(_:didChangeAuthorization:)` when the delegate has only that one.
    func offerAuthorizationChange(to delegate: ObjectRef, manager: ObjectRef, in process: AppProcess) {
        let status = AppValue.int(permissions.location[process.bundleIdentifier]?.rawValue ?? 0)
        let older = LocationCallback.didChangeAuthorizationStatus.rawValue
        let modern = LocationCallback.didChangeAuthorization.rawValue
        if process.code?.implements(older, in: delegate.className) == true, process.code?.implements(modern, in: delegate.className) != true {
            _ = try? offer(older, to: delegate, arguments: [.object(manager), status], in: process)
        } else {
            _ = try? offer(modern, to: delegate, arguments: [.object(manager)], in: process)
        }
    }
}
