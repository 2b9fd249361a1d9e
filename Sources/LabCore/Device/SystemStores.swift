/// What iOS keeps for apps outside their containers, in its own daemons, so that it outlives
/// them: the general pasteboard (`UIPasteboard.general`, shared by every app), each app's
/// keychain items (they outlive `uninstall`, docs/lifecycle.md "The Keychain") and the photo
/// library (docs/lifecycle.md "Privacy: Photos").
public struct SystemStores: Sendable, Equatable {
    /// The pasteboard's strings (a URL is kept as its text).
    public private(set) var pasteboardStrings: [String] = []
    /// How often the pasteboard was written (`UIPasteboard.changeCount`).
    public private(set) var pasteboardChangeCount = 0
    /// Each app's keychain items, as the app's Security module encodes them, by bundle identifier.
    public private(set) var keychains: [String: String] = [:]
    /// The images apps saved, oldest first.
    public private(set) var photoLibrary: [SavedPhoto] = []

    public init() {}

    /// An app writes the pasteboard: every app then reads what it wrote.
    mutating func writePasteboard(_ strings: [String]) {
        pasteboardStrings = strings
        pasteboardChangeCount += 1
    }

    /// Replaces an app's keychain; an empty one leaves no entry.
    mutating func setKeychain(_ encoded: String, of app: String) {
        keychains[app] = encoded.isEmpty ? nil : encoded
    }

    /// Adds a saved image to the photo library.
    mutating func save(_ photo: SavedPhoto) {
        photoLibrary.append(photo)
    }
}
