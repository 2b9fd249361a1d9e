@testable import LabCore

/// In-memory bundles shaped like the sample projects, and an app code whose method bodies
/// are Swift closures, for driving the engine without the interpreter.
enum TestApps {
    static let lifecycleMethods = [
        "application(_:didFinishLaunchingWithOptions:)", "applicationDidBecomeActive(_:)",
        "applicationWillResignActive(_:)", "applicationDidEnterBackground(_:)",
        "applicationWillEnterForeground(_:)", "applicationWillTerminate(_:)",
    ]

    /// "Empty Window": Main storyboard, ViewController, a delegate with the lifecycle methods.
    static func emptyWindow(info extra: [String: PlistValue] = [:], delegateMethods: [String] = lifecycleMethods,
                            viewController: NibObject? = nil, linked: [String] = ["Foundation", "UIKit"]) -> AppBundle {
        var info: [String: PlistValue] = [
            "CFBundleIdentifier": .string("com.example.EmptyWindow"), "CFBundleName": .string("Empty Window"),
            "CFBundleExecutable": .string("Empty Window"), "UIMainStoryboardFile": .string("Main"),
        ]
        info.merge(extra) { $1 }
        let program = AppProgram(sources: [], classes: [
            DeclaredClass(name: "AppDelegate", superclass: "UIResponder", conformances: ["UIApplicationDelegate"],
                          methods: delegateMethods, properties: ["window"], attributes: ["main"], file: "AppDelegate.swift", line: 3),
            DeclaredClass(name: "ViewController", superclass: "UIViewController", methods: ["viewDidLoad()"],
                          file: "ViewController.swift", line: 3),
            DeclaredClass(name: "SceneDelegate", superclass: "UIResponder", conformances: ["UIWindowSceneDelegate"],
                          methods: ["scene(_:willConnectTo:options:)", "sceneDidBecomeActive(_:)", "sceneWillResignActive(_:)",
                                    "sceneWillEnterForeground(_:)", "sceneDidEnterBackground(_:)"],
                          properties: ["window"], file: "SceneDelegate.swift", line: 3),
        ], entryPoint: .attributedDelegate(delegateClass: "AppDelegate"))
        return AppBundle(path: "/apps/Empty Window.app", info: info, program: program,
                         storyboards: ["Main": mainStoryboard(controller: viewController)], linkedFrameworks: linked)
    }

    static func mainStoryboard(controller: NibObject? = nil) -> CompiledStoryboard {
        let view = NibObject(id: "8bC-Xf-vdC", uikitClass: "UIView", attributes: ["backgroundColor": "systemBackgroundColor"],
                             children: [NibObject(id: "lbl-1", uikitClass: "UILabel", attributes: ["text": "Hello"])])
        let controller = controller ?? NibObject(id: "BYZ-38-t0r", uikitClass: "UIViewController", customClass: "ViewController",
                                                 attributes: [CompiledStoryboard.viewNibAttribute: "BYZ-38-t0r-view-8bC-Xf-vdC"])
        return CompiledStoryboard(name: "Main", entryPointIdentifier: "BYZ-38-t0r",
                                  identifiersToNibNames: ["BYZ-38-t0r": "UIViewController-BYZ-38-t0r"],
                                  nibs: ["UIViewController-BYZ-38-t0r": Nib(objects: [controller]),
                                         "BYZ-38-t0r-view-8bC-Xf-vdC": Nib(objects: [view])])
    }

    /// The same app with the iOS 13 scene manifest.
    static func sceneApp() -> AppBundle {
        emptyWindow(info: ["UIApplicationSceneManifest": .dictionary([
            "UIApplicationSupportsMultipleScenes": .bool(false),
            "UISceneConfigurations": .dictionary(["UIWindowSceneSessionRoleApplication": .array([.dictionary([
                "UISceneConfigurationName": .string("Default Configuration"),
                "UISceneDelegateClassName": .string("Empty_Window.SceneDelegate"),
                "UISceneStoryboardFile": .string("Main"),
            ])])]),
        ])])
    }

    /// A device with `bundle` installed, and the app.
    static func device(_ bundle: AppBundle = emptyWindow(), ios: Int = 17,
                       code: ((AppProgram) -> AppCode)? = nil) throws -> (Device, InstalledApp) {
        let device = Device(iosVersion: ios)
        if let code { device.appCodeFactory = { code($1) } }
        try device.boot { steps throws(DeviceError) in try steps.install(bundle, containerPath: nil) }
        return (device, try device.app(matching: bundle.displayName))
    }
}

/// App code whose method bodies are closures keyed `Class.selector`; everything else is
/// answered as `DeclaredAppCode` answers it.
final class ScriptedAppCode: AppCode {
    typealias Body = (ObjectRef, [AppValue], AppHost) throws(ProcessEnded) -> AppValue
    let declared: DeclaredAppCode
    let bodies: [String: Body]

    init(program: AppProgram, bodies: [String: Body]) {
        declared = DeclaredAppCode(program: program)
        self.bodies = bodies
    }

    func implements(_ selector: String, in className: String) -> Bool {
        bodies["\(className).\(selector)"] != nil || declared.implements(selector, in: className)
    }
    func declaresClass(_ className: String) -> Bool { declared.declaresClass(className) }
    func superclass(of className: String) -> String? { declared.superclass(of: className) }
    func instantiate(_ object: ObjectRef, host: AppHost) -> AppCodeOutcome { declared.instantiate(object, host: host) }
    func property(_ name: String, of receiver: ObjectRef) -> AppValue? { declared.property(name, of: receiver) }
    func setProperty(_ name: String, of receiver: ObjectRef, to value: AppValue) -> Bool {
        declared.setProperty(name, of: receiver, to: value)
    }
    func call(_ closure: ClosureRef, arguments: [AppValue], host: AppHost) -> AppCodeOutcome { .returned(.void) }

    func perform(_ selector: String, on receiver: ObjectRef, arguments: [AppValue], host: AppHost) -> AppCodeOutcome {
        guard let body = bodies["\(receiver.className).\(selector)"] else { return .returned(.void) }
        do { return .returned(try body(receiver, arguments, host)) } catch { return .ended }
    }
}

extension Device {
    /// Events after `seq`, as short strings: `state inactive→active`, `AppDelegate.x()`,
    /// `-AppDelegate.y()` when not implemented, `note …` for system events (Swift's description of the case).
    func trace(after seq: Int = 0, notifications: Bool = false) -> [String] {
        log.events(after: seq).compactMap { event in
            switch event.kind {
            case let .action(name, _): "▸ \(name)"
            case let .state(from, to): "state \(from.rawValue)→\(to.rawValue)"
            case let .sceneState(_, from, to): "scene \(from.rawValue)→\(to.rawValue)"
            case let .callback(receiver, name, implemented): (implemented ? "" : "-") + "\(receiver).\(name)"
            case let .notification(name): notifications ? name : nil
            case let .system(note): "note \(note)"
            case let .console(text): "print \(text)"
            case let .warning(text): "warning \(text)"
            case let .advice(advice): "advice \(advice.name)"
            case let .crash(_, code): "crash \(code)"
            case let .mac(.state(from, to)): "mac \(from.rawValue)→\(to.rawValue)"
            case let .mac(note): "mac-note \(note)"
            case .lesson, .push, .wake, .deadline: nil
            }
        }
    }

    /// Only callbacks and state changes, the heart of every table row.
    func lifecycle(after seq: Int = 0) -> [String] {
        trace(after: seq).filter { $0.hasPrefix("state") || $0.contains("(") && !$0.hasPrefix("note") && !$0.hasPrefix("warning") }
    }
}
