import LabCore

/// The words for each refusal of a device operation: one line a learner can act on (English
/// here, the other languages in `Catalog/*.lproj/Localizable.strings`, keyed by the English).
extension DeviceError {
    public var message: String {
        switch self {
        case let .noSuchApp(ref, guess?): tr("no app named \"%@\" — did you mean \"%@\"? (`apps` lists them)", ref, guess)
        case let .noSuchApp(ref, nil): tr("no app named \"%@\" (`apps` lists them)", ref)
        case let .ambiguousApp(name, identifiers):
            tr("%d apps are named \"%@\": %@ — name one by its bundle identifier", identifiers.count, name, identifiers.joined(separator: ", "))
        case .missingBundleIdentifier: tr("the bundle's Info.plist has no CFBundleIdentifier; set PRODUCT_BUNDLE_IDENTIFIER and build again")
        case let .requiresNewerIOS(app, minimum, required, running):
            tr("%@ requires iOS %@ or later (MinimumOSVersion) and this device runs iOS %d: lower deploymentTarget in the project, or `reset --ios %d`",
               app, minimum, running, required)
        case let .identifierOfSystemApp(identifier, system): tr("%@ belongs to the system app %@; choose another bundle identifier", identifier, system)
        case let .systemAppNotRemovable(app): tr("%@ is a system app and cannot be removed", app)
        case let .notInstalled(app): tr("%@ is not installed (`apps` lists installed apps)", app)
        case let .systemAppNotWakeable(app, push):
            push ? tr("%@ is a system app: push to an app you installed", app) : tr("%@ is a system app: only apps you installed are woken", app)
        case let .cannotLaunch(app, problem): tr("%@ cannot launch: %@", app, problem.text)
        case let .mac(refusal): refusal.text
        case let .alreadyInFront(app, state): tr("%@ is already in front (%@); press `home` first to tap its icon again", app, state.words)
        case let .notRunning(app, typed): tr("%@ is not running; nothing to terminate (`launch %@` starts it)", app, typed)
        case let .overlayOpen(overlay): tr("%@ is open — `dismiss` it first", overlay.words)
        case .noActiveApp: tr("no app is active in front: `launch APP` first")
        case let .nothingToTap(text, tappable):
            tappable.isEmpty ? tr("nothing on screen titled \"%@\" sends an action (no control on screen has one)", text)
                : tr("nothing on screen titled \"%@\" sends an action — try %@", text, tappable.map { "\"\($0)\"" }.joined(separator: ", "))
        case .nothingToSwipe: tr("no page view controller is on screen: `swipe` turns the pages of a UIPageViewController")
        case let .swipeAcrossPages(container, vertical):
            vertical ? tr("the %@ turns its pages up and down — `swipe up` or `swipe down`", container)
                : tr("the %@ turns its pages sideways — `swipe left` or `swipe right`", container)
        case let .controlDisabled(text, className):
            tr("the %@ \"%@\" is disabled (isEnabled = false): a tap on it sends no action", className, text)
        case .noOverlay: tr("nothing to dismiss: no overlay is open (`notification-center`, `control-center` or `switcher` opens one)")
        case let .inFrontNotInMultitaskingBar(app, running, typed):
            tr("%@ is in front, and the multitasking bar of iOS %d leaves out the app in front — `home` first, then `kill %@`", app, running, typed)
        case let .noCardToChoose(app, cardSwitcher, typed):
            cardSwitcher ? tr("%@ has no card in the app switcher — `home`, then `launch %@` taps its icon on the home screen", app, typed)
                : tr("%@ has no icon in the multitasking bar — `home`, then `launch %@` taps its icon on the home screen", app, typed)
        case let .debuggerNotAttached(app, typed):
            tr("the debugger is not attached to %@ — `run %@` launches it under the debugger", app, typed)
        case let .notInSwitcher(app, cards):
            cards.isEmpty ? tr("%@ is not in the app switcher — the switcher is empty", app)
                : tr("%@ is not in the app switcher — its cards: %@", app, cards.map { "\"\($0)\"" }.joined(separator: ", "))
        case let .unavailable(feature, running): Self.unavailable(feature, running: running)
        case .alreadyHome: tr("the home screen is already showing — `launch APP` opens an app")
        case .locked: tr("the device is locked — `unlock` first")
        case .alreadyLocked: tr("the device is already locked — `unlock` unlocks it")
        case .notLocked: tr("the device is not locked — `lock` locks it")
        case let .callRinging(caller): tr("a call from %@ is ringing — `answer` or `decline` it first", caller)
        case let .callAlreadyThere(caller, answered):
            answered ? tr("a call with %@ is in progress — `hangup` ends it", caller) : tr("a call from %@ is already ringing — `answer` or `decline` it first", caller)
        case .noCall: tr("no call is in progress — `call [FROM]` makes one ring")
        case let .callStillRinging(caller): tr("the call from %@ is still ringing — `answer` or `decline` it", caller)
        case let .noRingingCall(verb): tr("no call is ringing — `call [FROM]` makes one ring, then `%@`", verb)
        case let .callAlreadyAnswered(caller): tr("the call with %@ is already answered — `hangup` ends it", caller)
        case let .alreadyOriented(orientation): tr("the device is already %@", orientation.words)
        case .noAppRunningCode: tr("no app is running code to receive a memory warning (suspended apps run nothing) — `launch APP` first")
        case .memoryPressureCount: tr("memory-pressure takes a number of apps above zero, such as 1")
        case .waitDuration: tr("wait needs a duration above zero, such as 500ms or 30s")
        case .noNotifications: tr("there is no notification to tap (`push APP --alert TEXT` sends one)")
        case let .notificationNumber(count):
            count == 1 ? tr("there is 1 notification: tap-notification 1 to %d", count)
                : tr("there are %d notifications: tap-notification 1 to %d", count, count)
        case .notificationAppGone: tr("the app of that notification is no longer installed")
        case let .noNotificationAction(action, available):
            available.isEmpty ? tr("that notification offers no actions (its category, set with setNotificationCategories, has none): no \"%@\"", action)
                : tr("that notification has no action \"%@\"; it offers %@", action, available.map { "\"\($0)\"" }.joined(separator: ", "))
        case let .noQuickActions(app):
            tr("%@ has no quick actions (UIApplicationShortcutItems in Info.plist, or UIApplication.shared.shortcutItems)", app)
        case let .noSuchQuickAction(title, app, available):
            tr("%@ has no quick action \"%@\"; it offers %@", app, title, available.map { "\"\($0)\"" }.joined(separator: ", "))
        case let .notificationActionNeedsText(action):
            tr("\"%@\" asks for text first: tap-notification N \"%@\" --text TEXT", action, action)
        case let .badPayload(source, problem): Self.payload(source, problem)
        case .emptyPush: tr("a push needs a payload: a FILE.json or .apns, --alert TEXT, --badge N, --sound NAME or --silent")
        }
    }

