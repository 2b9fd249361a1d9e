import LabWire

/// Runs a method the device offers, by its `#selector` spelling, on an app object. Without
/// an Objective-C runtime, each selector UIKit sends is spelled out here, and called through
/// the protocol or class it belongs to, so the app's own implementation runs.
enum Selectors {
    static func perform(_ selector: String, on receiver: AnyObject?, arguments: [WireValue]) -> WireValue {
        // The device's virtual time reached a timer: it fires as the call ends.
        if selector == UIKitStep.fireTimers.rawValue { return .void }
        // The device's virtual time reached the end of an animation (RunningAnimations).
        if selector == UIKitStep.endTransition.rawValue {
            RunningAnimations.endTransition(arguments.first?.int ?? 0)
            return .void
        }
        if selector == UIKitStep.endViewAnimations.rawValue {
            RunningAnimations.endViewAnimations()
            return .void
        }
        // The first layout of a table or collection view: it asks its data source if it has not.
        if selector == UIKitStep.firstLayout.rawValue {
            (receiver as? FirstLayout)?.loadIfNeeded()
            return .void
        }
        // The display pass of a screen about to appear: what asked to display draws.
        if selector == UIKitStep.displayPending.rawValue {
            DisplayPass.flush()
            return .void
        }
        // UIKit's display pass reached a view that draws (`draw(_:)`).
        if selector == UIKitStep.display.rawValue {
            if let view = receiver as? UIView { DisplayPass.display(view) }
            return .void
        }
        // The user tapped a row (`tap` with a cell's text).
        if selector == UIKitStep.selectRow.rawValue, UIApplication.shared.ignoresTap() { return .void }
        if selector == UIKitStep.selectRow.rawValue, let table = receiver as? UITableView,
           let cell = AppRuntime.shared.object(arguments.first ?? .null) as? UITableViewCell {
            table.selectRowAsTapped(cell, segue: arguments.dropFirst().first?.string)
            return .void
        }
        if selector == UIKitStep.selectRow.rawValue, let collection = receiver as? UICollectionView,
           let cell = AppRuntime.shared.object(arguments.first ?? .null) as? UICollectionViewCell {
            collection.selectItemAsTapped(cell, segue: arguments.dropFirst().first?.string)
            return .void
        }
        if selector == UIKitStep.postNotification.rawValue, let name = arguments.first?.string {
            LifecycleNotifications.post(name, object: receiver)
            return .void
        }
        if let result = StateRestorationArchive.perform(selector, on: receiver, arguments: arguments) { return result }
        // A memory warning: purgeable data no one is using goes.
        if selector == UIKitStep.discardPurgeable.rawValue {
            PurgeableContent.discardUnused()
            return .void
        }
        if let window = receiver as? UIWindow {
            switch selector {
            case KeyWindowSelector.becomeKey.rawValue: window.becomeKey(); return .void
            case KeyWindowSelector.resignKey.rawValue: window.resignKey(); return .void
            case KeyWindowSelector.becomeKeyWindow.rawValue: window.becomeKeyWindow(); return .void
            case KeyWindowSelector.resignKeyWindow.rawValue: window.resignKeyWindow(); return .void
            default: break
            }
        }
        // A nib's objects are connected: its user-defined runtime attributes are set, then
        // each object gets `awakeFromNib()`.
        if selector == UIKitStep.setRuntimeAttributes.rawValue, let object = receiver as? UIResponder {
            NibKeyValues.apply(arguments, to: object)
            return .void
        }
        if selector == StoryboardSelector.awakeFromNib.rawValue, let view = receiver as? UIView {
            view.awakeFromNib()
            return .void
        }
        if selector == StoryboardSelector.awakeFromNib.rawValue, let object = receiver as? __LabNibAwaking {
            object.awakeFromNib()
            return .void
        }
        // A custom transition's animation, run by the device between the appearance methods.
        if selector == UIKitStep.animateTransition.rawValue {
            return CustomTransition.runPending().map(WireValue.double) ?? .void
        }
        // The user swiped a page view controller (`swipe`): true when a page turned.
        if selector == UIKitStep.turnPage.rawValue, let pages = receiver as? UIPageViewController {
            return .bool(pages.turnPageAsSwiped(forward: arguments.first?.bool ?? true))
        }
        if selector == UIKitStep.pagesAreVertical.rawValue, let pages = receiver as? UIPageViewController {
            return .bool(pages.navigationOrientation == .vertical)
        }
        if selector.hasPrefix("action:") {
            if UIApplication.shared.ignoresTap() { return .bool(true) }
            // A tap is a touches event the application delivers (`sendEvent(_:)`); the control
            // then sends its action through the application (`sendAction(_:to:from:for:)`).
            let sender = arguments.first.flatMap { AppRuntime.shared.object($0) }
            let event = UIEvent()
            // Not delivered (an override of `sendEvent(_:)` kept it): the device says so.
            var answer = WireValue.string("eventKept")
            event.delivery = {
                if let action = receiver as? UIAction, selector.dropFirst(7) == UIAction.performSelector {
                    action.run(from: sender)
                    answer = .bool(true)
                    return
                }
                answer = .bool(UIApplication.shared.sendAction(Selector(String(selector.dropFirst(7))), to: receiver, from: sender, for: event))
            }
            UIApplication.shared.sendEvent(event)
            return answer
        }
        if let delegate = receiver as? UIApplicationDelegate, let result = applicationDelegate(selector, delegate, arguments) {
            return result
        }
        if let delegate = receiver as? UISceneDelegate, let result = sceneDelegate(selector, delegate, arguments) {
            return result
        }
        if let result = LayoutSelectors.perform(selector, on: receiver, arguments: arguments) { return result }
        if let controller = receiver as? UIViewController, let result = viewController(selector, controller, arguments) {
            return result
        }
        // A loop, not `lazy.compactMap(…).first`, which would run the method twice.
        for performer in extraPerformers {
            if let result = performer(selector, receiver, arguments) { return result }
        }
        return .void
    }

