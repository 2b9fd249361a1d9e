/// The Mac's lifecycle rules as data (docs/lifecycle.md, "The Mac"), the counterpart of
/// `TransitionTable` and `LaunchTable` for iOS: which `NSApplicationDelegate` methods and
/// notifications each change of state brings, in order. `Device+Mac` runs the steps and holds
/// no rules of its own.

/// An `NSApplicationDelegate` method the system offers, in Swift's `#selector` spelling.
public enum MacDelegateCallback: String, Sendable, CaseIterable {
    case willFinishLaunching = "applicationWillFinishLaunching(_:)"
    case didFinishLaunching = "applicationDidFinishLaunching(_:)"
    case willBecomeActive = "applicationWillBecomeActive(_:)"
    case didBecomeActive = "applicationDidBecomeActive(_:)"
    case willResignActive = "applicationWillResignActive(_:)"
    case didResignActive = "applicationDidResignActive(_:)"
    case willHide = "applicationWillHide(_:)"
    case didHide = "applicationDidHide(_:)"
    case willUnhide = "applicationWillUnhide(_:)"
    case didUnhide = "applicationDidUnhide(_:)"
    case shouldTerminate = "applicationShouldTerminate(_:)"
    case willTerminate = "applicationWillTerminate(_:)"
    case shouldTerminateAfterLastWindowClosed = "applicationShouldTerminateAfterLastWindowClosed(_:)"
    case shouldHandleReopen = "applicationShouldHandleReopen(_:hasVisibleWindows:)"

    /// The `NSApplication` notification posted with the method (the questions have none).
    public var notification: String? {
        switch self {
        case .willFinishLaunching: "NSApplication.willFinishLaunchingNotification"
        case .didFinishLaunching: "NSApplication.didFinishLaunchingNotification"
        case .willBecomeActive: "NSApplication.willBecomeActiveNotification"
        case .didBecomeActive: "NSApplication.didBecomeActiveNotification"
        case .willResignActive: "NSApplication.willResignActiveNotification"
        case .didResignActive: "NSApplication.didResignActiveNotification"
        case .willHide: "NSApplication.willHideNotification"
        case .didHide: "NSApplication.didHideNotification"
        case .willUnhide: "NSApplication.willUnhideNotification"
        case .didUnhide: "NSApplication.didUnhideNotification"
        case .willTerminate: "NSApplication.willTerminateNotification"
        case .shouldTerminate, .shouldTerminateAfterLastWindowClosed, .shouldHandleReopen: nil
        }
    }
}

/// One thing the Mac engine does.
public enum MacStep: Sendable, Equatable {
    /// Offer the method to the application's delegate, then post its notification.
    case delegate(MacDelegateCallback)
    case state(MacAppState)
    /// The main storyboard or nib (`NSMainStoryboardFile`, `NSMainNibFile`) is loaded and its
    /// initial window shown.
    case loadMainInterface
}

/// Something that changes a Mac app's state.
public enum MacTrigger: String, Sendable, CaseIterable {
    /// The rest of a cold launch once the process runs (`running inactive`).
    case finishLaunching
    /// The app comes forward: a click on its window or Dock icon, `activate(ignoringOtherApps:)`.
    case activate
    /// Another app comes forward.
    case deactivate
    /// Cmd-H, or `hide(_:)`: from active it resigns active on the way.
    case hide
    /// A hidden app is shown again (it then comes forward with `activate`).
    case unhide
    /// The delegate answered `.terminateNow` (or has no `applicationShouldTerminate`).
    case terminate
}

public enum MacLifecycleTable {
    /// The steps `trigger` runs on an app in `state`.
    public static func steps(for trigger: MacTrigger, from state: MacAppState) -> [MacStep] {
        switch trigger {
        case .finishLaunching:
            return [.delegate(.willFinishLaunching), .loadMainInterface, .delegate(.didFinishLaunching)]
        case .activate:
            return [.delegate(.willBecomeActive), .state(.active), .delegate(.didBecomeActive)]
        case .deactivate:
            return [.delegate(.willResignActive), .state(.inactive), .delegate(.didResignActive)]
        case .hide:
            let resign: [MacStep] = state == .active ? steps(for: .deactivate, from: .active) : []
            return [.delegate(.willHide)] + resign + [.state(.hidden), .delegate(.didHide)]
        case .unhide:
            return [.delegate(.willUnhide), .state(.inactive), .delegate(.didUnhide)]
        case .terminate:
            return [.delegate(.willTerminate), .state(.notRunning)]
        }
    }
}

/// `NSApplication.TerminateReply`'s raw values, as `applicationShouldTerminate(_:)` returns them.
public enum MacTerminateReply: Int, Sendable {
    case terminateCancel = 0, terminateNow = 1, terminateLater = 2
}