    private static func unavailable(_ feature: Feature, running: Int) -> String {
        let since = feature.since
        return switch feature {
        case .notificationCentre: tr("iOS %d has no Notification Centre (it arrived with iOS %d) — `reset --ios %d` or later", running, since, since)
        case .controlCentre: tr("iOS %d has no Control Centre (it arrived with iOS %d) — `reset --ios %d` or later", running, since, since)
        case .appSwitcher: tr("iOS %d has no app switcher (multitasking arrived with iOS %d) — `reset --ios %d` or later", running, since, since)
        case .backgroundFetch: tr("background fetch arrived with iOS %d; this device runs iOS %d", since, running)
        case .backgroundTasks: tr("BGTaskScheduler arrived with iOS %d; this device runs iOS %d — `reset --ios %d` or later", since, running, since)
        }
    }

    private static func payload(_ source: String, _ problem: PayloadProblem) -> String {
        let example = "{\"aps\": {\"alert\": \"Hello\"}}"
        return switch problem {
        case let .notJSON(reason, line, column):
            tr("%@ is not valid JSON (%@ at line %d, column %d); a payload is one JSON object like %@", source, reason, line, column, example)
        case let .notObject(found): tr("%@: the payload must be a JSON object ({…}), not %@ — like %@", source, found.text, example)
        case .noAPS: tr("%@ has no \"aps\" dictionary: APNs needs one (for example \"aps\": {\"alert\": \"Hello\"})", source)
        case let .tooLarge(bytes, limit): tr("%@ is %d bytes: a remote notification's payload may be at most %d bytes", source, bytes, limit)
        case .showsNothing:
            tr("%@ shows nothing and is not a silent push: add \"content-available\": 1 to \"aps\" for a silent push, or an alert, badge or sound", source)
        case let .badBadge(found):
            tr("%@: \"badge\" is %@; a badge is a whole number, 0 or more (0 clears it), such as \"badge\": 3", source, found)
        case let .wrongType(key, expected, found):
            tr("%@: \"%@\" must be %@, not %@", source, key, DeviceError.JSONType.either(expected), found.text)
        }
    }
}

extension DeviceError.JSONType {
    /// `a string or a dictionary`.
    static func either(_ types: [Self]) -> String {
        types.dropFirst().reduce(types.first?.text ?? "") { tr("%@ or %@", $0, $1.text) }
    }

    var text: String {
        switch self {
        case .string: tr("a string")
        case .number: tr("a number")
        case .boolean: tr("a boolean")
        case .array: tr("an array")
        case .dictionary: tr("a dictionary")
        case .null: "null"
        }
    }
}
