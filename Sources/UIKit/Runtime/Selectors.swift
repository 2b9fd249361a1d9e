import LabWire

/// Runs a method the device offers, by its `#selector` spelling, on an app object. Without
/// an Objective-C runtime, each selector UIKit sends is spelled out here, and called through
/// the protocol or class it belongs to, so the app's own implementation runs.
enum Selectors {
    static func perform(_ selector: String, on receiver: AnyObject?, arguments: [WireValue]) -> WireValue {
        // The device's virtual time reached a timer: it fires as the call ends.
        if selector == "__labFireTimers" { return .void }
        // The first layout of a table or collection view: it asks its data source if it has not.
        if selector == "__labFirstLayout" {
            (receiver as? FirstLayout)?.loadIfNeeded()
            return .void
        }
        // The user tapped a row (`tap` with a cell's text).
        if selector == "__labSelectRow", let table = receiver as? UITableView,
           let cell = AppRuntime.shared.object(arguments.first ?? .null) as? UITableViewCell {
            table.selectRowAsTapped(cell)
            return .void
        }
        // A custom transition's animation, run by the device between the appearance methods.
        if selector == "__labAnimateTransition" {
            CustomTransition.runPending()
            return .void
        }
        // The user swiped a page view controller (`swipe`): true when a page turned.
        if selector == "__labTurnPage", let pages = receiver as? UIPageViewController {
            return .bool(pages.turnPageAsSwiped(forward: arguments.first?.bool ?? true))
        }
        if selector == "__labPagesAreVertical", let pages = receiver as? UIPageViewController {
            return .bool(pages.navigationOrientation == .vertical)
        }
        if selector.hasPrefix("action:") {
            let sender = arguments.first.flatMap { AppRuntime.shared.object($0) }
            return .bool((receiver as? UIResponder)?.__labPerformAction(String(selector.dropFirst(7)), sender) ?? false)
        }
        if let delegate = receiver as? UIApplicationDelegate, let result = applicationDelegate(selector, delegate, arguments) {
            return result
        }
        if let delegate = receiver as? UISceneDelegate, let result = sceneDelegate(selector, delegate, arguments) {
            return result
        }
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
        case "application(_:willFinishLaunchingWithOptions:)":
            return .bool(delegate.application(application, willFinishLaunchingWithOptions: LaunchOptions.decode(arguments.dropFirst().first)))
        case "application(_:didFinishLaunchingWithOptions:)":
            return .bool(delegate.application(application, didFinishLaunchingWithOptions: LaunchOptions.decode(arguments.dropFirst().first)))
        case "application(_:configurationForConnecting:options:)":
            let session = AppRuntime.shared.object(arguments.dropFirst().first ?? .null) as? UISceneSession ?? UISceneSession()
            let configuration = delegate.application(application, configurationForConnecting: session, options: UIScene.ConnectionOptions())
            return configuration.name.map(WireValue.string) ?? .null
        case "applicationDidBecomeActive(_:)": delegate.applicationDidBecomeActive(application)
        case "applicationWillResignActive(_:)": delegate.applicationWillResignActive(application)
        case "applicationDidEnterBackground(_:)": delegate.applicationDidEnterBackground(application)
        case "applicationWillEnterForeground(_:)": delegate.applicationWillEnterForeground(application)
        case "applicationWillTerminate(_:)": delegate.applicationWillTerminate(application)
        case "applicationDidReceiveMemoryWarning(_:)": delegate.applicationDidReceiveMemoryWarning(application)
        case "application(_:didRegisterForRemoteNotificationsWithDeviceToken:)":
            delegate.application(application, didRegisterForRemoteNotificationsWithDeviceToken: Data(hex: arguments.dropFirst().first?.string ?? ""))
        case "application(_:didReceiveRemoteNotification:)":
            delegate.application(application, didReceiveRemoteNotification: Payload.decode(arguments.dropFirst().first))
        case "application(_:didReceiveRemoteNotification:fetchCompletionHandler:)":
            let handler = completion(arguments.dropFirst(2).first)
            delegate.application(application, didReceiveRemoteNotification: Payload.decode(arguments.dropFirst().first)) { handler($0.rawValue) }
        case "application(_:performFetchWithCompletionHandler:)":
            let handler = completion(arguments.dropFirst().first)
            delegate.application(application, performFetchWithCompletionHandler: { handler($0.rawValue) })
        default: return nil
        }
        return .void
    }

    private static func sceneDelegate(_ selector: String, _ delegate: UISceneDelegate, _ arguments: [WireValue]) -> WireValue? {
        guard let scene = AppRuntime.shared.object(arguments.first ?? .null) as? UIScene else { return nil }
        switch selector {
        case "scene(_:willConnectTo:options:)":
            let session = AppRuntime.shared.object(arguments.dropFirst().first ?? .null) as? UISceneSession ?? UISceneSession()
            let options = UIScene.ConnectionOptions()
            if let payload = arguments.dropFirst(2).first, payload.string != nil {
                options.notificationResponse = UNNotificationResponse(notification: UNNotification(payload: Payload.decode(payload)))
            }
            delegate.scene(scene, willConnectTo: session, options: options)
        case "sceneDidDisconnect(_:)": delegate.sceneDidDisconnect(scene)
        case "sceneDidBecomeActive(_:)": delegate.sceneDidBecomeActive(scene)
        case "sceneWillResignActive(_:)": delegate.sceneWillResignActive(scene)
        case "sceneWillEnterForeground(_:)": delegate.sceneWillEnterForeground(scene)
        case "sceneDidEnterBackground(_:)": delegate.sceneDidEnterBackground(scene)
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
        case "loadView()": controller.loadView()
        case "viewDidLoad()": controller.viewDidLoad()
        case "viewWillAppear(_:)": controller.viewWillAppear(animated)
        case "viewDidAppear(_:)": controller.viewDidAppear(animated)
        case "viewWillDisappear(_:)": controller.viewWillDisappear(animated)
        case "viewDidDisappear(_:)": controller.viewDidDisappear(animated)
        case "didReceiveMemoryWarning()": controller.didReceiveMemoryWarning()
        case "awakeFromNib()": controller.awakeFromNib()
        case "prepare(for:sender:)":
            guard let destination = AppRuntime.shared.object(arguments.dropFirst().first ?? .null) as? UIViewController else { return .void }
            let segue = UIStoryboardSegue(identifier: arguments.first?.string, source: controller, destination: destination)
            let sender = arguments.count > 2 ? AppRuntime.shared.object(arguments[2]) : nil
            controller.prepare(for: segue, sender: sender)
        case "shouldPerformSegue(withIdentifier:sender:)":
            let sender = arguments.count > 1 ? AppRuntime.shared.object(arguments[1]) : nil
            return .bool(controller.shouldPerformSegue(withIdentifier: arguments.first?.string ?? "", sender: sender))
        case "__labUnwindDestination":
            let sender = arguments.count > 1 ? AppRuntime.shared.object(arguments[1]) : nil
            // The storyboard's `iAmBack:` is `#selector(iAmBack(_:))` to Swift code that compares.
            let action = arguments.first?.string ?? ""
            let swiftAction = action.contains("(") ? action : action.hasSuffix(":") ? action.dropLast() + "(_:)" : action + "()"
            return AppRuntimeBridge.wire(controller.unwindDestination(action: Selector(swiftAction), sender: sender))
        case "__labUnwind":
            if let source = AppRuntime.shared.object(arguments.first ?? .null) as? UIViewController {
                controller.performUnwind(from: source, identifier: arguments.dropFirst().first?.string, action: arguments.dropFirst(2).first?.string ?? "")
            }
        case "__labForwardsAppearance":
            return .bool(controller.shouldAutomaticallyForwardAppearanceMethods)
        case "__labPresentedBySegue":
            if let source = AppRuntime.shared.object(arguments.first ?? .null) as? UIViewController,
               let context = AppRuntime.shared.object(arguments.dropFirst().first ?? .null) as? UIViewController {
                controller.adoptPresentation(from: source, context: context)
            }
        case "__labInstallBarButtonItems":
            // A storyboard scene's bar button items, made by the device: title, action, the
            // controller as target (Interface Builder's usual destination).
            var items: [UIBarButtonItem] = []
            for index in stride(from: 1, to: arguments.count - 2, by: 3) {
                guard let item = AppRuntime.shared.object(arguments[index]) as? UIBarButtonItem else { continue }
                item.title = arguments[index + 1].string
                item.action = arguments[index + 2].string.map { Selector($0) }
                if item.action != nil { item.target = controller }
                items.append(item)
            }
            let navigationItem = controller.navigationItem
            navigationItem.installingFromArchive = true
            if arguments.first?.string == "left" { navigationItem.leftBarButtonItems = items } else { navigationItem.rightBarButtonItems = items }
            navigationItem.installingFromArchive = false
        default: return nil
        }
        return .void
    }

    /// A completion handler the device passed as a closure id on its side: calling it tells
    /// the device (once).
    static func completion(_ value: WireValue?) -> (UInt) -> Void {
        var called = false
        return { result in
            guard !called else { return }
            called = true
            AppRuntime.shared.host("complete", [value ?? .null, .int(Int(result))])
        }
    }
}

/// Launch options as the device sends them: nil for a tap on the icon, or a JSON payload
/// under `.remoteNotification`.
enum LaunchOptions {
    static func decode(_ value: WireValue?) -> [UIApplication.LaunchOptionsKey: Any]? {
        guard let text = value?.string else { return nil }
        return [.remoteNotification: Payload.decode(.string(text))]
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
        guard name == "window" else { return .null }
        if let delegate = object as? UIApplicationDelegate { return AppRuntime.shared.value(delegate.window) }
        if let delegate = object as? UIWindowSceneDelegate { return AppRuntime.shared.value(delegate.window) }
        return .null
    }

    static func set(_ name: String, of object: AnyObject?, to value: WireValue) -> WireValue {
        guard name == "window" else {
            return .bool((object as? UIResponder)?.__labSetOutlet(name, AppRuntime.shared.object(value)) ?? false)
        }
        let window = AppRuntime.shared.object(value) as? UIWindow
        if let delegate = object as? UIApplicationDelegate {
            delegate.window = window
            return .bool(true)
        }
        if let delegate = object as? UIWindowSceneDelegate {
            delegate.window = window
            return .bool(true)
        }
        return .bool(false)
    }
}
