import Testing
@testable import LabCore

/// Background location (the `location` mode with CoreLocation's rules) and BGProcessingTask
/// requests, driven with scripted app code.
@Suite struct LocationAndProcessingTests {
    @Test(arguments: [("37.3349,-122.0090", true), ("48.8584, 2.2945", true), ("-90,180", true),
                      ("91,0", false), ("0,181", false), ("37.3", false), ("a,b", false), ("1,2,3", false)])
    func coordinatesAreLatitudeCommaLongitudeInRange(_ text: String, _ valid: Bool) {
        #expect((Coordinate(text) != nil) == valid)
    }

    /// An app that asks permission, starts updates and (optionally) allows background updates
    /// in didFinishLaunching, as CoreLocation's calls reach the device.
    static func tracker(modes: [String], allowsBackground: Bool) throws -> (Device, InstalledApp, () -> Int) {
        var updates = 0
        let info: [String: PlistValue] = ["UIBackgroundModes": .array(modes.map(PlistValue.string))]
        let (device, app) = try TestApps.device(TestApps.emptyWindow(info: info), code: { program in
            ScriptedAppCode(program: program, bodies: [
                "AppDelegate.application(_:didFinishLaunchingWithOptions:)": { delegate, _, host throws(ProcessEnded) in
                    let manager = host.adoptObject(className: "CLLocationManager")
                    host.setLocationDelegate(delegate, of: manager)
                    host.requestLocationAuthorization(always: false, manager: manager)
                    if allowsBackground { try host.setAllowsBackgroundLocationUpdates(true, of: manager) }
                    host.setLocationUpdates(true, of: manager)
                    return .bool(true)
                },
                "AppDelegate.locationManager(_:didUpdateLocations:)": { _, _, _ in
                    updates += 1
                    return .void
                },
            ])
        })
        return (device, app, { updates })
    }

    @Test func locationUpdatesWithTheModeAndBackgroundUpdatesKeepTheAppRunning() throws {
        let (device, app, updates) = try Self.tracker(modes: ["location"], allowsBackground: true)
        device.moveDevice(to: Coordinate(latitude: 1, longitude: 2))
        try device.launch(app)
        #expect(updates() == 1)
        try device.home()
        try device.wait(milliseconds: 600_000, typed: "10m")
        #expect(device.process(for: app)?.state == .background)
        device.moveDevice(to: Coordinate(latitude: 1.5, longitude: 2))
        #expect(updates() == 2)
    }

    @Test func withoutBackgroundUpdatesTheAppIsSuspendedAndHearsNothing() throws {
        let (device, app, updates) = try Self.tracker(modes: ["location"], allowsBackground: false)
        device.moveDevice(to: Coordinate(latitude: 1, longitude: 2))
        try device.launch(app)
        try device.home()
        #expect(device.process(for: app)?.state == .suspended)
        device.moveDevice(to: Coordinate(latitude: 3, longitude: 4))
        #expect(updates() == 1)
    }

    @Test func allowingBackgroundUpdatesWithoutTheModeRaises() throws {
        let (device, app, _) = try Self.tracker(modes: [], allowsBackground: true)
        try device.launch(app)
        #expect(device.process(for: app) == nil)
        #expect(device.trace().contains { $0.contains("CLClientIsBackgroundable") })
    }

    @Test func aDeniedAppGetsNoUpdatesAndIsAskedOnce() throws {
        let (device, app, updates) = try Self.tracker(modes: ["location"], allowsBackground: true)
        device.permissions.location.userAllows = false
        device.moveDevice(to: Coordinate(latitude: 1, longitude: 2))
        try device.launch(app)
        #expect(device.permissions.location[app.bundleIdentifier] == .denied)
        device.permissions.location.userAllows = true
        try device.home()
        try device.launch(app)
        #expect(device.permissions.location[app.bundleIdentifier] == .denied)
        #expect(updates() == 0)
        #expect(device.process(for: app)?.backgroundActivities[.location] == nil)
    }

