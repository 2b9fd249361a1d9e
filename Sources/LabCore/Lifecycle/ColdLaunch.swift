/// Runs a cold launch: `LaunchTable`'s steps, in order, on a new process.
final class ColdLaunch {
    unowned let device: Device
    let process: AppProcess
    /// The main (or scene) storyboard's initial view controller, once made.
    var initialController: UIViewController?
    var storyboardName: String?
    /// The window UIKit made for the main storyboard.
    var mainWindow: UIWindow?
    /// What `launchOptions` holds: nil for a tap on the icon, a payload for a notification
    /// (with scenes: what `connectionOptions.notificationResponse` holds).
    var launchOptions: AppValue = .null
    /// Launched by the system into the background (silent push, background fetch).
    var inBackground = false

    init(device: Device, process: AppProcess) {
        self.device = device
        self.process = process
    }

    var app: String { process.bundleIdentifier }
    var application: AppValue { process.objects.application.map(AppValue.object) ?? .null }

    /// The launch row (`LifecycleRules.launchRow`) is named in every event of the launch,
    /// up to the end of its run-loop turn.
    func run() {
        let row = LifecycleRules.launchRow(kind: process.mode.table, dial: device.dial, inBackground: inBackground)
        device.underRule(row.id) { runSteps() }
    }

    private func runSteps() {
        let steps: [LaunchStep] = process.code == nil
            ? [.state(.inactive), .transition(.becomeActive)]
            : inBackground ? LaunchTable.backgroundSteps(dial: device.dial)
            : LaunchTable.steps(for: process.mode.table, dial: device.dial)
        // Technical Q&A 1592: "When Xcode launches an application, the watchdog timer is disabled".
        process.deadline = process.debuggerAttached
            ? nil : Watchdog.Deadline(at: device.clock.now + Watchdog.Limit.launch.milliseconds, limit: .launch)
        process.isLaunching = true
        defer {
            process.isLaunching = false
            device.endLaunchTurn(of: process)
            device.runAfterCurrentCall(process)
        }
        for step in steps where !process.isEnded {
            do { try perform(step) } catch { return }
        }
        process.deadline = nil
    }

    func note(_ event: SystemEvent) { device.record(.system(event), app: app) }

    func perform(_ step: LaunchStep) throws(ProcessEnded) {
        switch step {
        case .createApplication: try createApplication()
        case .createDelegate: try createDelegate()
        case .loadMainStoryboard: try loadMainInterface()
        case .installMainWindow: try installMainWindow()
        case let .state(state): device.setState(state, of: process)
        case let .appDelegate(callback):
            // With scenes the launch options are nil; the scene's connection options carry the
            // notification instead (docs/lifecycle.md "Scene-based lifecycle").
            let options = process.isSceneBased ? AppValue.null : launchOptions
            let answer = device.offerToDelegate(callback, arguments: [application, options], in: process)
            if answer == .bool(false) { process.declinedLaunchAction = true }
            if callback == .didFinishLaunching { process.hasFinishedLaunching = true }
        case .showMainWindow:
            if let window = windowToShow(owner: process.objects.delegate) { try device.makeKeyAndVisible(window, in: process) }
        case .checkWindows: try checkWindows()
        case .restoreState: try device.restoreState(in: process)
        case .viewsWillAppear: try appear(.viewWillAppear)
        case .viewsDidAppear: try appear(.viewDidAppear)
        case .connectScene: try connectScene()
        case let .transition(transition): device.runSteps(of: transition, on: process)
        }
        if process.isEnded { throw ProcessEnded() }
    }

    // 1. The shared application, or the principal class: UIApplicationMain's third argument,
    // else Info.plist's NSPrincipalClass, else UIApplication. A name no class has stops UIKit.
    func createApplication() throws(ProcessEnded) {
        var principal = "UIApplication"
        if case let .mainFunction(principalClass?, _) = process.app.bundle.program?.entryPoint {
            principal = principalClass
        } else if let named = process.app.bundle.info["NSPrincipalClass"]?.string, !named.isEmpty {
            principal = named
        }
        let code = process.code
        let declares = { (name: String) in code?.declaresClass(name) ?? false }
        // `$(PRODUCT_MODULE_NAME).MyApplication`, as NSStringFromClass names a Swift class.
        if !declares(principal), let bare = principal.split(separator: ".").last.map(String.init), principal.contains("."), declares(bare) {
            principal = bare
        }
        if principal != "UIApplication", process.code != nil, !declares(principal) {
            throw device.raiseInUIKit(process, "NSInternalInconsistencyException",
                                      "Unable to instantiate the UIApplication subclass instance. No class named \(principal) is loaded.")
        }
        process.objects.application = try device.instantiateObject(principal, in: process)
        note(.applicationCreated(principalClass: principal == "UIApplication" ? nil : principal))
    }

