import LabCore

/// The words for what happens on the simulated Mac and for its refusals (English here, the
/// other languages in `Catalog/*.lproj/Localizable.strings`).
extension MacEvent {
    /// The line the learner reads (without indentation); state changes are drawn by `EventRenderer`.
    var text: String {
        switch self {
        case let .state(from, to): "\(from.words) → \(to.words)"
        case let .applicationCreated(principal): tr("NSApplicationMain: %@ created", principal)
        case let .delegateSet(delegate?, true): tr("NSApplication.shared.delegate = %@ (set by the app's code before run())", delegate)
        case let .delegateSet(delegate?, false): tr("NSApplicationMain: %@ created, set as the application's delegate", delegate)
        case .delegateSet(nil, _): tr("NSApplicationMain: the application has no delegate")
        case let .mainStoryboardLoaded(storyboard, windowController, content?):
            tr("NSApplicationMain: %@.storyboard loaded (NSMainStoryboardFile): %@, its window's content %@", storyboard, windowController, content)
        case let .mainStoryboardLoaded(storyboard, windowController, nil):
            tr("NSApplicationMain: %@.storyboard loaded (NSMainStoryboardFile): %@", storyboard, windowController)
        case let .mainNibLoaded(nib, objects): tr("NSApplicationMain: %@.nib loaded (NSMainNibFile): %@", nib, objects.joined(separator: ", "))
        case let .nibOutletConnected(nil, property, destination):
            tr("NSApplicationMain: File's Owner (NSApplication) .%@ = %@ (outlet)", property, destination)
        case let .nibOutletConnected(owner?, property, destination): tr("NSApplicationMain: %@.%@ = %@ (outlet)", owner, property, destination)
        case let .windowShown(title): tr("window \"%@\" shown (makeKeyAndOrderFront)", title)
        case let .windowClosed(title, remaining): tr("window \"%@\" closed; %d left", title, remaining)
        case let .windowCloseRefused(title): tr("window \"%@\" stays open: windowShouldClose(_:) answered false", title)
        case .keepsRunningWithoutWindows: tr("the last window closed; the app keeps running (a Mac app does not end with its windows)")
        case .terminationCancelled: tr("quit cancelled: applicationShouldTerminate(_:) answered .terminateCancel")
        case .terminationDeferred: tr("quit waits: .terminateLater — the app must call reply(toApplicationShouldTerminate:)")
        case .terminationReplied(true): tr("reply(toApplicationShouldTerminate: true): the quit goes on")
        case .terminationReplied(false): tr("reply(toApplicationShouldTerminate: false): the quit is cancelled")
        case .reopenHandledByApp: tr("applicationShouldHandleReopen answered false: AppKit shows no window of its own")
        case .forceQuit: tr("Force Quit (Option-Cmd-Esc): the process is killed; no method runs")
        case let .logoutBegins(apps):
            apps.isEmpty ? tr("log out: no app to ask") : tr("log out: the system asks each app to quit: %@", apps.joined(separator: tr(", ")))
        case .suddenTermination: tr("NSSupportsSuddenTermination: killed at logout with no method called")
        case let .logoutCancelled(app): tr("logout cancelled by %@; the apps that already quit stay quit", app)
        case let .logoutWaits(app): tr("log out waits for %@'s reply(toApplicationShouldTerminate:)", app)
        case .logoutResumes: tr("log out goes on with the next app")
        case .loggedOut: tr("logged out; the user logs in again: Finder starts")
        case .appNapEligible: tr("App Nap (OS X 10.9+): the system may slow a hidden app's timers; its code still runs")
        case .automaticTerminationEligible(true):
            tr("automatic termination (OS X 10.7+): with no window left, the system may quit this app silently (NSSupportsAutomaticTermination)")
        case .automaticTerminationEligible(false):
            tr("automatic termination (OS X 10.7+): not opted in (no NSSupportsAutomaticTermination), so the system leaves the app running")
        case let .menuItemChosen(path): tr("the key equivalent chooses %@", path.joined(separator: " ▸ "))
        case let .menuActionSent(action, receiver): tr("menu action %@ sent to %@", action, receiver)
        case let .menuItemDisabled(action) where action.isEmpty: tr("the item has no action: it is disabled, nothing happens")
        case let .menuItemDisabled(action):
            tr("the item is disabled (no object in the responder chain implements %@); nothing happens", action)
        case let .view(event): event.text
        }
    }
}

extension MacRefusal {
    var text: String {
        switch self {
        case let .needsMac(command):
            tr("`%@` is a Mac command; this device is an iPhone (`reset --device mac` boots a Mac)", command)
        case let .needsIPhone(command):
            tr("`%@` is an iPhone command; this device is a Mac (`reset --device iphone` boots an iPhone)", command)
        case let .macAppOnIPhone(app):
            tr("%@ is a macOS app: it needs the Mac (`reset --device mac`, then install or run it again)", app)
        case let .iOSAppOnMac(app):
            tr("%@ is an iOS app: it needs the iPhone (`reset --device iphone`, then install or run it again)", app)
        case let .requiresNewerMacOS(app, minimum, running):
            tr("%@ needs macOS %@ (LSMinimumSystemVersion); this Mac runs %@ — `reset --device mac --macos %@`", app, minimum, running, minimum)
        case let .notRunning(app): tr("%@ is not running (`launch %@` starts it)", app, AppNames.typed(app))
        case let .alreadyActive(app): tr("%@ is already the active app", app)
        case let .alreadyHidden(app): tr("%@ is already hidden (`activate %@` shows it)", app, AppNames.typed(app))
        case let .noWindow(app): tr("%@ has no open window", app)
        case .finderStaysRunning: tr("Finder has no Quit command: it is always running")
        case let .awaitingReply(app):
            tr("%@ already answered .terminateLater; the quit waits for its reply(toApplicationShouldTerminate:)", app)
        case let .noMainMenu(app): tr("%@ has no menus to choose from: its NSApp.mainMenu is not set, so no menu item or key equivalent (Cmd-Q) reaches it", app)
        case .finderMenusNotSimulated: tr("Finder is the active app; LifecycleLab does not simulate Finder's menus (`activate APP` brings an app forward)")
        case let .noMenuItem(app, item, menus):
            tr("%@'s menus have no item \"%@\"; its menu bar: %@ (`menu \"File > Close\"` or `menu Cmd-W`)", app, item, menus.joined(separator: ", "))
        case let .menuHasItems(menu, items): tr("%@ is a menu; choose one of its items: %@", menu, items.joined(separator: ", "))
        case let .view(refusal): refusal.text
        }
    }
}

extension MacAppState {
    /// The state as the learner reads it: "running active", "hidden", ….
    var words: String {
        switch self {
        case .notRunning: tr("not running")
        case .active: tr("running active")
        case .inactive: tr("running inactive")
        case .hidden: tr("hidden")
        }
    }
}

extension StateColors {
    static func color(for state: MacAppState) -> Styler.Color {
        switch state {
        case .active: .green
        case .inactive: .yellow
        case .hidden: .gray
        case .notRunning: .dim
        }
    }
}
