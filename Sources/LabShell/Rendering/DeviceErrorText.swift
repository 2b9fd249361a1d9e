import LabCore

/// The words for each refusal of a device operation: one line a learner can act on.
extension DeviceError {
    public var message: String {
        switch self {
        case let .noSuchApp(ref, guess?): "no app named \"\(ref)\" — did you mean \"\(guess)\"? (`apps` lists them)"
        case let .noSuchApp(ref, nil): "no app named \"\(ref)\" (`apps` lists them)"
        case let .ambiguousApp(name, identifiers):
            "\(identifiers.count) apps are named \"\(name)\": \(identifiers.joined(separator: ", ")) — name one by its bundle identifier"
        case .missingBundleIdentifier: "the bundle's Info.plist has no CFBundleIdentifier; set PRODUCT_BUNDLE_IDENTIFIER and build again"
        case let .requiresNewerIOS(app, minimum, required, running):
            "\(app) requires iOS \(minimum) or later (MinimumOSVersion) and this device runs iOS \(running): lower deploymentTarget in the project, or `reset --ios \(required)`"
        case let .identifierOfSystemApp(identifier, system): "\(identifier) belongs to the system app \(system); choose another bundle identifier"
        case let .systemAppNotRemovable(app): "\(app) is a system app and cannot be removed"
        case let .notInstalled(app): "\(app) is not installed (`apps` lists installed apps)"
        case let .systemAppNotWakeable(app, push):
            push ? "\(app) is a system app: push to an app you installed" : "\(app) is a system app: only apps you installed are woken"
        case let .cannotLaunch(app, problem): "\(app) cannot launch: \(problem)"
        case let .alreadyInFront(app, state): "\(app) is already in front (\(state.displayName)); press `home` first to tap its icon again"
        case let .notRunning(app, typed): "\(app) is not running; nothing to terminate (`launch \(typed)` starts it)"
        case let .overlayOpen(overlay): "\(overlay.rawValue) is open — `dismiss` it first"
        case .noActiveApp: "no app is active in front: `launch APP` first"
        case let .nothingToTap(text, tappable):
            "nothing on screen titled \"\(text)\" sends an action"
                + (tappable.isEmpty ? " (no control on screen has one)" : " — try " + tappable.map { "\"\($0)\"" }.joined(separator: ", "))
        case .nothingToSwipe: "no page view controller is on screen: `swipe` turns the pages of a UIPageViewController"
        case let .swipeAcrossPages(container, vertical):
            "the \(container) turns its pages \(vertical ? "up and down — `swipe up` or `swipe down`" : "sideways — `swipe left` or `swipe right`")"
        case let .controlDisabled(text, className):
            "the \(className) \"\(text)\" is disabled (isEnabled = false): a tap on it sends no action"
        case .noOverlay: "nothing to dismiss: no overlay is open (`notification-center`, `control-center` or `switcher` opens one)"
        case let .inFrontNotInMultitaskingBar(app, running, typed):
            "\(app) is in front, and the multitasking bar of iOS \(running) leaves out the app in front — `home` first, then `kill \(typed)`"
        case let .noCardToChoose(app, cardSwitcher, typed):
            "\(app) has no \(cardSwitcher ? "card in the app switcher" : "icon in the multitasking bar") — `home`, then `launch \(typed)` taps its icon on the home screen"
        case let .debuggerNotAttached(app, typed):
            "the debugger is not attached to \(app) — `run \(typed)` launches it under the debugger"
        case let .notInSwitcher(app, cards):
            "\(app) is not in the app switcher — " + (cards.isEmpty ? "the switcher is empty" : "its cards: " + cards.map { "\"\($0)\"" }.joined(separator: ", "))
        case let .unavailable(feature, running): Self.unavailable(feature, running: running)
        case .alreadyHome: "the home screen is already showing — `launch APP` opens an app"
        case .locked: "the device is locked — `unlock` first"
        case .alreadyLocked: "the device is already locked — `unlock` unlocks it"
        case .notLocked: "the device is not locked — `lock` locks it"
        case let .callRinging(caller): "a call from \(caller) is ringing — `answer` or `decline` it first"
        case let .callAlreadyThere(caller, answered):
            answered ? "a call with \(caller) is in progress — `hangup` ends it" : "a call from \(caller) is already ringing — `answer` or `decline` it first"
        case .noCall: "no call is in progress — `call [FROM]` makes one ring"
        case let .callStillRinging(caller): "the call from \(caller) is still ringing — `answer` or `decline` it"
        case let .noRingingCall(verb): "no call is ringing — `call [FROM]` makes one ring, then `\(verb)`"
        case let .callAlreadyAnswered(caller): "the call with \(caller) is already answered — `hangup` ends it"
        case let .alreadyOriented(orientation): "the device is already \(orientation.words)"
        case .noAppRunningCode: "no app is running code to receive a memory warning (suspended apps run nothing) — `launch APP` first"
        case .memoryPressureCount: "memory-pressure takes a number of apps above zero, such as 1"
        case .waitDuration: "wait needs a duration above zero, such as 500ms or 30s"
        case .noNotifications: "there is no notification to tap (`push APP --alert TEXT` sends one)"
        case let .notificationNumber(count):
            "there \(count == 1 ? "is 1 notification" : "are \(count) notifications"): tap-notification 1 to \(count)"
        case .notificationAppGone: "the app of that notification is no longer installed"
        case let .noNotificationAction(action, available):
            available.isEmpty ? "that notification offers no actions (its category, set with setNotificationCategories, has none): no \"\(action)\""
                : "that notification has no action \"\(action)\"; it offers " + available.map { "\"\($0)\"" }.joined(separator: ", ")
        case let .noQuickActions(app):
            "\(app) has no quick actions (UIApplicationShortcutItems in Info.plist, or UIApplication.shared.shortcutItems)"
        case let .noSuchQuickAction(title, app, available):
            "\(app) has no quick action \"\(title)\"; it offers " + available.map { "\"\($0)\"" }.joined(separator: ", ")
        case let .notificationActionNeedsText(action):
            "\"\(action)\" asks for text first: tap-notification N \"\(action)\" --text TEXT"
        case let .badPayload(source, problem): Self.payload(source, problem)
        case .emptyPush: "a push needs a payload: a FILE.json or .apns, --alert TEXT, --badge N, --sound NAME or --silent"
        }
    }

