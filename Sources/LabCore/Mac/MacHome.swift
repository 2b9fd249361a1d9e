/// Where a Mac app keeps its files (docs/lifecycle.md, "The Mac"): a sandboxed app (its
/// entitlements say `com.apple.security.app-sandbox`) gets a container,
/// `~/Library/Containers/<bundle id>/Data`, with its own Documents, Library and tmp; any other
/// app's home is the user's home, shared with every unsandboxed app.
public enum MacHome {
    public static let sandboxEntitlement = "com.apple.security.app-sandbox"

    public static func isSandboxed(_ bundle: AppBundle) -> Bool {
        bundle.program?.entitlements[sandboxEntitlement]?.bool == true
    }

    /// The simulated user's home under the device's folder.
    public static func userHome(deviceRoot: String) -> String { deviceRoot + "/Users/user" }

    /// The app's container: its own under `Library/Containers`, or the user's home.
    public static func container(for bundle: AppBundle, deviceRoot: String) -> SandboxContainer {
        let home = userHome(deviceRoot: deviceRoot)
        guard isSandboxed(bundle) else { return SandboxContainer(path: home, bundleIdentifier: bundle.bundleIdentifier) }
        return SandboxContainer(path: home + "/Library/Containers/" + bundle.bundleIdentifier + "/Data", bundleIdentifier: bundle.bundleIdentifier)
    }

    /// The container as `~/…`, as the Finder shows it.
    public static func displayPath(_ container: SandboxContainer, deviceRoot: String) -> String {
        let home = userHome(deviceRoot: deviceRoot)
        return container.path == home ? "~" : "~" + container.path.dropFirst(home.count)
    }
}