    /// Other modules' selectors (UserNotifications' delegate methods).
    nonisolated(unsafe) static var extraPerformers: [(String, AnyObject?, [WireValue]) -> WireValue?] = []

    private static var application: UIApplication { UIApplication.shared }

    private static func applicationDelegate(_ selector: String, _ delegate: UIApplicationDelegate, _ arguments: [WireValue]) -> WireValue? {
        switch selector {
        case AppDelegateCallback.willFinishLaunching.rawValue:
            return .bool(delegate.application(application, willFinishLaunchingWithOptions: LaunchOptions.decode(arguments.dropFirst().first)))
        case AppDelegateCallback.didFinishLaunching.rawValue:
            return .bool(delegate.application(application, didFinishLaunchingWithOptions: LaunchOptions.decode(arguments.dropFirst().first)))
        case AppDelegateCallback.configurationForConnecting.rawValue:
            let session = AppRuntime.shared.object(arguments.dropFirst().first ?? .null) as? UISceneSession ?? UISceneSession()
            let configuration = delegate.application(application, configurationForConnecting: session, options: UIScene.ConnectionOptions())
            // The name, and the delegate class and storyboard when code set them (US-separated).
            guard configuration.delegateClass != nil || configuration.storyboard != nil else {
                return configuration.name.map(WireValue.string) ?? .null
            }
            return .string([configuration.name ?? "", configuration.delegateClass.map { String(describing: $0) } ?? "",
                            configuration.storyboard?.name ?? ""].joined(separator: "\u{1F}"))
        case AppDelegateCallback.didBecomeActive.rawValue: delegate.applicationDidBecomeActive(application)
        case AppDelegateCallback.willResignActive.rawValue: delegate.applicationWillResignActive(application)
        case AppDelegateCallback.didEnterBackground.rawValue: delegate.applicationDidEnterBackground(application)
        case AppDelegateCallback.willEnterForeground.rawValue: delegate.applicationWillEnterForeground(application)
        case AppDelegateCallback.willTerminate.rawValue: delegate.applicationWillTerminate(application)
        case AppDelegateCallback.didReceiveMemoryWarning.rawValue: delegate.applicationDidReceiveMemoryWarning(application)
        case AppDelegateCallback.didRegisterForRemoteNotifications.rawValue:
            delegate.application(application, didRegisterForRemoteNotificationsWithDeviceToken: Data(hex: arguments.dropFirst().first?.string ?? ""))
        case AppDelegateCallback.didReceiveRemoteNotification.rawValue:
            delegate.application(application, didReceiveRemoteNotification: Payload.decode(arguments.dropFirst().first))
        case AppDelegateCallback.didReceiveRemoteNotificationInBackground.rawValue:
            let handler = fetchCompletion(arguments.dropFirst(2).first)
            delegate.application(application, didReceiveRemoteNotification: Payload.decode(arguments.dropFirst().first), fetchCompletionHandler: handler)
        case AppDelegateCallback.performActionForShortcutItem.rawValue:
            guard let item = ShortcutItemWire.item(from: arguments.dropFirst().first) else { return .void }
            let handler = completion(arguments.dropFirst(2).first)
            delegate.application(application, performActionFor: item) { _ in handler() }
        case AppDelegateCallback.performFetch.rawValue:
            let handler = fetchCompletion(arguments.dropFirst().first)
            delegate.application(application, performFetchWithCompletionHandler: handler)
        case StateRestorationSelector.shouldSaveSecureApplicationState.rawValue, StateRestorationSelector.shouldSaveApplicationState.rawValue,
             StateRestorationSelector.shouldRestoreSecureApplicationState.rawValue, StateRestorationSelector.shouldRestoreApplicationState.rawValue,
             StateRestorationSelector.willEncodeRestorableState.rawValue, StateRestorationSelector.didDecodeRestorableState.rawValue,
             StateRestorationSelector.viewControllerWithRestorationIdentifierPath.rawValue:
            return stateRestoration(selector, delegate, arguments)
        default: return nil
        }
        return .void
    }

