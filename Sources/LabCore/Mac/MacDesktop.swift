/// What the simulated Mac keeps beside the iPhone's springboard: which app is frontmost, each
/// running app's state and windows, and the order apps were last active in.
public final class MacDesktop {
    public let version: MacOSVersion
    /// Each running app's state, by bundle identifier (an app with none is not running).
    public internal(set) var states: [String: MacAppState] = [:]
    /// The frontmost app (its name is in the menu bar).
    public internal(set) var frontmostApp: String?
    /// Most recently active first: when the frontmost app hides or quits, the next one here comes forward.
    public internal(set) var activationOrder: [String] = []
    /// Each app's open windows, front to back.
    public internal(set) var windows: [String: [MacWindow]] = [:]
    /// The last state change of each app, for `diagram`.
    public internal(set) var lastTransitions: [String: MacStateTransition] = [:]
    /// Apps that answered `.terminateLater` and have not replied yet.
    public internal(set) var awaitingTerminateReply: Set<String> = []
    /// A logout held by an app's `.terminateLater`, until it replies.
    public internal(set) var logoutWaiting: MacLogoutWait?

    init(version: MacOSVersion) { self.version = version }

    public func state(of identifier: String) -> MacAppState { states[identifier] ?? .notRunning }

    /// Puts `identifier` first in the activation order.
    func noteActivated(_ identifier: String) {
        activationOrder.removeAll { $0 == identifier }
        activationOrder.insert(identifier, at: 0)
    }
}

/// A window of a Mac app, as the system knows it.
public struct MacWindow: Sendable, Equatable {
    public var ref: ObjectRef
    public var title: String
    /// The window's `NSWindowDelegate`, asked `windowShouldClose(_:)` and told `windowWillClose(_:)`.
    public var delegate: ObjectRef?
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
