/// What the system keeps for apps outside their process: the general pasteboard, the keychain,
/// the photo library, Home screen quick actions, and the user's answers to contacts access and
/// Face ID (UIPasteboard, Security, Photos, UIApplication, Contacts, LocalAuthentication).
extension HostCalls {
    public static let pasteboard = HostCall<Void, PasteboardContents>("pasteboard")
    /// The general pasteboard's new strings.
    public static let setPasteboard = HostCall<[String], Void>("setPasteboard")
    /// The app's keychain as it last encoded it (JSON), or "" when it has none.
    public static let keychain = HostCall<Void, String>("keychain")
    /// The app's whole keychain, encoded (JSON); "" when it holds no item.
    public static let setKeychain = HostCall<String, Void>("setKeychain")
    /// `LAContext.evaluatePolicy` with its localised reason: whether the face matched.
    public static let evaluateBiometry = HostCall<String, Bool>("evaluateBiometry")
    public static let contactsAuthorizationStatus = HostCall<Void, ContactsAuthorizationStatus>("contactsAuthorizationStatus")
    /// `CNContactStore.requestAccess(for:)`: granted.
    public static let requestContactsAccess = HostCall<Void, Bool>("requestContactsAccess")
    /// `UIImageWriteToSavedPhotosAlbum`: the image's width and height in pixels.
    public static let savePhoto = HostCall<(Int, Int), Void>("savePhoto")
    /// `UIApplication.shared.shortcutItems`, as the app encoded them (JSON).
    public static let shortcutItems = HostCall<Void, String>("shortcutItems")
    public static let setShortcutItems = HostCall<String, Void>("setShortcutItems")
}

/// The general pasteboard: its strings and its change count.
public struct PasteboardContents: Sendable, Equatable, WireCodable {
    public var strings: [String], changeCount: Int

    public init(strings: [String], changeCount: Int) {
        self.strings = strings
        self.changeCount = changeCount
    }

    public func encode(into values: inout [WireValue]) {
        strings.encode(into: &values)
        changeCount.encode(into: &values)
    }

    public init(wire: WireReader) { self.init(strings: [String](wire: wire), changeCount: Int(wire: wire)) }
}

/// `CNAuthorizationStatus`, with Contacts' raw values.
public enum ContactsAuthorizationStatus: Int, Sendable, WireEnum {
    case notDetermined = 0, restricted = 1, denied = 2, authorized = 3
    public static let unknown = ContactsAuthorizationStatus.notDetermined
}