    /// The app delegate's state preservation and restoration methods; the coder is the
    /// archiver or unarchiver UIKit made for them.
    private static func stateRestoration(_ selector: String, _ delegate: UIApplicationDelegate, _ arguments: [WireValue]) -> WireValue {
        guard let coder = AppRuntime.shared.object(arguments.last ?? .null) as? NSCoder else { return .null }
        switch selector {
        case StateRestorationSelector.shouldSaveSecureApplicationState.rawValue: return .bool(delegate.application(application, shouldSaveSecureApplicationState: coder))
        case StateRestorationSelector.shouldSaveApplicationState.rawValue: return .bool(delegate.application(application, shouldSaveApplicationState: coder))
        case StateRestorationSelector.shouldRestoreSecureApplicationState.rawValue: return .bool(delegate.application(application, shouldRestoreSecureApplicationState: coder))
        case StateRestorationSelector.shouldRestoreApplicationState.rawValue: return .bool(delegate.application(application, shouldRestoreApplicationState: coder))
        case StateRestorationSelector.willEncodeRestorableState.rawValue: delegate.application(application, willEncodeRestorableStateWith: coder)
        case StateRestorationSelector.didDecodeRestorableState.rawValue: delegate.application(application, didDecodeRestorableStateWith: coder)
        default:
            guard let index = arguments.dropFirst().first?.int, let entry = StateRestorationArchive.savedEntry(index) else { return .null }
            return AppRuntimeBridge.wire(delegate.application(application, viewControllerWithRestorationIdentifierPath: entry.path, coder: coder))
        }
        return .void
    }

