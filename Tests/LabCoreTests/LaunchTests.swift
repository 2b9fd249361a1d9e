import Testing
@testable import LabCore

@Suite struct LaunchTests {
    @Test func freshDeviceHasTheSystemApps() {
        let device = Device()
        #expect(device.installedApps.map(\.bundleIdentifier) == [SystemApps.phone, SystemApps.settings, SystemApps.messages])
        #expect(device.installedApps.allSatisfy { $0.isSystemApp })
    }

    @Test(arguments: [(5, false), (6, true), (17, true)])
    func willFinishLaunchingArrivedWithIOS6(ios: Int, offered: Bool) throws {
        let (device, app) = try TestApps.device(ios: ios)
        try device.launch(app)
        #expect(device.trace().contains("-AppDelegate.application(_:willFinishLaunchingWithOptions:)") == offered)
        #expect(device.trace().contains("AppDelegate.application(_:didFinishLaunchingWithOptions:)"))
    }

    @Test func storyboardColdLaunchFollowsStepsOneToNine() throws {
        let (device, app) = try TestApps.device()
        try device.launch(app)
        #expect(device.trace() == [
            "note installed(app: \"Empty Window\", bundleIdentifier: \"com.example.EmptyWindow\", update: false)", "▸ launch",
            "note applicationCreated(principalClass: nil)",
            "note delegateCreated(delegateClass: Optional(\"AppDelegate\"))",
            "note storyboardLoaded(storyboard: \"Main\", initialController: \"ViewController\")",
            "note mainWindowCreated(rootController: Optional(\"ViewController\"), storyboard: \"Main\")",
            "state notRunning→inactive",
            "-AppDelegate.application(_:willFinishLaunchingWithOptions:)",
            "AppDelegate.application(_:didFinishLaunchingWithOptions:)",
            "note madeKeyAndVisible",
            "-ViewController.loadView()", "note viewLoaded(from: LabCore.ViewSource.nib(\"Main.storyboardc/BYZ-38-t0r-view-8bC-Xf-vdC.nib\"))",
            "ViewController.viewDidLoad()", "-ViewController.viewWillAppear(_:)", "-ViewController.viewDidAppear(_:)",
            "state inactive→active", "AppDelegate.applicationDidBecomeActive(_:)",
        ])
        let window = try #require(device.process(for: app)?.objects.keyWindow)
        #expect(!window.isHidden)
        #expect(window.rootViewController?.className == "ViewController")
        #expect(window.rootViewController?.isViewLoaded == true)
        #expect(window.rootViewController?.view?.subviews.first?.text == "Hello")
    }

    @Test func everyDelegateCallbackIsFollowedByItsNotification() throws {
        let (device, app) = try TestApps.device()
        try device.launch(app)
        let trace = device.trace(notifications: true)
        let didFinish = try #require(trace.firstIndex(of: "AppDelegate.application(_:didFinishLaunchingWithOptions:)"))
        #expect(trace[didFinish + 1] == "UIApplication.didFinishLaunchingNotification")
        #expect(trace.last == "UIApplication.didBecomeActiveNotification")
    }

    @Test(arguments: [(8, false), (9, true), (10, true), (11, false), (17, false)])
    func versionDialOrdersViewDidAppearAndDidBecomeActive(ios: Int, becomeActiveFirst: Bool) throws {
        let (device, app) = try TestApps.device(ios: ios)
        try device.launch(app)
        let trace = device.lifecycle()
        let appear = try #require(trace.firstIndex(of: "-ViewController.viewDidAppear(_:)"))
        let active = try #require(trace.firstIndex(of: "AppDelegate.applicationDidBecomeActive(_:)"))
        #expect((active < appear) == becomeActiveFirst)
    }

    /// A code-built window without a root view controller, as "Truly Empty" done half-way.
    static func windowWithoutRoot(_ program: AppProgram) -> AppCode {
        ScriptedAppCode(program: program, bodies: [
            "AppDelegate.application(_:didFinishLaunchingWithOptions:)": { _, _, host throws(ProcessEnded) in
                try host.makeKeyAndVisible(host.makeWindow(frame: host.screenBounds))
                return .bool(true)
            },
        ])
    }

    @Test func missingRootViewControllerLogsOnIOS8AndCrashesOnIOS9() throws {
        let bundle = TestApps.emptyWindow(info: ["UIMainStoryboardFile": .string("")])
        var noStoryboard = bundle
        noStoryboard.info["UIMainStoryboardFile"] = nil
        let (old, oldApp) = try TestApps.device(noStoryboard, ios: 8, code: Self.windowWithoutRoot)
        try old.launch(oldApp)
        #expect(old.trace().contains("warning Application windows are expected to have a root view controller at the end of application launch"))
        #expect(old.state(of: oldApp) == .active)

        let (new, newApp) = try TestApps.device(noStoryboard, ios: 9, code: Self.windowWithoutRoot)
        try new.launch(newApp)
        #expect(new.trace().contains("crash SIGABRT"))
        #expect(new.state(of: newApp) == .notRunning)
        #expect(!new.trace().contains("AppDelegate.applicationDidBecomeActive(_:)"))
    }

    @Test func launchThatNeverReturnsMeetsTheWatchdogAtTwentySeconds() throws {
        let (device, app) = try TestApps.device(code: { program in
            ScriptedAppCode(program: program, bodies: [
                "AppDelegate.application(_:didFinishLaunchingWithOptions:)": { _, _, host throws(ProcessEnded) in
                    while true { try host.spend(milliseconds: 1_000) }
                },
            ])
        })
        try device.launch(app)
        let crash = try #require(device.log.events.last { if case .crash = $0.kind { true } else { false } })
        #expect(crash.t == 20_000)
        #expect(crash.kind == .crash(cause: .watchdog(.launch), code: "0x8badf00d"))
        let report = try #require(device.crashReports[crash.seq])
        #expect(report.fields.map(\.name) == ["Process", "Identifier", "Version", "Code Type", "OS Version",
                                             "Exception Type", "Termination Reason", "Triggered by Thread", "Termination Description"])
        #expect(device.state(of: app) == .notRunning)
        #expect(device.springboard.foregroundApp == nil)
    }

    @Test func unknownCustomClassFallsBackAndUnlinkedMapViewCrashes() throws {
        let unknown = NibObject(id: "BYZ-38-t0r", uikitClass: "UIViewController", customClass: "MissingController",
                                attributes: [CompiledStoryboard.viewNibAttribute: "BYZ-38-t0r-view-8bC-Xf-vdC"])
        let (device, app) = try TestApps.device(TestApps.emptyWindow(viewController: unknown))
        try device.launch(app)
        #expect(device.trace().contains("warning Unknown class MissingController in Interface Builder file."))
        #expect(device.process(for: app)?.objects.keyWindow?.rootViewController?.className == "UIViewController")

        var bundle = TestApps.emptyWindow()
        bundle.storyboards["Main"]?.nibs["BYZ-38-t0r-view-8bC-Xf-vdC"] = Nib(objects: [NibObject(id: "map", uikitClass: "MKMapView")])
        let (mapDevice, mapApp) = try TestApps.device(bundle)
        try mapDevice.launch(mapApp)
        #expect(mapDevice.trace().contains { $0.hasPrefix("warning *** Terminating app due to uncaught exception 'NSInvalidUnarchiveOperationException', reason: 'Could not instantiate class named MKMapView") })
        #expect(mapDevice.state(of: mapApp) == .notRunning)
    }

    @Test func missingMainStoryboardCrashesWithNSInvalidArgumentException() throws {
        let (device, app) = try TestApps.device(TestApps.emptyWindow(info: ["UIMainStoryboardFile": .string("Mian")]))
        try device.launch(app)
        #expect(device.trace().contains("warning *** Terminating app due to uncaught exception 'NSInvalidArgumentException', reason: 'Could not find a storyboard named 'Mian' in bundle NSBundle <Empty Window.app> (loaded)'"))
        #expect(device.state(of: app) == .notRunning)
    }
}
