/// Why a device operation was refused, as facts; LabShell words it as one line a learner can
/// act on (`DeviceErrorText`). Names are display names, as the device knew them.
public enum DeviceError: Error, Equatable, Sendable {
    // Apps
    /// No installed app has this name or identifier; `guess` is the closest one, if any.
    case noSuchApp(String, guess: String?)
    /// Several installed apps have this display name: their bundle identifiers.
    case ambiguousApp(String, bundleIdentifiers: [String])
    /// The bundle's Info.plist has no CFBundleIdentifier.
    case missingBundleIdentifier
    /// The app needs a newer iOS than the device runs.
    case requiresNewerIOS(app: String, minimum: String, required: Int, running: Int)
    /// The bundle identifier is a system app's.
    case identifierOfSystemApp(String, systemApp: String)
    /// System apps cannot be removed.
    case systemAppNotRemovable(app: String)
    /// The app is not installed.
    case notInstalled(app: String)
    /// `push` or `fetch` to a system app.
    case systemAppNotWakeable(app: String, push: Bool)
    /// The app's bundle cannot launch (a launch problem UIKit refuses before any code runs).
    case cannotLaunch(app: String, problem: LaunchProblem)
    /// The app is already in front.
    case alreadyInFront(app: String, state: AppState)
    /// `terminate` of an app that is not running.
    case notRunning(app: String, typed: String)
    /// A refusal of the Mac's (or of the iPhone's on the Mac).
    case mac(MacRefusal)

    // The springboard
    /// An overlay is open and must be dismissed first.
    case overlayOpen(Springboard.Overlay)
    /// `tap` with no app active in front.
    case noActiveApp
    /// `tap TEXT` found no control with that title; `tappable` are the titles of those on screen.
    case nothingToTap(String, tappable: [String])
    /// `swipe` with no page view controller on screen.
    case nothingToSwipe
    /// `swipe` across a page view controller's orientation (up or down on a horizontal one).
    case swipeAcrossPages(container: String, vertical: Bool)
    /// `tap TEXT` found the control, but it is disabled (`isEnabled = false`): UIKit sends nothing.
    case controlDisabled(String, className: String)
    /// iOS 4–6: `kill` of the app in front, which the multitasking bar leaves out.
    case inFrontNotInMultitaskingBar(app: String, running: Int, typed: String)
    /// `launch` with the switcher open, of an app with no card (or bar icon) to tap.
    case noCardToChoose(app: String, cardSwitcher: Bool, typed: String)
    /// `detach` of an app the debugger is not attached to.
    case debuggerNotAttached(app: String, typed: String)
    /// `dismiss` with no overlay open.
    case noOverlay
    /// `kill` of an app without a card; `cards` are the display names in the switcher.
    case notInSwitcher(app: String, cards: [String])
    /// The device's iOS lacks the feature; `since` is the first version that has it.
    case unavailable(Feature, running: Int)
    /// `home` with the home screen showing.
    case alreadyHome
    /// The device is locked.
    case locked
    /// `lock` while locked.
    case alreadyLocked
    /// `unlock` while not locked.
    case notLocked

    // Calls
    /// A call is ringing and blocks the action.
    case callRinging(caller: String)
    /// `call` while a call is ringing or in progress.
    case callAlreadyThere(caller: String, answered: Bool)
    /// `hangup` with no call.
    case noCall
    /// `hangup` while the call still rings.
    case callStillRinging(caller: String)
    /// `answer`/`decline` (`verb`) with no call ringing.
    case noRingingCall(verb: String)
    /// `answer`/`decline` of an answered call.
    case callAlreadyAnswered(caller: String)

    // Memory and time
    /// `memory-warning` with no app running code.
    case noAppRunningCode
    /// `rotate` to the orientation the device already has.
    case alreadyOriented(DeviceOrientation)
    /// `memory-pressure` with a count below one.
    case memoryPressureCount
    /// `wait` with a duration of zero.
    case waitDuration

    // Notifications
    /// `tap-notification` with none delivered.
    case noNotifications
    /// `tap-notification N` out of range.
    case notificationNumber(count: Int)
    /// The notification's app was removed.
    case notificationAppGone
    /// `tap-notification N ACTION` naming no action of the notification's category.
    case noNotificationAction(String, available: [String])
    /// `quick-action` for an app with no quick actions.
    case noQuickActions(app: String)
    /// `quick-action APP TITLE` naming none of the app's items.
    case noSuchQuickAction(String, app: String, available: [String])
    /// A text-input action chosen without `--text`.
    case notificationActionNeedsText(String)
    /// A push payload that APNs would refuse (`source` is the file or `--alert`…).
    case badPayload(source: String, PayloadProblem)
    /// `push` with nothing to send.
    case emptyPush

    /// What a device's iOS may lack.
    public enum Feature: Sendable, Equatable {
        case notificationCentre, controlCentre, appSwitcher, backgroundFetch, backgroundTasks

        /// The iOS version that brought it.
        public var since: Int {
            switch self {
            case .notificationCentre: 5
            case .controlCentre: 7
            case .appSwitcher: 4
            case .backgroundFetch: 7
            case .backgroundTasks: 13
            }
        }
    }

    /// Why a push payload is refused.
    public enum PayloadProblem: Sendable, Equatable {
        /// Not JSON: Foundation's reason (empty when it gives none) and where.
        case notJSON(parserReason: String, line: Int, column: Int)
        /// JSON, but not an object.
        case notObject(found: JSONType)
        /// No `aps` dictionary.
        case noAPS
        /// Over APNs's size limit.
        case tooLarge(bytes: Int, limit: Int)
        /// No alert, badge or sound and not silent.
        case showsNothing
        /// `aps.badge` is not a whole number, 0 or more; `found` is the value as JSON spells it.
        case badBadge(found: String)
        /// A key whose value is not of the type APNs takes: `key` as the payload spells its path
        /// (`aps.alert.title`), the types it may have and the type it has.
        case wrongType(key: String, expected: [JSONType], found: JSONType)
    }

    /// The types of a JSON value.
    public enum JSONType: Sendable, Equatable {
        case string, number, boolean, array, dictionary, null
    }
}
