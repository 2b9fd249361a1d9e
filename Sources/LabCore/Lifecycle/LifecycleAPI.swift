/// The lifecycle API a learner asks about (`help applicationDidEnterBackground`, `why not …`):
/// delegate methods, view-controller callbacks, lifecycle notifications and Info.plist keys,
/// each with its era, its time budget, what it must do and what it needs. When it is called
/// is read from the rule rows (`LifecycleRules`) and the tables they run, not declared again.
public struct LifecycleAPIEntry: Sendable, Equatable {
    public enum Kind: String, Sendable, CaseIterable {
        case appDelegate, sceneDelegate, viewController, notificationCenterDelegate, notification, infoPlistKey
    }

    /// What the method must do before it returns.
    public enum Duty: String, Sendable {
        /// Return quickly: the watchdog's budget runs.
        case returnQuickly
        /// Call the completion handler it is given, within the budget.
        case callCompletionHandler
        /// Return a scene configuration.
        case returnConfiguration
        /// Call `super` (UIViewController's own implementation does work).
        case callSuper
        /// Release what can be made again (caches, views not on screen).
        case releaseMemory
        /// Save what the user would lose: the last moment code runs before a silent end.
        case saveState
    }

    /// What the app needs for the method to be called at all.
    public enum Requirement: Sendable, Equatable {
        /// A value of `UIBackgroundModes` in Info.plist.
        case backgroundMode(String)
        /// The user's permission for notifications.
        case notificationPermission
        /// Info.plist's key (a scene manifest for scene delegate methods).
        case infoKey(String)
    }

    /// The full spelling (`applicationDidEnterBackground(_:)`, `UIApplication.didEnterBackgroundNotification`).
    public let name: String
    public let kind: Kind
    /// The iOS versions that have it.
    public let versions: [ClosedRange<Int>]
    public let budget: Watchdog.Limit?
    public let duties: [Duty]
    public let requirements: [Requirement]
    /// For the four app-delegate activation methods: the scene delegate's method that replaces
    /// it in a scene-based app (and back).
    public let sceneCounterpart: String?
    /// The notification posted right after the method (or, for a notification, its method).
    public let companion: String?

    public func exists(onIOS version: Int) -> Bool { versions.contains { $0.contains(version) } }

    /// The name without its argument labels (`applicationDidEnterBackground`).
    public var baseName: String { String(name.prefix { $0 != "(" }) }

    /// The rows that offer or post it, read from `LifecycleRules` and the steps they run.
    public var offeringRules: [LifecycleRule] {
        LifecycleRules.all.filter { LifecycleAPI.names(offeredBy: $0).contains(name) }
    }
}

public enum LifecycleAPI {
    static let latest = LifecycleRules.latest
    static func from(_ range: PartialRangeFrom<Int>) -> [ClosedRange<Int>] { [range.lowerBound...latest] }
    static let always = [3...latest]

    /// Every entry, app delegate first.
    public static let entries: [LifecycleAPIEntry] =
        AppDelegateCallback.allCases.map(entry) + SceneDelegateCallback.allCases.map(entry)
        + ViewControllerCallback.allCases.map(entry) + NotificationCenterCallback.allCases.map(entry)
        + notifications + infoKeys

    static func entry(_ callback: AppDelegateCallback) -> LifecycleAPIEntry {
        let versions: [ClosedRange<Int>] = switch callback {
        case .willFinishLaunching: from(VersionDial.Era.willFinishLaunching)
        case .didEnterBackground, .willEnterForeground: from(VersionDial.Era.multitasking)
        case .configurationForConnecting: from(VersionDial.Era.scenes)
        case .didReceiveRemoteNotificationInBackground, .performFetch: from(VersionDial.Era.backgroundPush)
        case .performActionForShortcutItem: [9...latest]
        default: always
        }
        let budget: Watchdog.Limit? = switch callback {
        case .willFinishLaunching, .didFinishLaunching: .launch
        case .didReceiveRemoteNotificationInBackground, .performFetch: .completionHandler
        default: callback.timeLimit
        }
        let duties: [LifecycleAPIEntry.Duty] = switch callback {
        case .didEnterBackground: [.saveState, .returnQuickly]
        case .willTerminate: [.saveState, .returnQuickly]
        case .willFinishLaunching, .didFinishLaunching: [.returnQuickly]
        case .didReceiveRemoteNotificationInBackground, .performFetch, .performActionForShortcutItem: [.callCompletionHandler]
        case .configurationForConnecting: [.returnConfiguration]
        case .didReceiveMemoryWarning: [.releaseMemory]
        default: []
        }
        let requirements: [LifecycleAPIEntry.Requirement] = switch callback {
        case .performFetch: [.backgroundMode("fetch")]
        case .didReceiveRemoteNotificationInBackground: [.backgroundMode("remote-notification")]
        case .configurationForConnecting: [.infoKey("UIApplicationSceneManifest")]
        default: []
        }
        let counterpart: SceneDelegateCallback? = switch callback {
        case .didBecomeActive: .didBecomeActive
        case .willResignActive: .willResignActive
        case .didEnterBackground: .didEnterBackground
        case .willEnterForeground: .willEnterForeground
        default: nil
        }
        return LifecycleAPIEntry(name: callback.rawValue, kind: .appDelegate, versions: versions, budget: budget, duties: duties,
                                 requirements: requirements, sceneCounterpart: counterpart?.rawValue, companion: callback.notification)
    }