    private static func sceneDelegate(_ selector: String, _ delegate: UISceneDelegate, _ arguments: [WireValue]) -> WireValue? {
        guard let scene = AppRuntime.shared.object(arguments.first ?? .null) as? UIScene else { return nil }
        switch selector {
        case SceneDelegateCallback.willConnect.rawValue:
            let session = AppRuntime.shared.object(arguments.dropFirst().first ?? .null) as? UISceneSession ?? UISceneSession()
            scene.connectedSession = session
            let options = UIScene.ConnectionOptions()
            if let payload = arguments.dropFirst(2).first, payload.string != nil {
                let decoded = Payload.decode(payload)
                if let item = decoded[ShortcutItemWire.launchKey] as? [String: Any] {
                    options.shortcutItem = ShortcutItemWire.item(item)
                } else {
                    options.notificationResponse = NotificationWire.response(decoded)
                }
            }
            delegate.scene(scene, willConnectTo: session, options: options)
        case WindowSceneSelector.performActionForShortcutItem.rawValue:
            guard let windowScene = scene as? UIWindowScene, let sceneDelegate = delegate as? UIWindowSceneDelegate,
                  let item = ShortcutItemWire.item(from: arguments.dropFirst().first) else { return .void }
            let handler = completion(arguments.dropFirst(2).first)
            sceneDelegate.windowScene(windowScene, performActionFor: item) { _ in handler() }
        case SceneDelegateCallback.didDisconnect.rawValue: delegate.sceneDidDisconnect(scene)
        case SceneDelegateCallback.didBecomeActive.rawValue: delegate.sceneDidBecomeActive(scene)
        case SceneDelegateCallback.willResignActive.rawValue: delegate.sceneWillResignActive(scene)
        case SceneDelegateCallback.willEnterForeground.rawValue: delegate.sceneWillEnterForeground(scene)
        case SceneDelegateCallback.didEnterBackground.rawValue: delegate.sceneDidEnterBackground(scene)
        case StateRestorationSelector.stateRestorationActivity.rawValue:
            guard let activity = delegate.stateRestorationActivity(for: scene) else { return .null }
            return UserActivityArchive.registered(activity)
        case StateRestorationSelector.restoreInteractionState.rawValue:
            guard let activity = AppRuntime.shared.object(arguments.dropFirst().first ?? .null) as? NSUserActivity else { return .void }
            delegate.scene(scene, restoreInteractionStateWith: activity)
        default: return nil
        }
        return .void
    }

