/// What the simulated Mac keeps beside the iPhone's springboard: which app is frontmost, each
/// running app's state and windows, and the order apps were last active in. A part of `Device`
/// (docs/architecture.md, "The device's parts"): it changes only its own state, keeps its
/// invariants (the frontmost app is first in the activation order; an app's last transition
/// matches its state) and records no event; `Device+Mac.swift` runs the lifecycle around it.
public struct MacDesktop: Sendable, Equatable {
    public let version: MacOSVersion
    /// Each running app's state, by bundle identifier (an app with none is not running).
    public private(set) var states: [String: MacAppState] = [:]
    /// The frontmost app (its name is in the menu bar).
    public private(set) var frontmostApp: String?
    /// Most recently active first: when the frontmost app hides or quits, the next one here comes forward.
    public private(set) var activationOrder: [String] = []
    /// Each app's open windows, front to back.
    public private(set) var windows: [String: [MacWindow]] = [:]
    /// The last state change of each app, for `diagram`.
    public private(set) var lastTransitions: [String: MacStateTransition] = [:]
    /// Apps that answered `.terminateLater` and have not replied yet.
    public private(set) var awaitingTerminateReply: Set<String> = []
    /// A logout held by an app's `.terminateLater`, until it replies.
    public private(set) var logoutWaiting: MacLogoutWait?
    /// Each app's main menu (`NSApp.mainMenu`), as AppKit last reported it: its items depth first.
    public private(set) var mainMenus: [String: [MacMenuItemEntry]] = [:]

    init(version: MacOSVersion) { self.version = version }

    public func state(of identifier: String) -> MacAppState { states[identifier] ?? .notRunning }

    /// `identifier` becomes the frontmost app, first in the activation order.
    mutating func bringToFront(_ identifier: String) {
        frontmostApp = identifier
        activationOrder.removeAll { $0 == identifier }
        activationOrder.insert(identifier, at: 0)
    }

    /// No app is frontmost (the frontmost one hid or quit, until the next comes forward).
    mutating func clearFrontmost() { frontmostApp = nil }

    /// Sets an app's state and notes the transition; nil when it already was in `state`, else the state it left.
    mutating func setState(_ state: MacAppState, of identifier: String) -> MacAppState? {
        let from = self.state(of: identifier)
        guard from != state else { return nil }
        states[identifier] = state == .notRunning ? nil : state
        lastTransitions[identifier] = MacStateTransition(from: from, to: state)
        return from
    }

    /// The app answered `.terminateLater`: it owes a reply.
    mutating func awaitTerminateReply(from identifier: String) { awaitingTerminateReply.insert(identifier) }

    /// The app replied (or ended): true when a reply was owed.
    mutating func settleTerminateReply(of identifier: String) -> Bool { awaitingTerminateReply.remove(identifier) != nil }

    /// A logout waits for this app's reply: the apps of `wait.remaining` are asked once it has quit.
    mutating func holdLogout(_ wait: MacLogoutWait) {
        awaitingTerminateReply.insert(wait.app)
        logoutWaiting = wait
    }

    /// The logout that waited for this app's reply, if one did; it waits no longer.
    mutating func releaseLogout(heldBy identifier: String) -> MacLogoutWait? {
        guard let waiting = logoutWaiting, waiting.app == identifier else { return nil }
        logoutWaiting = nil
        return waiting
    }

    /// `window` comes in front of the app's others; false when it was not shown before.
    mutating func show(_ window: MacWindow, of identifier: String) -> Bool {
        var list = windows[identifier] ?? []
        let already = list.contains { $0.ref == window.ref }
        var window = window
        // A window brought in front again keeps what it shows.
        if let shown = list.first(where: { $0.ref == window.ref }), window.views.isEmpty { window.views = shown.views }
        list.removeAll { $0.ref == window.ref }
        list.insert(window, at: 0)
        windows[identifier] = list
        return already
    }

    /// A shown window's title or delegate changed.
    mutating func update(_ window: ObjectRef, title: String, delegate: ObjectRef?, of identifier: String) {
        guard let index = windows[identifier]?.firstIndex(where: { $0.ref == window }) else { return }
        windows[identifier]?[index].title = title
        windows[identifier]?[index].delegate = delegate
    }

    /// What a shown window's views show now (the app tells at the end of each run-loop turn).
    mutating func setViews(_ views: [MacViewSnapshot], of window: ObjectRef, of identifier: String) {
        guard let index = windows[identifier]?.firstIndex(where: { $0.ref == window }) else { return }
        windows[identifier]?[index].views = views
    }

    /// The window closed; how many the app still has.
    mutating func close(_ window: ObjectRef, of identifier: String) -> Int {
        windows[identifier]?.removeAll { $0.ref == window }
        return windows[identifier]?.count ?? 0
    }

    /// The app's main menu changed.
    mutating func setMainMenu(_ items: [MacMenuItemEntry], of identifier: String) { mainMenus[identifier] = items }

    /// The app ended: its windows, its menus, its owed reply and its place in the activation order are gone.
    mutating func appEnded(_ identifier: String) {
        windows[identifier] = nil
        mainMenus[identifier] = nil
        awaitingTerminateReply.remove(identifier)
        activationOrder.removeAll { $0 == identifier }
    }
}

/// A window of a Mac app, as the system knows it.
public struct MacWindow: Sendable, Equatable {
    public var ref: ObjectRef
    public var title: String
    /// The window's `NSWindowDelegate`, asked `windowShouldClose(_:)` and told `windowWillClose(_:)`.
    public var delegate: ObjectRef?
    /// The window's views as AppKit last drew them (its content view first, depth first).
    public var views: [MacViewSnapshot] = []
}

public struct MacStateTransition: Sendable, Equatable {
    public var from: MacAppState
    public var to: MacAppState
}

/// The apps every Mac comes with: Finder, always running.
public enum MacSystemApps {
    public static let finder = "com.apple.finder"

    static var all: [AppBundle] {
        [AppBundle(path: nil, info: [
            "CFBundleIdentifier": .string(finder),
            "CFBundleName": .string("Finder"),
            "CFBundleDisplayName": .string("Finder"),
            "CFBundleExecutable": .string("Finder"),
            "CFBundleShortVersionString": .string("14.0"),
            "CFBundleVersion": .string("1"),
        ], program: nil, linkedFrameworks: ["AppKit", "Foundation"], layout: .macOS)]
    }
}

/// A logout waiting for an app's `reply(toApplicationShouldTerminate:)`: the app, and the apps
/// still to ask once it has quit.
public struct MacLogoutWait: Sendable, Equatable {
    public var app: String
    public var remaining: [String]
}
