/// Where a Mac app keeps its files (docs/lifecycle.md, "The Mac"): a sandboxed app (its
/// entitlements say `com.apple.security.app-sandbox`) gets a container,
/// `~/Library/Containers/<bundle id>/Data`, with its own Documents, Library and tmp; any other
/// app's home is the user's home, shared with every unsandboxed app.
public enum MacHome {
    public static let sandboxEntitlement = "com.apple.security.app-sandbox"

    public static func isSandboxed(_ bundle: AppBundle) -> Bool {
        bundle.program?.entitlements[sandboxEntitlement]?.bool == true
    }

    /// The app's container: its own under the user's `Library/Containers`, or the user's
    /// `home` (`DeviceFolders.macUserHome`).
    public static func container(for bundle: AppBundle, home: String) -> SandboxContainer {
        guard isSandboxed(bundle) else { return SandboxContainer(path: home, bundleIdentifier: bundle.bundleIdentifier) }
        return SandboxContainer(path: home + "/Library/Containers/" + bundle.bundleIdentifier + "/Data", bundleIdentifier: bundle.bundleIdentifier)
    }

    /// The container as `~/…`, as the Finder shows it.
    public static func displayPath(_ container: SandboxContainer, home: String) -> String {
        return container.path == home ? "~" : "~" + container.path.dropFirst(home.count)
    }
}
