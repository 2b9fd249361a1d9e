import Testing
@testable import LabCore

@Suite struct TransitionTests {
    func launched(_ bundle: AppBundle = TestApps.emptyWindow(), ios: Int = 17) throws -> (Device, InstalledApp, Int) {
        let (device, app) = try TestApps.device(bundle, ios: ios)
        try device.launch(app)
        return (device, app, device.log.lastSeq)
    }

    @Test func homeResignsEntersBackgroundThenSuspends() throws {
        let (device, app, seq) = try launched()
        try device.home()
        #expect(device.lifecycle(after: seq) == [
            "AppDelegate.applicationWillResignActive(_:)", "state active→inactive",
            "state inactive→background", "AppDelegate.applicationDidEnterBackground(_:)", "state background→suspended",
        ])
        #expect(device.trace(after: seq).contains("note snapshotTaken"))
        #expect(device.state(of: app) == .suspended)
    }

    @Test func returningFromSuspendedEntersForegroundThenBecomesActive() throws {
        let (device, app, _) = try launched()
        try device.home()
        let seq = device.log.lastSeq
        try device.launch(app)
        #expect(device.lifecycle(after: seq) == [
            "state suspended→background", "AppDelegate.applicationWillEnterForeground(_:)", "state background→inactive",
            "state inactive→active", "AppDelegate.applicationDidBecomeActive(_:)",
        ])
    }

    @Test func callDeclinedAndAnswered() throws {
        // iOS 13: the full call screen (from iOS 14 a banner, which leaves the app active).
        let (device, app, seq) = try launched(ios: 13)
        try device.call(from: "Mum")
        #expect(device.lifecycle(after: seq) == ["AppDelegate.applicationWillResignActive(_:)", "state active→inactive"])
        let declined = device.log.lastSeq
        try device.decline()
        #expect(device.lifecycle(after: declined) == ["state inactive→active", "AppDelegate.applicationDidBecomeActive(_:)"])
        try device.call(from: "Mum")
        let answered = device.log.lastSeq
        try device.answer()
        #expect(device.lifecycle(after: answered).prefix(3) == [
            "state inactive→background", "AppDelegate.applicationDidEnterBackground(_:)", "state background→suspended",
        ])
        #expect(device.springboard.foregroundApp == SystemApps.phone)
        let ended = device.log.lastSeq
        try device.hangup()
        #expect(device.lifecycle(after: ended).suffix(2) == ["state inactive→active", "AppDelegate.applicationDidBecomeActive(_:)"])
        #expect(device.state(of: app) == .active)
    }

    @Test func answeringACallOnIOS3TerminatesTheApp() throws {
        let (device, app, _) = try launched(ios: 3)
        try device.call(from: "Mum")
        let seq = device.log.lastSeq
        try device.answer()
        #expect(device.lifecycle(after: seq).prefix(2) == ["AppDelegate.applicationWillTerminate(_:)", "state inactive→notRunning"])
        #expect(device.state(of: app) == .notRunning)
    }

    @Test(arguments: [(12, true), (13, false)])
    func exitsOnSuspendIsHonouredUntilIOS12(ios: Int, exits: Bool) throws {
        let (device, app, seq) = try launched(TestApps.emptyWindow(info: ["UIApplicationExitsOnSuspend": .bool(true)]), ios: ios)
        try device.home()
        let expected = exits
            ? ["AppDelegate.applicationWillResignActive(_:)", "state active→inactive", "AppDelegate.applicationWillTerminate(_:)", "state inactive→notRunning"]
            : ["AppDelegate.applicationWillResignActive(_:)", "state active→inactive", "state inactive→background",
               "AppDelegate.applicationDidEnterBackground(_:)", "state background→suspended"]
        #expect(device.lifecycle(after: seq) == expected)
        #expect(device.state(of: app) == (exits ? .notRunning : .suspended))
    }

    @Test func overlaysResignAndReactivate() throws {
        let (device, _, seq) = try launched()
        try device.openNotificationCentre()
        try device.dismiss()
        try device.openControlCentre()
        try device.dismiss()
        let pair = ["AppDelegate.applicationWillResignActive(_:)", "state active→inactive",
                    "state inactive→active", "AppDelegate.applicationDidBecomeActive(_:)"]
        #expect(device.lifecycle(after: seq) == pair + pair)
    }

    @Test func switcherForceQuitRunningCallsWillTerminateButSuspendedNothing() throws {
        let (device, app, seq) = try launched()
        try device.kill(app)
        #expect(device.lifecycle(after: seq) == [
            "AppDelegate.applicationWillResignActive(_:)", "state active→inactive",
            "AppDelegate.applicationWillTerminate(_:)", "state inactive→notRunning",
        ])
        // The last card gone, the switcher has closed to the home screen (iOS 7+).
        #expect(device.springboard.overlay == nil && device.springboard.foregroundApp == nil)
        try device.launch(app)
        try device.home()
        let suspended = device.log.lastSeq
        try device.kill(app)
        #expect(device.lifecycle(after: suspended) == ["state suspended→notRunning"])
    }

    @Test func lockAndUnlock() throws {
        let (device, _, seq) = try launched()
        try device.lock()
        try device.unlock()
        #expect(device.lifecycle(after: seq) == [
            "AppDelegate.applicationWillResignActive(_:)", "state active→inactive", "state inactive→background",
            "AppDelegate.applicationDidEnterBackground(_:)", "state background→suspended",
            "state suspended→background", "AppDelegate.applicationWillEnterForeground(_:)", "state background→inactive",
            "state inactive→active", "AppDelegate.applicationDidBecomeActive(_:)",
        ])
    }

    @Test func memoryWarningReachesDelegateAndLoadedControllers() throws {
        let (device, app, seq) = try launched()
        try device.memoryWarning()
        #expect(device.trace(after: seq, notifications: true) == [
            "▸ memory-warning", "-AppDelegate.applicationDidReceiveMemoryWarning(_:)",
            "UIApplication.didReceiveMemoryWarningNotification", "-ViewController.didReceiveMemoryWarning()",
        ])
        #expect(device.state(of: app) == .active)
    }

    @Test func memoryPressureReclaimsSuspendedAppsLeastRecentlyUsedFirst() throws {
        let (device, app, _) = try launched()
        try device.home()
        try device.launch(try device.app(matching: "Settings"))
        try device.home()
        let seq = device.log.lastSeq
        try device.memoryPressure(limit: 1)
        #expect(device.state(of: app) == .notRunning)
        #expect(device.state(of: try device.app(matching: "Settings")) == .suspended)
        #expect(device.lifecycle(after: seq) == ["state suspended→notRunning"])
    }

    @Test func backgroundTaskKeepsTheAppRunningUntilItsTimeIsUp() throws {
        let (device, app) = try TestApps.device(code: { program in
            ScriptedAppCode(program: program, bodies: [
                "AppDelegate.applicationDidEnterBackground(_:)": { _, _, host throws(ProcessEnded) in
                    _ = host.beginBackgroundTask(name: "upload", expirationHandler: nil)
                    return .void
                },
            ])
        })
        try device.launch(app)
        try device.home()
        #expect(device.state(of: app) == .background)
        try device.wait(milliseconds: 31_000, typed: "31s")
        #expect(device.trace().contains("crash 0x2182bad2"))
        #expect(device.state(of: app) == .notRunning)
    }

    @Test func didEnterBackgroundGetsFiveSeconds() throws {
        let (device, app) = try TestApps.device(code: { program in
            ScriptedAppCode(program: program, bodies: [
                "AppDelegate.applicationDidEnterBackground(_:)": { _, _, host throws(ProcessEnded) in
                    try host.spend(milliseconds: 6_000)
                    return .void
                },
            ])
        })
        try device.launch(app)
        let start = device.clock.now
        try device.home()
        #expect(device.trace().contains("crash 0x8badf00d"))
        #expect(device.clock.now == start + 5_000)
        #expect(device.state(of: app) == .notRunning)
    }
}
