import Testing
@testable import LabCore

/// The device's parts keep their own invariants; the operations that cross them (an uninstall)
/// change each through its methods.
@Suite struct DevicePartsTests {
    @Test func installedAppsKeepInstallOrderAndTheirIndex() throws {
        let (device, app) = try TestApps.device()
        #expect(device.apps.all.last == app)
        #expect(device.apps[app.bundleIdentifier] == app)
        let systemCount = device.apps.all.count - 1
        try device.uninstall(app)
        #expect(device.apps[app.bundleIdentifier] == nil)
        #expect(device.apps.all.count == systemCount)
        // Every remaining app is still found by its identifier after the removal reindexed them.
        for installed in device.apps.all { #expect(device.apps[installed.bundleIdentifier] == installed) }
        #expect(throws: DeviceError.self) { try device.app(matching: "Empty Window") }
    }

    @Test func anUpdateReplacesTheAppInItsPlace() throws {
        let (device, app) = try TestApps.device()
        let place = try #require(device.apps.place(of: app.bundleIdentifier))
        try device.install(TestApps.emptyWindow(), containerPath: "/elsewhere")
        #expect(device.apps.place(of: app.bundleIdentifier) == place)
        #expect(device.apps[app.bundleIdentifier]?.containerPath == "/elsewhere")
    }

    @Test func uninstallForgetsTheAppsPermissionsAndKeepsTheUsersAnswer() throws {
        let (device, app) = try TestApps.device()
        let id = app.bundleIdentifier
        device.permissions.contacts.userAllows = false
        _ = device.permissions.contacts.ask(for: id) { $0 }
        _ = device.permissions.location.ask(for: id) { $0 ? .whenInUse : .denied }
        #expect(device.permissions.contacts[id] == false)
        try device.uninstall(app)
        #expect(device.permissions.contacts[id] == nil)
        #expect(device.permissions.location[id] == nil)
        #expect(device.permissions.contacts.userAllows == false)
    }

    @Test func theMacsFrontmostAppLeadsTheActivationOrder() {
        var desktop = MacDesktop(version: MacOSVersion(major: 14, minor: 0))
        desktop.bringToFront("a")
        desktop.bringToFront("b")
        desktop.bringToFront("a")
        #expect(desktop.frontmostApp == "a")
        #expect(desktop.activationOrder == ["a", "b"])
        #expect(desktop.setState(.active, of: "a") == .notRunning)
        #expect(desktop.setState(.active, of: "a") == nil)
        #expect(desktop.lastTransitions["a"] == MacStateTransition(from: .notRunning, to: .active))
        desktop.appEnded("a")
        #expect(desktop.activationOrder == ["b"])
    }
}
