/// What happens on the simulated Mac, as facts (LabShell words them, `MacEventText`).
public enum MacEvent: Sendable, Equatable {
    /// An app's state changed.
    case state(from: MacAppState, to: MacAppState)
    /// NSApplicationMain (or `NSApplication.shared`) made the application object.
    case applicationCreated(principalClass: String)
    /// The application's delegate: set by the app's code before `run()` (`fromCode`), made
    /// from the entry point's class, or none.
    case delegateSet(delegateClass: String?, fromCode: Bool)
    /// The main storyboard (`NSMainStoryboardFile`) was loaded: its initial window controller
    /// and the controller of the window's content.
    case mainStoryboardLoaded(storyboard: String, windowController: String, contentController: String?)
    /// The main nib (`NSMainNibFile`) was unarchived: its objects' classes, in order.
    case mainNibLoaded(nib: String, objects: [String])
    /// One of the main nib's outlets was connected; `owner` nil is the application (File's Owner).
    case nibOutletConnected(owner: String?, property: String, destination: String)
    /// The app showed a window (`makeKeyAndOrderFront(_:)`).
    case windowShown(title: String)
    /// A window closed; `remaining` windows of the app are left.
    case windowClosed(title: String, remaining: Int)
    /// The window's delegate answered false to `windowShouldClose(_:)`: it stays open.
    case windowCloseRefused(title: String)
    /// The last window closed and the app keeps running (AppKit's default).
    case keepsRunningWithoutWindows
    /// `applicationShouldTerminate(_:)` answered `.terminateCancel`: the quit is cancelled.
    case terminationCancelled
    /// It answered `.terminateLater`: the app must call `reply(toApplicationShouldTerminate:)`.
    case terminationDeferred
    /// The app called `reply(toApplicationShouldTerminate:)`.
    case terminationReplied(Bool)
    /// `applicationShouldHandleReopen(_:hasVisibleWindows:)` answered false: AppKit does nothing more.
    case reopenHandledByApp
    /// Option-Cmd-Esc: the process is killed, no method runs.
    case forceQuit
    /// Log out: the system asks each running app in turn.
    case logoutBegins(apps: [String])
    /// `NSSupportsSuddenTermination`: the app is killed at logout with no method called.
    case suddenTermination
    /// An app cancelled the logout; the apps asked before it have already quit.
    case logoutCancelled(by: String)
    /// An app answered `.terminateLater`: the logout waits for its reply.
    case logoutWaits(for: String)
    /// The app the logout waited for has quit: the logout goes on with the next app.
    case logoutResumes
    /// Every app quit: the user is logged out, and logs in again (Finder starts).
    case loggedOut
    /// App Nap (10.9+): a hidden app's timers may be slowed down by the system.
    case appNapEligible
    /// Automatic termination (10.7+): an app with no window that opted in may be quit silently.
    case automaticTerminationEligible(optedIn: Bool)
    /// A key equivalent chose this item of the main menu (titles from the menu bar down).
    case menuItemChosen(path: [String])
    /// A chosen menu item's action (`performClose:`) was sent to an object of this class.
    case menuActionSent(action: String, receiver: String)
    /// No object implements the chosen item's action (or it has none): AppKit disables the item; nothing happens.
    case menuItemDisabled(action: String)
    /// Inside a window: clicks, keys, actions, the first responder (`MacViewEvent`).
    case view(MacViewEvent)
}

/// Why a Mac operation was refused, as facts (LabShell words them).
public enum MacRefusal: Error, Sendable, Equatable {
    /// A command that only the Mac has (`hide`, `close-window`, `logout`…), on the iPhone.
    case needsMac(command: String)
    /// An iPhone command (`home`, `lock`, `push`…) on the Mac.
    case needsIPhone(command: String)
    /// A macOS app installed on the iPhone.
    case macAppOnIPhone(app: String)
    /// An iOS app installed on the Mac.
    case iOSAppOnMac(app: String)
    /// The app's `LSMinimumSystemVersion` is newer than the Mac's system.
    case requiresNewerMacOS(app: String, minimum: String, running: String)
    case notRunning(app: String)
    case alreadyActive(app: String)
    case alreadyHidden(app: String)
    case noWindow(app: String)
    /// Finder has no Quit command; it is always running.
    case finderStaysRunning
    /// A quit is already waiting for the app's `reply(toApplicationShouldTerminate:)`.
    case awaitingReply(app: String)
    /// The active app has no main menu (its `NSApp.mainMenu` is not set).
    case noMainMenu(app: String)
    /// Finder is the active app; its menus are not simulated.
    case finderMenusNotSimulated
    /// No item of the active app's menus is at that path or has that key equivalent; `menus` are the menu bar's titles.
    case noMenuItem(app: String, item: String, menus: [String])
    /// The path names a menu, not one of its items.
    case menuHasItems(menu: String, items: [String])
    /// A click or keys the windows cannot take (`MacViewRefusal`).
    case view(MacViewRefusal)
}