    private static func unavailable(_ feature: Feature, running: Int) -> String {
        let since = feature.since
        return switch feature {
        case .notificationCentre: "iOS \(running) has no Notification Centre (it arrived with iOS \(since)) — `reset --ios \(since)` or later"
        case .controlCentre: "iOS \(running) has no Control Centre (it arrived with iOS \(since)) — `reset --ios \(since)` or later"
        case .appSwitcher: "iOS \(running) has no app switcher (multitasking arrived with iOS \(since)) — `reset --ios \(since)` or later"
        case .backgroundFetch: "background fetch arrived with iOS \(since); this device runs iOS \(running)"
        case .backgroundTasks: "BGTaskScheduler arrived with iOS \(since); this device runs iOS \(running) — `reset --ios \(since)` or later"
        }
    }

    private static func payload(_ source: String, _ problem: PayloadProblem) -> String {
        let example = "{\"aps\": {\"alert\": \"Hello\"}}"
        return switch problem {
        case let .notJSON(detail): "\(source) is not valid JSON (\(detail)); a payload is one JSON object like \(example)"
        case let .notObject(found): "\(source): the payload must be a JSON object ({…}), not \(found) — like \(example)"
        case .noAPS: "\(source) has no \"aps\" dictionary: APNs needs one (for example \"aps\": {\"alert\": \"Hello\"})"
        case let .tooLarge(bytes, limit): "\(source) is \(bytes) bytes: a remote notification's payload may be at most \(limit) bytes"
        case .showsNothing:
            "\(source) shows nothing and is not a silent push: add \"content-available\": 1 to \"aps\" for a silent push, or an alert, badge or sound"
        case let .badBadge(found):
            "\(source): \"badge\" is \(found); a badge is a whole number, 0 or more (0 clears it), such as \"badge\": 3"
        case let .wrongType(key, expected, found): "\(source): \"\(key)\" must be \(expected), not \(found)"
        }
    }
}
