import BundleFormats

/// One running app: its state, its live UIKit objects and the code that answers for it.
///
/// Created by a cold launch and dropped when the app ends (crash, termination, reclaim);
/// an app that is not running has no process.
public final class AppProcess {
    public let app: InstalledApp
    /// Process identifier, as crash reports print it (deterministic: counts up from 400).
    public let pid: Int
    public let mode: LifecycleMode
    public internal(set) var state: AppState = .notRunning
    public let objects = ObjectGraph()
    /// Answers for the app's methods; nil for system apps, whose code is Apple's.
    let code: AppCode?
    /// Background tasks begun and not yet ended.
    public internal(set) var backgroundTasks: [BackgroundTask] = []
    var nextTaskID = 1
    /// Started by `run` (Xcode's Cmd-R): the debugger is attached, so the launch watchdog is
    /// off and the app is not suspended in the background (`detach` lets go of it).
    public internal(set) var debuggerAttached = false
    /// The watchdog's deadline while a timed piece of work runs.
    var deadline: Watchdog.Deadline?
    /// How deep app code is running right now (callbacks inside callbacks).
    var callDepth = 0
    /// Set when the process ends; app code still on the stack unwinds.
    public internal(set) var isEnded = false
    /// `ProcessTable.countUse()` when the app was last in front (least recently used goes first).
    var lastUsed = 0
    /// When the app last entered the background (background task allowance counts from here).
    var enteredBackground: Int?
    /// The `enteredBackground` whose allowance's expiration handlers have run (the app is killed
    /// at the end of that allowance if a task is still open).
    var expirationHandlersRan: Int?
    /// When the app's next timer is due (virtual milliseconds), as the app last said.
    var nextTimerAt: Int?
    /// Whether that is a screen frame only (an `SKView`'s): no timer firing is logged for it.
    var nextTimerIsFrame = false
    /// Lifecycle notifications app code (or the SDK for it) observes, by the names the
    /// lifecycle table posts: only these are posted in the app (LifecycleNotifications).
    var observedNotifications: Set<String> = []
    /// While a delegate method and the notification that follows it are delivered: what waits
    /// for the outermost call (a suspension) waits for both.
    var holdsAfterCurrentCall = false
    var afterCurrentCallDeferred = false
    /// Animated transitions under way, earliest end first: their `did` halves wait (docs/lifecycle.md,
    /// "Animations take time").
    var runningTransitions: [RunningTransition] = []
    var nextTransitionID = 1
    /// When the app's next `UIView` animation ends (virtual milliseconds), as the app last said.
    var nextViewAnimationEnd: Int?
    /// The controller whose custom transition (an app's animation controller) the device runs
    /// within its next transition, between the `will` and `did` appearance methods.
    var customTransition: ObjectRef?
    /// Memory the process holds, in MB.
    public let footprint: Int
    /// `UNUserNotificationCenter.current().delegate`.
    public internal(set) var notificationDelegate: ObjectRef?
    /// Completion handlers the system handed the app and waits for, by closure id.
    var pendingCompletions: [Int: PendingCompletion] = [:]
    /// Long-running background work the app says it is doing (audio playing), by mode.
    public internal(set) var backgroundActivities: [BackgroundMode: BackgroundActivity] = [:]
    /// BGTaskScheduler launch handlers by task identifier (registered during launch).
    var launchHandlers: [String: ClosureRef] = [:]
    /// Set while the launch sequence runs.
    var isLaunching = false
    /// Set once `didFinishLaunching` has returned: BGTaskScheduler takes no more launch handlers.
    var hasFinishedLaunching = false
    /// A launch method returned false: a quick action that launched the app is not sent again.
    var declinedLaunchAction = false
    /// What runs once the app code now running has returned (the device token's delivery).
    var afterCurrentCall: [(Device) -> Void] = []
    /// The app's CLLocationManagers, by the manager's object.
    var locationClients: [ObjectRef: LocationClient] = [:]
    /// Which way up the app's interface is: set at launch, changed by rotations it allows.
    public internal(set) var interfaceOrientation: InterfaceOrientation = .portrait
    /// The note that `voip` keeps nothing running was given (once per process).
    var toldVoIPKeepsNothing = false

