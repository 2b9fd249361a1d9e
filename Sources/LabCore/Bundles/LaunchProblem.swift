import BundleFormats

/// Something in a bundle that stops or spoils its launch, as a fact.
///
/// The device turns a problem into events according to `outcome`: the system refusing to
/// start the process (LabShell words why, `LaunchProblemText`), the app crashing with an
/// uncaught exception inside `UIApplicationMain`, or a console message after which the launch
/// goes on. The last two are iOS's own words (`consoleText`), quoted as a device logs them.
public struct LaunchProblem: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        case infoPlistMissing
        /// The Info.plist (`path` inside the bundle) cannot be read.
        case infoPlistUnreadable(path: String, PlistReader.Failure)
        case executableKeyMissing
        case executableMissing(String)
        /// The executable `name` is there but its class table cannot be read.
        case executableUnreadable(String, path: String, DamagedArchive)
        case entryPointMissing
        case storyboardMissing(String)
        case storyboardUnreadable(String)
        /// The storyboard named by Info.plist `key` has no initial view controller.
        case noInitialViewController(storyboard: String, key: String)
        /// A nib names a custom class the app does not declare.
        case unknownClass(String)
        /// A nib names an SDK class from a framework the app does not link.
        case classNotLinked(className: String, framework: String)
    }

    public enum Outcome: Sendable, Equatable {
        /// The system does not start the process at all.
        case notLaunched
        /// `UIApplicationMain` raises an uncaught exception: the app crashes during launch.
        case crash(exception: String)
        /// The system logs the message and the launch continues.
        case logged
    }

    public var kind: Kind
    /// The bundle's folder name (`Radio.app`), as iOS's messages show it.
    public var bundle: String
    public var outcome: Outcome

    public init(kind: Kind, bundle: String, outcome: Outcome) {
        self.kind = kind
        self.bundle = bundle
        self.outcome = outcome
    }

    /// iOS's own console message or exception reason for a problem met inside
    /// `UIApplicationMain`; nil for a bundle the system refuses to start (the lab words those).
    public var consoleText: String? {
        switch kind {
        case let .storyboardMissing(name): Self.storyboardMissingReason(storyboard: name, bundle: bundle)
        case let .storyboardUnreadable(name): Self.storyboardUnreadableReason(storyboard: name, bundle: bundle)
        case let .noInitialViewController(storyboard, key): Self.noInitialViewControllerMessage(key: key, storyboard: storyboard)
        case let .unknownClass(className): Self.unknownClassMessage(className)
        case let .classNotLinked(className, _): Self.classNotLinkedMessage(className)
        case .infoPlistMissing, .infoPlistUnreadable, .executableKeyMissing, .executableMissing, .executableUnreadable, .entryPointMissing: nil
        }
    }

    /// iOS's exception reason when `UIStoryboard(name:bundle:)` finds no storyboard `storyboard`.
    static func storyboardMissingReason(storyboard: String, bundle: String) -> String {
        "Could not find a storyboard named '\(storyboard)' in bundle NSBundle <\(bundle)> (loaded)"
    }

    /// iOS's exception reason when a compiled storyboard's nibs cannot be unarchived.
    static func storyboardUnreadableReason(storyboard: String, bundle: String) -> String {
        "Could not load NIB in bundle: 'NSBundle <\(bundle)> (loaded)' with name '\(storyboard)' and directory '\(storyboard).storyboardc'"
    }

    /// The console message when a storyboard has no initial view controller; `key` is the
    /// Info.plist key that named the storyboard.
    static func noInitialViewControllerMessage(key: String, storyboard: String) -> String {
        "Failed to instantiate the default view controller for \(key) '\(storyboard)' - perhaps the designated entry point is not set?"
    }

    /// The console message for a custom class in a nib that the app does not declare.
    static func unknownClassMessage(_ className: String) -> String {
        "Unknown class \(className) in Interface Builder file."
    }

    /// The exception reason for a nib class from a framework the app does not link.
    static func classNotLinkedMessage(_ className: String) -> String {
        "Could not instantiate class named \(className) because no class named \(className) was loaded (perhaps you forgot to link to the required framework?)"
    }

    /// For a crash: the crash report's reason line,
    /// `*** Terminating app due to uncaught exception 'NAME', reason: 'MESSAGE'`.
    public var terminationReason: String? {
        guard case let .crash(exception) = outcome, let consoleText else { return nil }
        return "*** Terminating app due to uncaught exception '\(exception)', reason: '\(consoleText)'"
    }
}

/// iOS's own exception reason when UIKit cannot find or read a storyboard or nib
/// (`Could not load NIB in bundle: …`), raised in the app as an `NSException`.
public struct ResourceNotLoaded: Error, Sendable, Equatable {
    public var reason: String
}