    private static func viewController(_ selector: String, _ controller: UIViewController, _ arguments: [WireValue]) -> WireValue? {
        let animated = arguments.first?.bool ?? false
        // Why the controller appears or disappears, for `isBeingPresented` and its siblings.
        let role = arguments.count > 1 ? arguments[1].string : nil
        if selector.hasPrefix("viewWill") || selector.hasPrefix("viewDid") { controller.appearanceRole = role }
        defer { if role != nil { controller.appearanceRole = nil } }
        switch selector {
        case ViewControllerCallback.loadView.rawValue: controller.loadView()
        case ViewControllerCallback.viewDidLoad.rawValue: controller.viewDidLoad()
        case ViewControllerCallback.viewWillAppear.rawValue: controller.viewWillAppear(animated)
        case ViewControllerCallback.viewIsAppearing.rawValue: controller.viewIsAppearing(animated)
        case ViewControllerCallback.viewDidAppear.rawValue: controller.viewDidAppear(animated)
        case ViewControllerCallback.viewWillDisappear.rawValue: controller.viewWillDisappear(animated)
        case ViewControllerCallback.viewDidDisappear.rawValue: controller.viewDidDisappear(animated)
        case ViewControllerCallback.didReceiveMemoryWarning.rawValue: controller.didReceiveMemoryWarning()
        case ViewControllerCallback.viewWillUnload.rawValue: controller.viewWillUnload()
        case ViewControllerCallback.viewDidUnload.rawValue: controller.viewDidUnload()
        case StateRestorationSelector.encodeRestorableState.rawValue, StateRestorationSelector.decodeRestorableState.rawValue:
            guard let coder = AppRuntime.shared.object(arguments.first ?? .null) as? NSCoder else { return .void }
            if selector.hasPrefix("encode") { controller.encodeRestorableState(with: coder) } else { controller.decodeRestorableState(with: coder) }
        case StateRestorationSelector.applicationFinishedRestoringState.rawValue: controller.applicationFinishedRestoringState()
        case StateRestorationSelector.updateUserActivityState.rawValue:
            guard let activity = AppRuntime.shared.object(arguments.first ?? .null) as? NSUserActivity else { return .void }
            controller.updateUserActivityState(activity)
        case StateRestorationStep.sharesActivity.rawValue:
            let activity = AppRuntime.shared.object(arguments.first ?? .null)
            return .bool(activity != nil && controller.userActivity === activity)
        case StoryboardSelector.awakeFromNib.rawValue: controller.awakeFromNib()
        case StoryboardSelector.prepareForSegue.rawValue:
            guard let destination = AppRuntime.shared.object(arguments.dropFirst().first ?? .null) as? UIViewController else { return .void }
            let segue = UIStoryboardSegue(identifier: arguments.first?.string, source: controller, destination: destination)
            let sender = arguments.count > 2 ? AppRuntime.shared.object(arguments[2]) : nil
            controller.prepare(for: segue, sender: sender)
        case StoryboardSelector.shouldPerformSegue.rawValue:
            let sender = arguments.count > 1 ? AppRuntime.shared.object(arguments[1]) : nil
            return .bool(controller.shouldPerformSegue(withIdentifier: arguments.first?.string ?? "", sender: sender))
        case UIKitStep.unwindDestination.rawValue:
            let sender = arguments.count > 1 ? AppRuntime.shared.object(arguments[1]) : nil
            // The storyboard's `iAmBack:` is `#selector(iAmBack(_:))` to Swift code that compares.
            let action = arguments.first?.string ?? ""
            let swiftAction = action.contains("(") ? action : action.hasSuffix(":") ? action.dropLast() + "(_:)" : action + "()"
            return AppRuntimeBridge.wire(controller.unwindDestination(action: Selector(swiftAction), sender: sender))
        case UIKitStep.unwind.rawValue:
            if let source = AppRuntime.shared.object(arguments.first ?? .null) as? UIViewController {
                controller.performUnwind(from: source, identifier: arguments.dropFirst().first?.string, action: arguments.dropFirst(2).first?.string ?? "")
            }
        case UIKitStep.forwardsAppearance.rawValue:
            return .bool(controller.shouldAutomaticallyForwardAppearanceMethods)
        case UIKitStep.presentedBySegue.rawValue:
            if let source = AppRuntime.shared.object(arguments.first ?? .null) as? UIViewController,
               let context = AppRuntime.shared.object(arguments.dropFirst().first ?? .null) as? UIViewController {
                controller.adoptPresentation(from: source, context: context, running: arguments.dropFirst(2).first)
            }
        case UIKitStep.installBarButtonItems.rawValue:
            // A storyboard scene's bar button items, made by the device: title, action, the
            // controller as target (Interface Builder's usual destination).
            var items: [UIBarButtonItem] = []
            for index in stride(from: 1, to: arguments.count - 3, by: 4) {
                guard let item = AppRuntime.shared.object(arguments[index]) as? UIBarButtonItem else { continue }
                item.title = arguments[index + 1].string
                item.action = arguments[index + 2].string.map { Selector($0) }
                item.tag = arguments[index + 3].int ?? 0
                if item.action != nil { item.target = controller }
                items.append(item)
            }
            let navigationItem = controller.navigationItem
            navigationItem.installingFromArchive = true
            if arguments.first?.string == BarButtonSide.left.rawValue {
                navigationItem.leftBarButtonItems = items
            } else {
                navigationItem.rightBarButtonItems = items
            }
            navigationItem.installingFromArchive = false
        default: return nil
        }
        return .void
    }

