/// The Keychain and Face ID as LifecycleLab simulates them (docs/lifecycle.md, "The Keychain"
/// and "Face ID"). iOS keeps keychain items in a system database (securityd), outside the app's
/// container: deleting the app removes its container but not its items, so a reinstall finds
/// them. The device keeps each app's items by bundle identifier; the app's Security module
/// encodes them and does the matching (`SecItemCopyMatching`), the device only keeps them.
extension AppHost {
    /// The app's keychain as last written, or "" when it has none.
    public var keychain: String { device.stores.keychains[process.bundleIdentifier] ?? "" }

    /// Replaces the app's keychain (`SecItemAdd`, `SecItemUpdate`, `SecItemDelete`).
    public func setKeychain(_ encoded: String) {
        device.stores.setKeychain(encoded, of: process.bundleIdentifier)
    }

    /// `LAContext.evaluatePolicy`: the Face ID sheet, answered as `biometry allow|deny` says.
    public func evaluateBiometry(reason: String) -> Bool {
        let matched = device.permissions.faceMatches
        device.record(.system(.biometryEvaluated(app: process.app.displayName, reason: reason, matched: matched)),
                      app: process.bundleIdentifier)
        return matched
    }
}
