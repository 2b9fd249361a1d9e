/// The device's folders on the host, all under one root (a session's own temporary folder, or
/// one its owner gives): what is built for the device, the installed bundles, the apps'
/// sandbox containers and the simulated Mac's user home. LabCore decides the layout; the shell
/// only chooses the root, and keeps the learner's own data (history, progress) elsewhere.
///
///     ROOT/Build/NAME/            a project built by `build` or `run` (Build/Samples: the sample apps)
///     ROOT/Bundles/ID/NAME.app    an installed app's copy (Bundles/.staging-ID while it is copied)
///     ROOT/Containers/ID/         an iPhone app's sandbox container
///     ROOT/Users/user/            the Mac's user home (a sandboxed Mac app's container is under Library/Containers)
public struct DeviceFolders: Sendable, Equatable {
    public let root: String

    public init(root: String) {
        self.root = root
    }

    /// Where a project named `name` is built when no output folder is given.
    public func buildOutput(named name: String) -> String { root + "/Build/" + name }

    /// Where the sample apps are built when the sample cache cannot be used.
    public var sampleBuilds: String { buildOutput(named: "Samples") }

    /// The folder an installed app's bundle is copied into.
    public func bundleFolder(of bundleIdentifier: String) -> String { root + "/Bundles/" + bundleIdentifier }

    /// Where an app's bundle is copied before the install succeeds (then it replaces `bundleFolder`).
    public func stagingFolder(of bundleIdentifier: String) -> String { root + "/Bundles/.staging-" + bundleIdentifier }

    /// The simulated Mac user's home: unsandboxed Mac apps share it.
    public var macUserHome: String { root + "/Users/user" }

    /// Where the app's files go: an iPhone app's container (`Containers/<bundle id>/`), a Mac
    /// app's sandbox container or the user's home (`MacHome`).
    public func container(for bundle: AppBundle) -> SandboxContainer {
        if bundle.layout == .macOS { return MacHome.container(for: bundle, home: macUserHome) }
        return SandboxContainer.named(in: root + "/Containers", bundleIdentifier: bundle.bundleIdentifier)
    }

    /// Whether a bundle identifier can name the app's folders (`Bundles/<id>/`,
    /// `Containers/<id>/`): not empty, and no path separator or `.`/`..` that would leave them.
    public static func isUsableIdentifier(_ identifier: String) -> Bool {
        !identifier.isEmpty && !identifier.contains("/") && identifier != "." && identifier != ".."
    }
}