    static func entry(_ callback: SceneDelegateCallback) -> LifecycleAPIEntry {
        let counterpart: AppDelegateCallback? = switch callback {
        case .didBecomeActive: .didBecomeActive
        case .willResignActive: .willResignActive
        case .didEnterBackground: .didEnterBackground
        case .willEnterForeground: .willEnterForeground
        default: nil
        }
        let duties: [LifecycleAPIEntry.Duty] = callback == .didEnterBackground ? [.saveState, .returnQuickly] : []
        return LifecycleAPIEntry(name: callback.rawValue, kind: .sceneDelegate, versions: from(VersionDial.Era.scenes),
                                 budget: callback.timeLimit, duties: duties, requirements: [.infoKey("UIApplicationSceneManifest")],
                                 sceneCounterpart: counterpart?.rawValue, companion: callback.notification)
    }

    static func entry(_ callback: ViewControllerCallback) -> LifecycleAPIEntry {
        let versions: [ClosedRange<Int>] = switch callback {
        case .viewWillUnload: [VersionDial.Era.viewWillUnload]
        case .viewDidUnload: [VersionDial.Era.viewUnloading]
        case .viewIsAppearing: from(VersionDial.Era.scenes)
        default: always
        }
        let duties: [LifecycleAPIEntry.Duty] = switch callback {
        case .loadView: []
        case .didReceiveMemoryWarning: [.callSuper, .releaseMemory]
        default: [.callSuper]
        }
        return LifecycleAPIEntry(name: callback.rawValue, kind: .viewController, versions: versions, budget: nil, duties: duties,
                                 requirements: [], sceneCounterpart: nil, companion: nil)
    }

    static func entry(_ callback: NotificationCenterCallback) -> LifecycleAPIEntry {
        LifecycleAPIEntry(name: callback.rawValue, kind: .notificationCenterDelegate, versions: from(VersionDial.Era.userNotifications),
                          budget: nil, duties: [.callCompletionHandler], requirements: [.notificationPermission],
                          sceneCounterpart: nil, companion: nil)
    }

    /// The notifications the lifecycle posts, each with the method it follows.
    static let notifications: [LifecycleAPIEntry] = {
        var result: [LifecycleAPIEntry] = []
        for callback in AppDelegateCallback.allCases {
            guard let name = callback.notification else { continue }
            let method = entry(callback)
            result.append(LifecycleAPIEntry(name: name, kind: .notification, versions: method.versions, budget: nil, duties: [],
                                            requirements: [], sceneCounterpart: nil, companion: callback.rawValue))
        }
        for callback in SceneDelegateCallback.allCases {
            result.append(LifecycleAPIEntry(name: callback.notification, kind: .notification, versions: from(VersionDial.Era.scenes),
                                            budget: nil, duties: [], requirements: [], sceneCounterpart: nil, companion: callback.rawValue))
        }
        return result
    }()

    /// The Info.plist keys the lifecycle reads.
    static let infoKeys: [LifecycleAPIEntry] = [
        key("UIApplicationExitsOnSuspend", [VersionDial.Era.exitsOnSuspend]),
        key("UIApplicationSceneManifest", from(VersionDial.Era.scenes)),
        key("UIMainStoryboardFile", from(VersionDial.Era.storyboards)),
        key("NSMainNibFile", always),
        key("UIBackgroundModes", from(VersionDial.Era.multitasking)),
        key("BGTaskSchedulerPermittedIdentifiers", from(VersionDial.Era.backgroundTasks)),
    ]

