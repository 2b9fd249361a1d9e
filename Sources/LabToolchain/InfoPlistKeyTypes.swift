import BundleFormats
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
    static func problem(in info: [String: PlistValue]) -> (key: String, message: BuildText)? {
        for key in info.keys.sorted() {
            guard let kind = kinds[key], let value = info[key], !matches(value, kind) else { continue }
            let found = describe(value)
            switch kind {
            case .string: return (key, tr("%@ must be a string, not %@", key, found))
            case .boolean: return (key, tr("%@ must be a boolean, not %@", key, found))
            case .array: return (key, tr("%@ must be an array, not %@", key, found))
            case .dictionary: return (key, tr("%@ must be a dictionary, not %@", key, found))
            }
        }
        if let identifier = info["CFBundleIdentifier"]?.string, !identifier.isEmpty,
           let bad = identifier.unicodeScalars.first(where: { !isIdentifierCharacter($0) }) {
            let shown = String(identifier.debugDescription.dropFirst().dropLast())
            if bad == " " {
                return ("CFBundleIdentifier", tr("CFBundleIdentifier \"%@\" holds a space; a bundle identifier may hold only letters, digits, hyphens and periods (set PRODUCT_BUNDLE_IDENTIFIER)", shown))
            }
            if bad.value < 0x20 {
                return ("CFBundleIdentifier", tr("CFBundleIdentifier \"%@\" holds a control character; a bundle identifier may hold only letters, digits, hyphens and periods (set PRODUCT_BUNDLE_IDENTIFIER)", shown))
            }
            return ("CFBundleIdentifier", tr("CFBundleIdentifier \"%@\" holds \"%@\"; a bundle identifier may hold only letters, digits, hyphens and periods (set PRODUCT_BUNDLE_IDENTIFIER)", shown, String(bad)))
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

    /// What the value is, as the problem names it after "not".
    private static func describe(_ value: PlistValue) -> BuildText {
        switch value {
        case .string: tr("a string")
        case .integer: tr("an integer")
        case .real: tr("a real number")
        case .bool: tr("a boolean")
        case .date: tr("a date")
        case .data: tr("data")
        case .array: tr("an array")
        case .dictionary: tr("a dictionary")
        }
    }
}
