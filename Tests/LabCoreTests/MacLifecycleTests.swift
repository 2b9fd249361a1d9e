import Testing
@testable import LabCore

/// The Mac's rules (docs/lifecycle.md, "The Mac"), run by the engine with scripted app code.
@Suite struct MacLifecycleTests {
    static func macApp(_ name: String, sudden: Bool = false) -> AppBundle {
        var info: [String: PlistValue] = [
            "CFBundleIdentifier": .string("com.example.\(name)"), "CFBundleName": .string(name),
            "CFBundleExecutable": .string(name), "LSMinimumSystemVersion": .string("10.13"),
        ]
        if sudden { info["NSSupportsSuddenTermination"] = .bool(true) }
        let program = AppProgram(sources: [], classes: [
            DeclaredClass(name: "AppDelegate", superclass: "NSObject", conformances: ["NSApplicationDelegate"],
                          methods: MacDelegateCallback.allCases.map(\.rawValue), file: "AppDelegate.swift", line: 3),
        ], entryPoint: .attributedDelegate(delegateClass: "AppDelegate"))
        return AppBundle(path: "/apps/\(name).app", info: info, program: program, linkedFrameworks: ["AppKit"], layout: .macOS)
    }

    /// A Mac with apps whose `applicationShouldTerminate(_:)` answers `reply` (by app name).
    static func mac(_ bundles: [AppBundle], version: MacOSVersion = .current, replies: [String: MacTerminateReply] = [:]) throws -> Device {
        let device = Device(macOS: version)
        device.appCodeFactory = { app, program in
            let reply = replies[app.displayName] ?? .terminateNow
            return ScriptedAppCode(program: program, bodies: [
                "AppDelegate.applicationShouldTerminate(_:)": { _, _, _ in .int(reply.rawValue) },
            ])
        }
        try device.boot { steps throws(DeviceError) in for bundle in bundles { try steps.install(bundle, containerPath: nil) } }
        return device
    }

    @Test func finderIsFrontmostAtBoot() {
        let device = Device(macOS: .current)
        #expect(device.mac?.frontmostApp == MacSystemApps.finder)
        #expect(device.mac?.state(of: MacSystemApps.finder) == .active)
    }

    @Test func anotherAppComingForwardResignsInTwoStepsAndKeepsTheAppRunning() throws {
        let device = try Self.mac([Self.macApp("One"), Self.macApp("Two")])
        try device.macLaunch(try device.app(matching: "One"))
        let seq = device.log.lastSeq
        try device.macLaunch(try device.app(matching: "Two"))
        let one = device.trace(after: seq).prefix(3)
        #expect(Array(one) == ["▸ launch", "AppDelegate.applicationWillResignActive(_:)", "mac active→inactive"])
        #expect(device.trace(after: seq).contains("AppDelegate.applicationDidResignActive(_:)"))
        #expect(device.macState(of: try device.app(matching: "One")) == .inactive)
        #expect(device.macState(of: try device.app(matching: "Two")) == .active)
    }

    @Test func hideResignsThenHidesAndTheNextAppComesForward() throws {
        let device = try Self.mac([Self.macApp("One")])
        let one = try device.app(matching: "One")
        try device.macLaunch(one)
        let seq = device.log.lastSeq
        try device.macHide(one)
        #expect(device.trace(after: seq).filter { !$0.hasPrefix("mac-note") } == [
            "▸ hide", "AppDelegate.applicationWillHide(_:)", "AppDelegate.applicationWillResignActive(_:)", "mac active→inactive",
            "AppDelegate.applicationDidResignActive(_:)", "mac inactive→hidden", "AppDelegate.applicationDidHide(_:)",
            "mac inactive→active",
        ])
        #expect(device.mac?.frontmostApp == MacSystemApps.finder)
        #expect(throws: DeviceError.mac(.alreadyHidden(app: "One"))) { try device.macHide(one) }
    }

    @Test func quitHonoursCancelAndLater() throws {
        let device = try Self.mac([Self.macApp("Keep"), Self.macApp("Later")], replies: ["Keep": .terminateCancel, "Later": .terminateLater])
        let keep = try device.app(matching: "Keep"), later = try device.app(matching: "Later")
        try device.macLaunch(keep)
        try device.macQuit(keep)
        #expect(device.macState(of: keep) == .active)
        try device.macLaunch(later)
        try device.macQuit(later)
        #expect(device.mac?.awaitingTerminateReply == ["com.example.Later"])
        #expect(throws: DeviceError.mac(.awaitingReply(app: "Later"))) { try device.macQuit(later) }
        device.macReplyToTerminate(try #require(device.process(for: later)), true)
        #expect(device.macState(of: later) == .notRunning)
    }

    @Test func logoutKillsSuddenAppsAndStopsAtTheFirstCancel() throws {
        let device = try Self.mac([Self.macApp("Keep"), Self.macApp("Sudden", sudden: true)], replies: ["Keep": .terminateCancel])
        try device.macLaunch(try device.app(matching: "Keep"))
        try device.macLaunch(try device.app(matching: "Sudden"))
        try device.macLogout()
        #expect(device.macState(of: try device.app(matching: "Sudden")) == .notRunning)
        #expect(device.macState(of: try device.app(matching: "Keep")).isRunning)
        #expect(device.trace().contains("mac-note logoutCancelled(by: \"Keep\")"))
    }

    @Test func versionsParseAndDial() {
        #expect(MacOSVersion(parsing: "10.6") == .oldest)
        #expect(MacOSVersion(parsing: "10.5") == nil)
        #expect(MacOSVersion(parsing: "14")?.fullName == "macOS 14 Sonoma")
        #expect(MacOSVersion(parsing: "10.8")?.fullName == "OS X 10.8 Mountain Lion")
        #expect(MacOSVersion(parsing: "10.7")?.hasAppNap == false)
        #expect(MacOSVersion(parsing: "10.9")?.hasAppNap == true)
        #expect(MacOSVersion(parsing: "10.12")?.runs(minimum: "10.13") == false)
    }

    @Test func platformsStayApart() throws {
        let iPhone = Device(iosVersion: 17)
        #expect(throws: DeviceError.mac(.macAppOnIPhone(app: "One"))) { try iPhone.install(Self.macApp("One"), containerPath: nil) }
        let mac = Device(macOS: .current)
        #expect(throws: DeviceError.mac(.iOSAppOnMac(app: "Empty Window"))) { try mac.install(TestApps.emptyWindow(), containerPath: nil) }
    }
}
