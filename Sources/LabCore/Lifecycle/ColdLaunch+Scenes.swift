/// The scene part of a scene-based cold launch (docs/lifecycle.md "Scene-based lifecycle").
extension ColdLaunch {
    /// A scene-based app launched into the background (a silent push, a fetch) has no scene:
    /// coming to the front connects one first (`LaunchTable.sceneConnectionSteps`).
    func connectSceneOnReturn() {
        device.underRule(.sceneConnection) {
            for step in LaunchTable.sceneConnectionSteps where !process.isEnded {
                do { try perform(step) } catch { return }
            }
        }
    }

    /// `application(_:configurationForConnecting:options:)`, the scene and its delegate, the
    /// storyboard window, `scene(_:willConnectTo:options:)`, then the window shows.
    func connectScene() throws(ProcessEnded) {
        guard case var .sceneBased(configuration) = process.mode else { return }
        let session = AppValue.object(process.objects.makeRef("UISceneSession"))
        let chosen = device.offerToDelegate(.configurationForConnecting, arguments: [application, session, .null], in: process)
        guard !process.isEnded else { throw ProcessEnded() }
        // A configuration made in code: its name, and the delegate class and storyboard it set,
        // over Info.plist's (UIKit starts from the manifest's configuration of that name).
        if case let .string(made)? = chosen, made.contains("\u{1F}") {
            let parts = made.split(separator: "\u{1F}", omittingEmptySubsequences: false).map(String.init)
            if configuration.name == nil, !parts[0].isEmpty { configuration.name = parts[0] }
            if parts.count > 1, !parts[1].isEmpty { configuration.delegateClassName = parts[1] }
            if parts.count > 2, !parts[2].isEmpty { configuration.storyboardName = parts[2] }
        }
        guard let name = configuration.name else {
            device.record(.warning(text: "[SceneConfiguration] Info.plist contained no UIScene configuration dictionary (looking for configuration named \"(no name)\")"), app: app)
            return
        }
        let scene = UIWindowScene(ref: process.objects.makeRef("UIWindowScene"), configurationName: name)
        process.objects.scene = scene
        if let delegateClass = configuration.delegateClass, process.code?.declaresClass(delegateClass) == true {
            scene.delegate = try device.instantiateObject(delegateClass, in: process)
            note(.sceneConnecting(scene: name, delegateClass: delegateClass))
        } else {
            if let written = configuration.delegateClassName {
                device.record(.warning(text: "[SceneConfiguration] Info.plist configuration \"\(name)\" for UIWindowSceneSessionRoleApplication contained UISceneDelegateClassName key, but could not load class with name \"\(written)\"."), app: app)
            }
            note(.sceneConnecting(scene: name, delegateClass: nil))
        }
        if let storyboard = configuration.storyboardName, let delegate = scene.delegate {
            try loadStoryboard(storyboard)
            if let window = try windowFor(owner: delegate, scene: scene.ref) {
                window.rootViewController = initialController
                mainWindow = window
                note(.sceneWindowCreated(delegateClass: delegate.className, rootController: initialController?.className, storyboard: storyboard))
            }
        }
        let restoredActivity = try session.object.map { session throws(ProcessEnded) in try device.restoreSceneActivity(session: session, in: process) }
        if let delegate = scene.delegate {
            try device.offer(SceneDelegateCallback.willConnect.rawValue, to: delegate,
                             arguments: [.object(scene.ref), session, launchOptions], in: process)
            // iOS 15+: the saved activity again, once the scene is connected (only to an app that asks).
            let restoreInteraction = StateRestorationSelector.restoreInteractionState.rawValue
            if case .object? = restoredActivity, device.iosVersion >= 15, process.code?.implements(restoreInteraction, in: delegate.className) == true {
                try device.offer(restoreInteraction, to: delegate, arguments: [.object(scene.ref), restoredActivity!], in: process)
            }
        }
        device.post(SceneDelegateCallback.willConnect.notification, in: process)
        if let window = windowToShow(owner: scene.delegate) { try device.makeKeyAndVisible(window, in: process) }
        hideWindowsOutsideScene()
    }

    /// A window with no scene (the app delegate's `UIWindow(frame:)`, left from the app-based
    /// template) is never on screen in a scene-based app: one line says so, and it is hidden.
    func hideWindowsOutsideScene() {
        let windows = process.objects.windows
        let sceneless = windows.filter { $0.scene == nil && !$0.isHidden }
        guard !sceneless.isEmpty, windows.contains(where: { $0.scene != nil }) else { return }
        note(.windowsOutsideScene(total: windows.count, sceneless: sceneless.count))
        for window in sceneless {
            window.isHidden = true
            window.isKey = false
        }
    }
}
