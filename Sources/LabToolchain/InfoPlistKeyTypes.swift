import LabCore

/// The value types iOS requires of the Info.plist keys the lab reads, and the check of a
/// bundle identifier's characters: a wrong one is a build error naming the key and its line
/// (**choice**: Xcode builds such a bundle and the device refuses to install or launch it;
/// the lab stops at the build, where the mistake is).
enum InfoPlistKeyTypes {
    enum Kind: String {
        case string, boolean, array, dictionary
    }

    static let kinds: [String: Kind] = [
        "CFBundleIdentifier": .string, "CFBundleExecutable": .string, "CFBundleName": .string,
        "CFBundleDisplayName": .string, "CFBundleShortVersionString": .string, "CFBundleVersion": .string,
        "CFBundleDevelopmentRegion": .string, "CFBundlePackageType": .string,
        "UIMainStoryboardFile": .string, "UILaunchStoryboardName": .string, "NSMainNibFile": .string,
        "NSPrincipalClass": .string,
        "LSRequiresIPhoneOS": .boolean, "UIApplicationExitsOnSuspend": .boolean, "UIRequiresFullScreen": .boolean,
        "UIStatusBarHidden": .boolean, "UIViewControllerBasedStatusBarAppearance": .boolean,
        "UIApplicationSupportsIndirectInputEvents": .boolean,
        "UIBackgroundModes": .array, "UISupportedInterfaceOrientations": .array,
        "UISupportedInterfaceOrientations~ipad": .array, "UIApplicationShortcutItems": .array,
        "BGTaskSchedulerPermittedIdentifiers": .array, "NSUserActivityTypes": .array,
        "UIApplicationSceneManifest": .dictionary, "NSAppTransportSecurity": .dictionary,
    ]

    /// The first problem, by key name, as (key, message); nil when every known key is right.
    static func problem(in info: [String: PlistValue]) -> (key: String, message: String)? {
        for key in info.keys.sorted() {
            guard let kind = kinds[key], let value = info[key], !matches(value, kind) else { continue }
            return (key, "\(key) must be \(kind == .array ? "an" : "a") \(kind.rawValue), not \(describe(value))")
        }
        if let identifier = info["CFBundleIdentifier"]?.string, !identifier.isEmpty,
           let bad = identifier.unicodeScalars.first(where: { !isIdentifierCharacter($0) }) {
            let shown = bad == " " ? "a space" : bad.value < 0x20 ? "a control character" : "\"\(bad)\""
            return ("CFBundleIdentifier", "CFBundleIdentifier \"\(identifier.debugDescription.dropFirst().dropLast())\" holds \(shown); "
                + "a bundle identifier may hold only letters, digits, hyphens and periods (set PRODUCT_BUNDLE_IDENTIFIER)")
        }
        return nil
    }

    /// A–Z, a–z, 0–9, hyphen and period, as Apple's documentation of CFBundleIdentifier says.
    static func isIdentifierCharacter(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "-" || scalar == ".")
    }

    private static func matches(_ value: PlistValue, _ kind: Kind) -> Bool {
        switch (value, kind) {
        case (.string, .string), (.bool, .boolean), (.array, .array), (.dictionary, .dictionary): true
        default: false
        }
    }

    private static func describe(_ value: PlistValue) -> String {
        switch value {
        case .string: "a string"
        case .integer: "an integer"
        case .real: "a real number"
        case .bool: "a boolean"
        case .date: "a date"
        case .data: "data"
        case .array: "an array"
        case .dictionary: "a dictionary"
        }
    }
}
