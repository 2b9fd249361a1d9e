import Testing
@testable import LabCore

/// Scene connection after a background launch, long-running background modes, and
/// BGTaskScheduler's rules, driven with scripted app code.
@Suite struct BackgroundExecutionTests {
    static let silentPushModes: [String: PlistValue] = ["UIBackgroundModes": .array([.string("remote-notification")])]

    static func sceneAppWithPushes() -> AppBundle {
        var bundle = TestApps.sceneApp()
        bundle.info["UIBackgroundModes"] = .array([.string("remote-notification")])
        return bundle
    }

    @Test func aSceneAppLaunchedByASilentPushConnectsItsSceneWhenItComesForward() throws {
        let (device, app) = try TestApps.device(Self.sceneAppWithPushes(), ios: 17)
        try device.push(try PushPayload.make(alert: nil, badge: nil, sound: nil, silent: true), to: app, arguments: [])
        #expect(device.process(for: app)?.state == .suspended)
        #expect(device.process(for: app)?.objects.scene == nil)
        let seq = device.log.lastSeq
        try device.launch(app)
        #expect(device.lifecycle(after: seq) == [
            "state suspended→background",
            "-AppDelegate.application(_:configurationForConnecting:options:)",
            "SceneDelegate.scene(_:willConnectTo:options:)",
            "-ViewController.loadView()", "ViewController.viewDidLoad()", "-ViewController.viewWillAppear(_:)",
            "SceneDelegate.sceneWillEnterForeground(_:)", "state background→inactive",
            "state inactive→active", "SceneDelegate.sceneDidBecomeActive(_:)", "-ViewController.viewDidAppear(_:)",
        ])
        #expect(device.process(for: app)?.objects.scene != nil)
    }

    @Test func sceneConnectionOnReturnFirstLetsASuspendedProcessRun() {
        #expect(LaunchTable.sceneConnectionSteps.first == .state(.background))
        #expect(LaunchTable.sceneConnectionSteps.contains(.connectScene))
    }

    /// An app whose didFinishLaunching reports audio playing (as the simulated AVFoundation does).
    static func player(info: [String: PlistValue], obstacle: BackgroundObstacle? = nil) throws -> (Device, InstalledApp) {
        try TestApps.device(TestApps.emptyWindow(info: info), code: { program in
            ScriptedAppCode(program: program, bodies: [
                "AppDelegate.application(_:didFinishLaunchingWithOptions:)": { _, _, host in
                    host.setBackgroundActivity(.audio, running: true, obstacle: obstacle)
                    return .bool(true)
                },
            ])
        })
    }

    @Test func playingAudioWithTheModeKeepsTheAppRunningInTheBackground() throws {
        let (device, app) = try Self.player(info: ["UIBackgroundModes": .array([.string("audio")])])
        try device.launch(app)
        try device.home()
        try device.wait(milliseconds: 600_000, typed: "10m")
        #expect(device.process(for: app)?.state == .background)
    }

    @Test func playingAudioWithoutTheModeOrInACategoryThatStopsIsSuspended() throws {
        let (device, app) = try Self.player(info: [:])
        try device.launch(app)
        try device.home()
        #expect(device.process(for: app)?.state == .suspended)
        #expect(device.trace().contains("advice backgroundModeMissing"))

        let (other, radio) = try Self.player(info: ["UIBackgroundModes": .array([.string("audio")])], obstacle: .audioSessionCategory("soloAmbient"))
        try other.launch(radio)
        try other.home()
        #expect(other.process(for: radio)?.state == .suspended)
    }

    /// An app that registers `identifier` at launch, or later in applicationDidBecomeActive.
    static func refresher(permitted: [String], registersLate: Bool = false) throws -> (Device, InstalledApp, () -> Bool?) {
        var registered: Bool?
        let register: ScriptedAppCode.Body = { _, _, host throws(ProcessEnded) in
            registered = try host.registerBackgroundTask("com.example.refresh", launchHandler: ClosureRef(id: 1))
            return .bool(true)
        }
        let method = registersLate ? "AppDelegate.applicationDidBecomeActive(_:)" : "AppDelegate.application(_:didFinishLaunchingWithOptions:)"
        let info: [String: PlistValue] = [
            "UIBackgroundModes": .array([.string("fetch")]),
            "BGTaskSchedulerPermittedIdentifiers": .array(permitted.map(PlistValue.string)),
        ]
        let (device, app) = try TestApps.device(TestApps.emptyWindow(info: info), code: { program in
            ScriptedAppCode(program: program, bodies: [method: register])
        })
        return (device, app, { registered })
    }

    @Test func launchHandlersRegisterOnlyForPermittedIdentifiersAndOnlyWhileLaunching() throws {
        let (device, app, registered) = try Self.refresher(permitted: ["com.example.refresh"])
        try device.launch(app)
        #expect(registered() == true)

        let (refused, refusedApp, notPermitted) = try Self.refresher(permitted: ["com.example.other"])
        try refused.launch(refusedApp)
        #expect(notPermitted() == false)

        let (late, lateApp, _) = try Self.refresher(permitted: ["com.example.refresh"], registersLate: true)
        try late.launch(lateApp)
        #expect(late.process(for: lateApp) == nil)
        #expect(late.trace().contains { $0.contains("All launch handlers must be registered before application finishes launching") })
    }

    @Test func appRefreshNeedsASubmittedRequestAndTurnsTheOlderFetchOff() throws {
        let (device, app, _) = try Self.refresher(permitted: ["com.example.refresh"])
        try device.launch(app)
        try device.home()
        let seq = device.log.lastSeq
        try device.fetch(app)
        #expect(device.trace(after: seq).contains { $0.contains("appRefreshNotSubmitted") })
        #expect(!device.trace(after: seq).contains { $0.contains("AppDelegate.application(_:performFetchWithCompletionHandler:)") })
    }
}

import Foundation

@Suite struct PushPayloadTests {
    @Test(arguments: ["Hello", "Lunch at one?", "quote \" and \\ slash / tab \t line\n", "é ✉ \u{1}", ""])
    func payloadsFromFlagsAreTheJSONAFileWouldGive(_ alert: String) throws {
        let made = try PushPayload.make(alert: alert, badge: 2, sound: "default", silent: true)
        let aps: [String: Any] = ["alert": alert, "badge": 2, "sound": "default", "content-available": 1]
        let data = try JSONSerialization.data(withJSONObject: ["aps": aps], options: [.sortedKeys])
        let parsed = try PushPayload.parse(data, source: "test")
        #expect(made == parsed)
    }
}