    // 2. The delegate.
    func createDelegate() throws(ProcessEnded) {
        var delegateClass: String?
        switch process.app.bundle.program?.entryPoint {
        case let .attributedDelegate(name)?: delegateClass = name
        case let .mainFunction(_, name)?: delegateClass = name
        default: break
        }
        guard let delegateClass else {
            note(process.app.bundle.info["NSMainNibFile"] != nil ? .delegateExpectedFromMainNib : .delegateCreated(delegateClass: nil))
            return
        }
        process.objects.delegate = try device.instantiateObject(delegateClass, in: process)
        note(.delegateCreated(delegateClass: delegateClass))
    }

    // 3. The main storyboard and its initial view controller.
    func loadStoryboard(_ name: String) throws(ProcessEnded) {
        storyboardName = name
        let storyboard = try device.storyboard(named: name, in: process)
        guard let archive = storyboard.initialController else {
            let key = process.isSceneBased ? "UISceneStoryboardFile" : "UIMainStoryboardFile"
            device.record(.warning(text: LaunchProblem.noInitialViewControllerMessage(key: key, storyboard: name)), app: app)
            return
        }
        initialController = try device.instantiateController(archive, from: storyboard, in: process)
        note(.storyboardLoaded(storyboard: name, initialController: initialController!.className))
    }

    // 4. The window: the delegate's own if it holds one, else a new screen-sized one.
    func installMainWindow() throws(ProcessEnded) {
        guard let storyboardName, let delegate = process.objects.delegate else { return }
        guard let window = try windowFor(owner: delegate, scene: nil) else { return }
        window.rootViewController = initialController
        mainWindow = window
        note(.mainWindowCreated(rootController: initialController?.className, storyboard: storyboardName))
    }

    /// The window a storyboard launch uses, stored in `owner.window`. Without a `window`
    /// property UIKit cannot keep the window, and says so.
    func windowFor(owner: ObjectRef, scene: ObjectRef?) throws(ProcessEnded) -> UIWindow? {
        let code = process.code
        if case let .object(existing)? = code?.property("window", of: owner), let window = process.objects.window(existing) {
            return window
        }
        let window = device.makeWindow(in: process, frame: nil, scene: scene)
        guard code?.setProperty("window", of: owner, to: .object(window.ref)) == true else {
            device.record(.warning(text: scene == nil
                ? "The app delegate must implement the window property if it wants to use a main storyboard file."
                : "The scene delegate must implement the window property if it wants to use a storyboard file."), app: app)
            return nil
        }
        return window
    }

    /// The window UIKit shows after a storyboard launch: the one `owner.window` holds then
    /// (UIKit sends `makeKeyAndVisible` to the delegate's window, so an app that replaced it
    /// in didFinishLaunching shows its own), else the one it made.
    func windowToShow(owner: ObjectRef?) -> UIWindow? {
        guard mainWindow != nil else { return nil }
        if let owner, case let .object(current)? = process.code?.property("window", of: owner),
           let window = process.objects.window(current) {
            return window
        }
        return mainWindow
    }

    /// End of launch (version dial): a visible window needs a root view controller.
    func checkWindows() throws(ProcessEnded) {
        let visible = process.objects.windows.filter { !$0.isHidden }
        guard !visible.isEmpty else {
            note(.noVisibleWindow)
            return
        }
        guard visible.contains(where: { $0.rootViewController == nil }) else { return }
        let dial = device.dial
        if dial.rootViewControllerMissingCrashes {
            throw device.raiseInUIKit(process, "NSInternalInconsistencyException", dial.missingRootViewControllerMessage)
        } else if dial.rootViewControllerMissingLogs {
            device.record(.warning(text: dial.missingRootViewControllerMessage), app: app)
        }
    }

    /// 8. Appearance callbacks for visible windows' root view controllers (the view loads
    /// first if it has not yet).
    func appear(_ callback: ViewControllerCallback) throws(ProcessEnded) {
        let windows = process.objects.windows.filter { !$0.isHidden }.sorted { $0.isKey && !$1.isKey }
        for controller in windows.compactMap(\.rootViewController) {
            try device.appear(controller, callback, in: process)
        }
    }
}
