/// One observable thing that happened on the device, in the order it happened.
///
/// The JSON form is a **contract** (docs/formats.md, "Events: JSON Lines"): fields may be added, none renamed.
public struct Event: Sendable, Equatable {
    /// Position in the log, from 1.
    public var seq: Int
    /// Virtual milliseconds since the device booted.
    public var t: Int
    /// Bundle identifier of the app concerned, or nil for the system.
    public var app: String?
    /// The app's display name when it happened (kept for output after the app is removed).
    public var appName: String?
    public var kind: Kind
    /// How many of the app's methods were running when it happened: 0 for what the system
    /// does between methods; 1 for a `print` in `application(_:didFinishLaunchingWithOptions:)`
    /// or a callback offered from inside it (`viewDidLoad()` when the app's own code calls
    /// `makeKeyAndVisible()`); 2 for a `print` in that nested `viewDidLoad()`.
    public var depth: Int
    /// The row of the lifecycle tables that produced it (`LifecycleRules`), if one did.
    public var rule: LifecycleRule.ID?

    public init(seq: Int, t: Int, app: String?, appName: String? = nil, kind: Kind, depth: Int = 0, rule: LifecycleRule.ID? = nil) {
        self.seq = seq
        self.t = t
        self.app = app
        self.appName = appName
        self.kind = kind
        self.depth = depth
        self.rule = rule
    }

    /// What kind of event, with the fields that kind carries.
    public enum Kind: Sendable, Equatable {
        /// What the user or the system did: a command, a call arriving, a push delivered.
        case action(name: String, arguments: [String])
        /// An app process changed state.
        case state(from: AppState, to: AppState)
        /// A scene changed state (scene-based lifecycle, iOS 13+).
        case sceneState(scene: String, from: SceneState, to: SceneState)
        /// The system offered a method to app code; `implemented` says whether the app has it.
        case callback(receiver: String, name: String, implemented: Bool)
        /// A NotificationCenter post, in Swift spelling (`UIApplication.didBecomeActiveNotification`).
        case notification(name: String)
        /// A step the system took that is neither a state change nor a callback
        /// (`UIApplicationMain: UIApplication created`, `UIWindow.makeKeyAndVisible()`).
        case system(SystemEvent)
        /// The app's own `print`.
        case console(text: String)
        /// A system log message: iOS's own words, as its console shows them.
        case warning(text: String)
        /// A warning of the lab's own (what iOS would leave unsaid), as a fact LabShell words.
        case advice(Advice)
        /// The app crashed or was killed: why (a fact LabShell words) and the exception code.
        case crash(cause: CrashCause, code: String)
        /// Lesson progress: `name` is `step-passed` or `lesson-complete`.
        case lesson(name: String, lesson: String, step: String)
        /// A remote notification reached the device for the app: its alert, or nothing shown (silent).
        case push(title: String?, body: String?, silent: Bool)
        /// The system woke or launched the app in the background: `reason` is `silent-push`, `background-fetch` or `app-refresh` (BGTaskScheduler).
        case wake(reason: String)
        /// A completion handler the system waits for: called in time (`met`), or not.
        case deadline(what: DeadlineCall, met: Bool)
        /// Something on the simulated Mac: a state change or a system step (docs/lifecycle.md, "The Mac").
        case mac(MacEvent)

        /// The `kind` field of the JSON form.
        public var name: String {
            switch self {
            case .action: "action"
            case .state: "state"
            case .sceneState: "scene-state"
            case .callback: "callback"
            case .notification: "notification"
            case .system: "system"
            case .console: "console"
            case .warning: "warning"
            case .advice: "advice"
            case .crash: "crash"
            case .lesson: "lesson"
            case .push: "push"
            case .wake: "wake"
            case .deadline: "deadline"
            case let .mac(event): if case .state = event { "mac-state" } else { "mac" }
            }
        }
    }
}
