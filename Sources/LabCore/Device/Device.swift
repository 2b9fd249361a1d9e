import BundleFormats

/// The simulated iPhone: a virtual clock, one event log and the parts that own the rest of its
/// state (docs/architecture.md, "The device's parts"): installed apps, the springboard, running
/// processes, memory, permissions, notifications, background schedule, stores, sensors, crash
/// reports and, on the simulated Mac, its desktop.
///
/// Every public operation that changes the device first validates, throwing a
/// `DeviceError` and changing nothing when the operation makes no sense now; then appends one
/// `action` event named after the command, then its consequences.
///
/// Compound commands (`run` = build + install + launch) run their operations as steps of one
/// action (`perform(_:arguments:_:)`, `ActionSteps`), so the log holds one action for one
/// command line.
public final class Device {
    /// The iOS version the device runs; behaviour that changed across versions is keyed to it.
    public let iosVersion: Int
    /// What the device's iOS does differently from other versions (docs/lifecycle.md, "The version dial").
    public let dial: VersionDial
    public internal(set) var clock = Clock()
    public let log = EventLog()

    /// The installed apps, in install order (the system apps first), and the project each was built from.
    public internal(set) var apps: InstalledApps
    /// What is on screen.
    public internal(set) var springboard = Springboard()
    /// Live processes, pids, least-recently-used order and the apps the user swiped away.
    var processes = ProcessTable()
    /// The last state change of each app that ever ran, for `diagram` and `state`.
    public internal(set) var lastTransitions = LastTransitions()
    /// The crash reports the device wrote, by the `seq` of their `crash` event.
    public internal(set) var crashReports = CrashReports()
    /// How much memory apps may hold before the system reclaims suspended ones.
    public internal(set) var memory: MemoryBudget

    /// Makes the object that answers for an app's code at each cold launch. Defaults to
    /// `DeclaredAppCode`, which knows what the app declares and runs no bodies; LabRuntime
    /// installs one that runs the app's executable as a process.
    public var appCodeFactory: (InstalledApp, AppProgram) -> AppCode = { DeclaredAppCode(program: $1) }

    /// What the user allowed each app (notifications, location, Contacts, Photos) and how the
    /// simulated user answers the next request.
    public var permissions = Permissions()
    /// Pending local notification requests, each app's categories and authorisation options.
    public internal(set) var notificationCenter = UserNotificationCenter()
    /// Each app's dynamic quick actions (`UIApplication.shortcutItems`).
    var dynamicQuickActions = DynamicQuickActions()
    /// Background fetch intervals and BGTaskScheduler's pending requests.
    var backgroundSchedule = BackgroundSchedule()
    /// The pasteboard, keychains and photo library, which outlive the apps that wrote them.
    public internal(set) var stores = SystemStores()
    /// What the device senses of the world: where it is and which way up it is held.
    public internal(set) var sensors = Sensors()
    /// What runs once, by app, while the app is inactive on its way to active (iOS 7–9: the
    /// app delegate hears of a tapped notification then).
    var beforeBecomingActive: [String: (AppProcess) -> Void] = [:]
    /// Ids of completion handlers the system hands app code.
    var nextCompletionID = 1
    /// The Mac's desktop when this device is the simulated Mac (`init(macOS:)`); nil on the iPhone.
    public internal(set) var mac: MacDesktop?

    /// A current iOS, used when no `--ios` is given.
    public static let defaultIOSVersion = 17
    /// The versions the lifecycle tables cover.
    public static let supportedIOSVersions = 3...18

    /// A device with its system apps installed (Phone, Settings, Messages).
    public init(iosVersion: Int = Device.defaultIOSVersion) {
        self.iosVersion = iosVersion
        dial = VersionDial(iosVersion: iosVersion)
        memory = MemoryBudget(iosVersion: iosVersion)
        apps = InstalledApps(systemApps: SystemApps.all)
    }

    /// Appends an event stamped with the current virtual time.
    @discardableResult
    public func record(_ kind: Event.Kind, app: String? = nil) -> Event {
        log.append(kind, app: app, appName: app.flatMap { apps.displayName(of: $0) },
                   at: clock.now, depth: app.flatMap { processes[$0]?.callDepth } ?? 0)
    }

    /// Records the one `action` event of a command: an operation's own (`record(_:as:arguments:)`),
    /// or a compound command's (`perform`), whose steps then record none.
    public func recordAction(_ action: DeviceAction, arguments: [String]) {
        record(.action(name: action.name, arguments: arguments))
    }

    /// The one way an operation records its action, once it has validated: as `entry` says —
    /// nil, with the operation's own `arguments`; a command's entry, with the arguments as
    /// typed; a step's (`ActionSteps`), not at all, since `perform` recorded the command's.
    func record(_ entry: ActionEntry?, as action: DeviceAction, arguments: @autoclosure () -> [String] = []) {
        guard let entry else { return recordAction(action, arguments: arguments()) }
        if let typed = entry.arguments { recordAction(action, arguments: typed) }
    }

    /// `wait DURATION`: lets virtual time pass. `typed` is the duration as the user wrote it,
    /// kept in the action event. Background tasks that run out of time expire on the way.
    public func wait(milliseconds: Int, typed: String) throws(DeviceError) {
        guard milliseconds > 0 else { throw DeviceError.waitDuration }
        recordAction(.wait, arguments: [typed])
        advanceTime(to: clock.now + milliseconds)
    }

    /// The live process of an app, if it is running (in any state but not running).
    public func process(for app: InstalledApp) -> AppProcess? { processes[app.bundleIdentifier] }

    /// The state of an app: `notRunning` when it has no process.
    public func state(of app: InstalledApp) -> AppState { process(for: app)?.state ?? .notRunning }

    /// Live processes in install order.
    public var runningProcesses: [AppProcess] {
        // The few live processes, in their apps' install order (several queries ask on every
        // command: walking every installed app here read each one's Info.plist identifier).
        let live = processes.live
        switch live.count {
        case 0: return []
        case 1: return live.first.flatMap { apps.place(of: $0.key) != nil ? [$0.value] : nil } ?? []
        default:
            return live.compactMap { entry in apps.place(of: entry.key).map { ($0, entry.value) } }
                .sorted { $0.0 < $1.0 }.map(\.1)
        }
    }

    /// Installed apps in install order; the system apps come first (`apps.all`).
    public var installedApps: [InstalledApp] { apps.all }

    /// The installed app with this bundle identifier.
    public func installedApp(withIdentifier identifier: String) -> InstalledApp? { apps[identifier] }

    /// Where the device is (`location LAT,LON`); nil until set (`sensors.location`).
    public var location: Coordinate? { sensors.location }

    /// Which way up the device is held (`sensors.orientation`).
    public var orientation: DeviceOrientation { sensors.orientation }
}

/// How an operation records the action that caused it (`Device.record(_:as:arguments:)`): as
/// a command's own action, with its arguments as typed (`.record(arguments:)`), or — made only
/// by `ActionSteps`, so no operation runs unrecorded outside `Device.perform` and `Device.boot` —
/// as a step, whose action the compound command recorded (or, at boot, nobody typed).
public struct ActionEntry: Sendable, Equatable {
    /// The action's arguments as typed; nil for a step.
    let arguments: [String]?

    /// Record the operation's `DeviceAction` with these arguments before the consequences.
    public static func record(arguments: [String]) -> ActionEntry { ActionEntry(arguments: arguments) }

    /// A step of an action recorded already, or of the device's boot.
    static let step = ActionEntry(arguments: nil)
}