    /// A completion handler the device passed as a closure id on its side: calling it tells
    /// the device (once).
    static func completion(_ value: WireValue?) -> () -> Void {
        var called = false
        return {
            guard !called else { return }
            called = true
            AppRuntime.shared.call(HostCalls.complete, value?.closure)
        }
    }

    /// The same for a handler that hands the system a background fetch's result.
    static func fetchCompletion(_ value: WireValue?) -> (UIBackgroundFetchResult) -> Void {
        var called = false
        return { result in
            guard !called else { return }
            called = true
            AppRuntime.shared.call(HostCalls.completeFetch, value?.closure, BackgroundFetchResult(rawValue: Int(result.rawValue)) ?? .unknown)
        }
    }
}

/// Launch options as the device sends them: nil for a tap on the icon, or a JSON payload
/// under `.remoteNotification`.
enum LaunchOptions {
    static func decode(_ value: WireValue?) -> [UIApplication.LaunchOptionsKey: Any]? {
        guard let text = value?.string else { return nil }
        let payload = Payload.decode(.string(text))
        if let item = payload[ShortcutItemWire.launchKey] as? [String: Any] { return [.shortcutItem: ShortcutItemWire.item(item)] }
        // A tapped local notification: no launch option (the notification centre delegate
        // gets the response; docs/lifecycle.md "Local notifications").
        if payload[NotificationWire.requestKey] != nil { return nil }
        return [.remoteNotification: payload]
    }
}

/// A remote notification's payload, JSON on the wire.
enum Payload {
    static func decode(_ value: WireValue?) -> [AnyHashable: Any] {
        guard let text = value?.string, let data = text.data(using: .utf8),
              let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else { return [:] }
        var result: [AnyHashable: Any] = [:]
        for (key, entry) in object { result[key] = entry }
        return result
    }
}

extension Data {
    init(hex: String) {
        var bytes: [UInt8] = []
        var index = hex.startIndex
        while index < hex.endIndex, let next = hex.index(index, offsetBy: 2, limitedBy: hex.endIndex) {
            if let byte = UInt8(hex[index..<next], radix: 16) { bytes.append(byte) }
            index = next
        }
        self.init(bytes)
    }
}

/// The `window` property UIKit reads and writes on the app and scene delegates.
enum Properties {
    static func get(_ name: String, of object: AnyObject?) -> WireValue {
        guard name == "window", let object, object is UIApplicationDelegate || object is UIWindowSceneDelegate,
              case let .some(window) = DelegateWindow.read(object) else { return .null }
        return AppRuntime.shared.value(window)
    }

    static func set(_ name: String, of object: AnyObject?, to value: WireValue) -> WireValue {
        if name == "restorationIdentifier", let controller = object as? UIViewController {
            controller.settingFromArchive = true
            controller.restorationIdentifier = value.string
            controller.settingFromArchive = false
            return .bool(true)
        }
        // UIKit's delegates' `window` is their optional requirement; any other object's (a Mac
        // app delegate's `@IBOutlet var window: NSWindow!`) is a plain outlet.
        guard name == "window", let object, object is UIApplicationDelegate || object is UIWindowSceneDelegate else {
            let outlet = AppRuntime.shared.object(value)
            if let responder = object as? UIResponder { return .bool(responder.__labSetOutlet(name, outlet)) }
            return .bool((object as? __LabNibOutlets)?.__labSetOutlet(name, outlet) ?? false)
        }
        return .bool(DelegateWindow.write(AppRuntime.shared.object(value) as? UIWindow, to: object))
    }
}