    static func key(_ name: String, _ versions: [ClosedRange<Int>]) -> LifecycleAPIEntry {
        LifecycleAPIEntry(name: name, kind: .infoPlistKey, versions: versions, budget: nil, duties: [], requirements: [],
                          sceneCounterpart: nil, companion: nil)
    }

    /// The entries `typed` names: the full spelling, the name without labels
    /// (`applicationDidEnterBackground`), the first label (`didFinishLaunchingWithOptions`), or a
    /// notification's short (`didEnterBackgroundNotification`) or Objective-C name
    /// (`UIApplicationDidEnterBackgroundNotification`). Several when the short name is shared.
    public static func entries(named typed: String) -> [LifecycleAPIEntry] {
        if let exact = entries.first(where: { $0.name == typed }) { return [exact] }
        return entries.filter { aliases(of: $0).contains(typed) }
    }

    /// Every name `entries(named:)` accepts for `entry`, for Tab.
    public static func aliases(of entry: LifecycleAPIEntry) -> [String] {
        var names = [entry.name]
        switch entry.kind {
        case .notification:
            let parts = entry.name.split(separator: ".")
            if parts.count == 2 {
                names.append(String(parts[1]))
                names.append(String(parts[0]) + parts[1].prefix(1).uppercased() + parts[1].dropFirst())
            }
        case .infoPlistKey:
            break
        default:
            let base = entry.baseName
            let labels = entry.name.drop { $0 != "(" }.dropFirst().split(separator: ":").map(String.init).filter { $0 != "_" && $0 != ")" }
            if labels.isEmpty || base != "application" && base != "scene" && base != "userNotificationCenter" {
                names.append(base)
            } else if let first = labels.first {
                names.append(first)
            }
        }
        return names
    }

    /// Every name Tab offers after `help` and `why not`.
    public static var completionNames: [String] {
        var seen = Set<String>()
        return entries.flatMap(aliases(of:)).filter { seen.insert($0).inserted }
    }

    /// The methods and notifications a row offers or posts, on the first iOS version it holds for.
    public static func names(offeredBy rule: LifecycleRule) -> Set<String> {
        let version = rule.versions.first?.lowerBound ?? 3
        var names: Set<String> = []
        func add(_ step: LifecycleStep) {
            switch step {
            case let .appDelegate(callback): names.insert(callback.rawValue); callback.notification.map { names.insert($0) }
            case let .sceneDelegate(callback): names.insert(callback.rawValue); names.insert(callback.notification)
            case let .notification(name): names.insert(name)
            case let .viewControllers(callback): names.insert(callback.rawValue)
            default: break
            }
        }
        func add(_ transition: Transition, _ kind: LifecycleTableKind) {
            TransitionTable.steps(for: transition, in: kind).forEach(add)
        }
        switch rule.effect {
        case let .transitions(transitions):
            let kinds: [LifecycleTableKind] = VersionDial(iosVersion: rule.versions.last?.upperBound ?? version).supportsScenes
                ? [.appBased, .sceneBased] : [.appBased]
            for kind in kinds { transitions.forEach { add($0, kind) } }
        case let .launch(kind):
            let dial = VersionDial(iosVersion: version)
            let steps = rule.condition == .launchedInBackground ? LaunchTable.backgroundSteps(dial: dial)
                : rule.condition == .noSceneYet ? LaunchTable.sceneConnectionSteps
                : LaunchTable.steps(for: kind, dial: dial)
            for step in steps {
                switch step {
                case let .appDelegate(callback): add(.appDelegate(callback))
                case let .transition(transition): add(transition, kind)
                case .showMainWindow, .connectScene:
                    names.insert(ViewControllerCallback.loadView.rawValue); names.insert(ViewControllerCallback.viewDidLoad.rawValue)
                    if case .connectScene = step {
                        names.insert(SceneDelegateCallback.willConnect.rawValue); names.insert(SceneDelegateCallback.willConnect.notification)
                        names.insert(AppDelegateCallback.configurationForConnecting.rawValue)
                    }
                case .viewsWillAppear: names.insert(ViewControllerCallback.viewWillAppear.rawValue)
                case .viewsDidAppear: names.insert(ViewControllerCallback.viewDidAppear.rawValue)
                default: break
                }
            }
        }
        return names
    }
}
