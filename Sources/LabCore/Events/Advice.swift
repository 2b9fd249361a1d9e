/// A warning of the lab's own: where iOS would fail quietly (or log something terse), the lab
/// says what is missing. Facts only — names and identifiers; LabShell words them
/// (`Rendering/AdviceText.swift`), and a lesson matches one by its `name` (`advice NAME`).
/// iOS's own console text stays a `.warning(text:)`, as on a device.
public enum Advice: Sendable, Equatable {
    /// A BGTaskScheduler task runs, but the app registered no launch handler for its identifier.
    case launchHandlerMissing(identifier: String)
    /// `register(forTaskWithIdentifier:)` with an identifier Info.plist's BGTaskSchedulerPermittedIdentifiers lacks.
    case taskIdentifierNotPermitted(identifier: String)
    /// An app refresh request without the identifier permitted and `fetch` in UIBackgroundModes.
    case appRefreshNotPermitted(identifier: String)
    /// A processing request without the identifier permitted and `processing` in UIBackgroundModes.
    case processingNotPermitted(identifier: String)
    /// `fetch` for an app without `fetch` in UIBackgroundModes: it is not woken.
    case fetchModeMissing(app: String)
    /// A silent push for an app without `remote-notification` in UIBackgroundModes: not delivered in the background.
    case remoteNotificationModeMissing(app: String)
    /// UIMainStoryboardFile before iOS 5; `hasMainNib` says whether NSMainNibFile gives a window instead.
    case storyboardBeforeIOS5(storyboard: String, iosVersion: Int, hasMainNib: Bool)
    /// Audio or location work goes on in an app whose UIBackgroundModes lacks the mode.
    case backgroundModeMissing(mode: BackgroundMode, app: String)
    /// A resource named in another case than the bundle's file: found on a Mac, not on an iPhone.
    case nameCaseDiffers(requested: String, found: String)
    /// The app printed faster than the device keeps its output: `lines` lines were not kept.
    case outputDropped(lines: Int)
    /// This kernel has no Landlock: app processes run without a file sandbox.
    case noFileSandbox
    /// This kernel's Landlock (ABI `abi`, before 6) cannot keep an app from signalling the lab.
    case signalsNotConfined(abi: Int)

    /// The fact's name, in the events' JSON and in lessons' `advice NAME`.
    public var name: String {
        switch self {
        case .launchHandlerMissing: "launchHandlerMissing"
        case .taskIdentifierNotPermitted: "taskIdentifierNotPermitted"
        case .appRefreshNotPermitted: "appRefreshNotPermitted"
        case .processingNotPermitted: "processingNotPermitted"
        case .fetchModeMissing: "fetchModeMissing"
        case .remoteNotificationModeMissing: "remoteNotificationModeMissing"
        case .storyboardBeforeIOS5: "storyboardBeforeIOS5"
        case .backgroundModeMissing: "backgroundModeMissing"
        case .nameCaseDiffers: "nameCaseDiffers"
        case .outputDropped: "outputDropped"
        case .noFileSandbox: "noFileSandbox"
        case .signalsNotConfined: "signalsNotConfined"
        }
    }

    /// Every fact's name, for messages that list them.
    public static let names = ["launchHandlerMissing", "taskIdentifierNotPermitted", "appRefreshNotPermitted", "processingNotPermitted",
                               "fetchModeMissing", "remoteNotificationModeMissing", "storyboardBeforeIOS5", "backgroundModeMissing",
                               "nameCaseDiffers", "outputDropped", "noFileSandbox", "signalsNotConfined"]

    /// The fact's arguments as JSON fields, in a fixed order.
    var fields: [(String, JSONScalar)] {
        switch self {
        case let .launchHandlerMissing(identifier), let .taskIdentifierNotPermitted(identifier),
             let .appRefreshNotPermitted(identifier), let .processingNotPermitted(identifier):
            [("identifier", .string(identifier))]
        case let .fetchModeMissing(app), let .remoteNotificationModeMissing(app):
            [("appName", .string(app))]
        case let .storyboardBeforeIOS5(storyboard, iosVersion, hasMainNib):
            [("storyboard", .string(storyboard)), ("ios", .int(iosVersion)), ("hasMainNib", .bool(hasMainNib))]
        case let .backgroundModeMissing(mode, app):
            [("mode", .string(mode.rawValue)), ("appName", .string(app))]
        case let .nameCaseDiffers(requested, found):
            [("requested", .string(requested)), ("found", .string(found))]
        case let .outputDropped(lines):
            [("lines", .int(lines))]
        case .noFileSandbox:
            []
        case let .signalsNotConfined(abi):
            [("abi", .int(abi))]
        }
    }
}