    init(app: InstalledApp, pid: Int, mode: LifecycleMode, code: AppCode?, footprint: Int) {
        self.app = app
        bundleIdentifier = app.bundleIdentifier
        self.pid = pid
        self.mode = mode
        self.code = code
        self.footprint = footprint
    }

    /// The app's bundle identifier, read once from its Info.plist: the engine names the process
    /// by it for every event and lookup.
    public let bundleIdentifier: String
    /// The real process on the host that runs the app's code, while there is one.
    public var hostProcessID: Int32? { code?.hostProcessID }
    public var isSceneBased: Bool { if case .sceneBased = mode { true } else { false } }
    /// Code runs in these states (suspended and not-running apps run nothing).
    public var isExecuting: Bool { state == .inactive || state == .active || state == .background }
}

/// A task begun with `beginBackgroundTask(withName:expirationHandler:)`.
public struct BackgroundTask: Sendable, Equatable {
    public let identifier: Int
    public let name: String?
    let expirationHandler: ClosureRef?
    /// Virtual time when it began.
    public let began: Int
}

/// Which lifecycle an app follows (docs/lifecycle.md: app-based, or scene-based from iOS 13 when
/// Info.plist has `UIApplicationSceneManifest`).
public enum LifecycleMode: Sendable, Equatable {
    case appBased
    case sceneBased(SceneConfiguration)

    /// The mode `bundle` gets on a device with `dial`.
    public static func of(_ bundle: AppBundle, dial: VersionDial) -> LifecycleMode {
        guard dial.supportsScenes, let manifest = bundle.info["UIApplicationSceneManifest"] else { return .appBased }
        return .sceneBased(SceneConfiguration(manifest: manifest))
    }

    /// Which table of `TransitionTable` applies.
    public var table: LifecycleTableKind { if case .sceneBased = self { .sceneBased } else { .appBased } }
}

/// The default scene configuration, read from `UIApplicationSceneManifest`.
public struct SceneConfiguration: Sendable, Equatable {
    /// `UISceneConfigurationName`; nil when the manifest lists no configuration.
    public var name: String?
    /// `UISceneDelegateClassName` as written (`Empty_Window.SceneDelegate`).
    public var delegateClassName: String?
    /// `UISceneStoryboardFile`.
    public var storyboardName: String?

    public init(name: String?, delegateClassName: String?, storyboardName: String?) {
        self.name = name
        self.delegateClassName = delegateClassName
        self.storyboardName = storyboardName
    }

    init(manifest: PlistValue) {
        let entry = manifest.value(atPath: "UISceneConfigurations.UIWindowSceneSessionRoleApplication.0")
        name = entry?.value(atPath: "UISceneConfigurationName")?.string
        delegateClassName = entry?.value(atPath: "UISceneDelegateClassName")?.string
        storyboardName = entry?.value(atPath: "UISceneStoryboardFile")?.string
    }

    /// The delegate class without its module prefix (`SceneDelegate`).
    public var delegateClass: String? {
        delegateClassName.map { name in name.split(separator: ".").last.map(String.init) ?? name }
    }
}

/// A completion handler the system gave app code (a silent push's, a fetch's, a notification
/// delegate's), with what it was for and until when the app may call it.
struct PendingCompletion {
    var purpose: CompletionPurpose
    /// Virtual time by which it must be called; nil when there is no deadline.
    var deadline: Int?
    /// A BGTask's `expirationHandler`, run at the deadline.
    var expirationHandler: ClosureRef?
}

/// What a completion handler answers.
enum CompletionPurpose: Equatable {
    case silentPush
    case backgroundFetch
    case willPresent(PushPayload)
    case didReceive
    /// A quick action's `completionHandler(_:)`.
    case quickAction
    /// A BGAppRefreshTask's `setTaskCompleted(success:)`.
    case appRefresh(String)
    /// A BGProcessingTask's `setTaskCompleted(success:)`.
    case processing(String)

    /// A BGTask's completion (it has an expiration handler).
    var isBackgroundTask: Bool {
        switch self {
        case .appRefresh, .processing: true
        default: false
        }
    }
}