    /// An app that submits a processing request when it enters the background.
    static func archiver(modes: [String]) throws -> (Device, InstalledApp, () -> TaskSchedulerError??) {
        var result: TaskSchedulerError??
        let info: [String: PlistValue] = [
            "UIBackgroundModes": .array(modes.map(PlistValue.string)),
            "BGTaskSchedulerPermittedIdentifiers": .array([.string("com.example.compact")]),
        ]
        let (device, app) = try TestApps.device(TestApps.emptyWindow(info: info), code: { program in
            ScriptedAppCode(program: program, bodies: [
                "AppDelegate.application(_:didFinishLaunchingWithOptions:)": { _, _, host throws(ProcessEnded) in
                    _ = try host.registerBackgroundTask("com.example.compact", launchHandler: ClosureRef(id: 1))
                    return .bool(true)
                },
                "AppDelegate.applicationDidEnterBackground(_:)": { _, _, host in
                    result = .some(host.submitProcessingTask("com.example.compact", earliestBeginAfter: nil,
                                                             requiresExternalPower: true, requiresNetworkConnectivity: true))
                    return .void
                },
            ])
        })
        return (device, app, { result })
    }

    @Test func aProcessingRequestNeedsTheProcessingMode() throws {
        let (device, app, result) = try Self.archiver(modes: ["fetch"])
        try device.launch(app)
        try device.home()
        #expect(result() == .some(.notPermitted))
        let seq = device.log.lastSeq
        try device.runBackgroundTask(app, identifier: nil)
        #expect(device.trace(after: seq).contains { $0.contains("taskNotSubmitted") })
    }

    @Test func aProcessingTaskKeepsTheAppRunningUntilItsDeadline() throws {
        let (device, app, result) = try Self.archiver(modes: ["processing"])
        try device.launch(app)
        try device.home()
        #expect(result() == .some(nil))
        #expect(device.backgroundSchedule.processingRequests[app.bundleIdentifier]?.first?.requirements == ["external power", "network connectivity"])
        try device.runBackgroundTask(app, identifier: "com.example.compact")
        #expect(device.process(for: app)?.state == .background)
        try device.wait(milliseconds: Device.processingAllowance - 1000, typed: "299s")
        #expect(device.process(for: app)?.state == .background)
        try device.wait(milliseconds: 1000, typed: "1s")
        #expect(device.process(for: app)?.state == .suspended)
    }

    @Test func processingTasksNeedIOS13() throws {
        let (device, app) = try TestApps.device(TestApps.emptyWindow(), ios: 12)
        #expect(throws: DeviceError.unavailable(.backgroundTasks, running: 12)) { try device.runBackgroundTask(app, identifier: nil) }
    }
}

@Suite struct TaskCancellationTests {
    @Test func cancellingDropsPendingRequests() throws {
        var submitted = false
        let info: [String: PlistValue] = [
            "UIBackgroundModes": .array([.string("processing"), .string("fetch")]),
            "BGTaskSchedulerPermittedIdentifiers": .array([.string("com.example.a"), .string("com.example.b")]),
        ]
        let (device, app) = try TestApps.device(TestApps.emptyWindow(info: info), code: { program in
            ScriptedAppCode(program: program, bodies: [
                "AppDelegate.applicationDidEnterBackground(_:)": { _, _, host in
                    if !submitted {
                        _ = host.submitProcessingTask("com.example.a", earliestBeginAfter: nil, requiresExternalPower: false, requiresNetworkConnectivity: false)
                        _ = host.submitProcessingTask("com.example.b", earliestBeginAfter: nil, requiresExternalPower: false, requiresNetworkConnectivity: false)
                        _ = host.submitAppRefresh("com.example.a", earliestBeginAfter: nil)
                        submitted = true
                        host.cancelTaskRequests(identifier: "com.example.a")
                    } else {
                        host.cancelTaskRequests(identifier: nil)
                    }
                    return .void
                },
            ])
        })
        try device.launch(app)
        try device.home()
        #expect(device.backgroundSchedule.processingRequests[app.bundleIdentifier]?.map(\.identifier) == ["com.example.b"])
        #expect(device.backgroundSchedule.appRefreshRequests[app.bundleIdentifier] == nil)
        try device.launch(app)
        try device.home()
        #expect(device.backgroundSchedule.processingRequests[app.bundleIdentifier]?.isEmpty == true)
    }
}
