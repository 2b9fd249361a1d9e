import Testing
@testable import LabCore

@Suite struct SceneTests {
    @Test func sceneLaunchHomeAndReturn() throws {
        let (device, app) = try TestApps.device(TestApps.sceneApp(), ios: 13)
        try device.launch(app)
        #expect(device.lifecycle() == [
            "state notRunning→inactive",
            "-AppDelegate.application(_:willFinishLaunchingWithOptions:)",
            "AppDelegate.application(_:didFinishLaunchingWithOptions:)",
            "-AppDelegate.application(_:configurationForConnecting:options:)",
            "SceneDelegate.scene(_:willConnectTo:options:)",
            "-ViewController.loadView()", "ViewController.viewDidLoad()", "-ViewController.viewWillAppear(_:)",
            "SceneDelegate.sceneWillEnterForeground(_:)", "state inactive→active", "SceneDelegate.sceneDidBecomeActive(_:)",
            "-ViewController.viewDidAppear(_:)",
        ])
        #expect(device.process(for: app)?.objects.keyWindow?.scene != nil)
        let seq = device.log.lastSeq
        try device.home()
        try device.launch(app)
        #expect(device.lifecycle(after: seq) == [
            "SceneDelegate.sceneWillResignActive(_:)", "state active→inactive", "state inactive→background",
            "SceneDelegate.sceneDidEnterBackground(_:)", "state background→suspended",
            "state suspended→background", "SceneDelegate.sceneWillEnterForeground(_:)", "state background→inactive",
            "state inactive→active", "SceneDelegate.sceneDidBecomeActive(_:)",
        ])
    }

    @Test func appDelegateActivationMethodsAreNotCalledButTheirNotificationsPost() throws {
        let (device, app) = try TestApps.device(TestApps.sceneApp(), ios: 17)
        try device.launch(app)
        try device.home()
        let trace = device.trace(notifications: true)
        for method in ["applicationDidBecomeActive(_:)", "applicationWillResignActive(_:)", "applicationDidEnterBackground(_:)"] {
            #expect(!trace.contains { $0.hasSuffix(method) })
        }
        for name in ["UIApplication.didBecomeActiveNotification", "UIApplication.willResignActiveNotification",
                     "UIApplication.didEnterBackgroundNotification", "UIScene.didActivateNotification"] {
            #expect(trace.contains(name))
        }
    }

    @Test func sceneManifestIsIgnoredBeforeIOS13() throws {
        let (device, app) = try TestApps.device(TestApps.sceneApp(), ios: 12)
        try device.launch(app)
        #expect(device.process(for: app)?.isSceneBased == false)
        #expect(device.lifecycle().last == "AppDelegate.applicationDidBecomeActive(_:)")
    }

    @Test func sceneTablesNeverOfferTheFourAppDelegateMethods() {
        let replaced: Set<AppDelegateCallback> = [.didBecomeActive, .willResignActive, .didEnterBackground, .willEnterForeground]
        for transition in Transition.allCases {
            for step in TransitionTable.steps(for: transition, in: .sceneBased) {
                if case let .appDelegate(callback) = step { #expect(!replaced.contains(callback)) }
            }
        }
    }
}
