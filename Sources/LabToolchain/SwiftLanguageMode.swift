import Foundation
import LabCore

/// swiftc's `-swift-version` for a target's SWIFT_VERSION, as Xcode passes it, and the versions
/// Xcode refuses.
///
/// Swift 4 and 4.2 modes keep their spellings (`UIApplicationLaunchOptionsKey` until 4.2); 5 is
/// the default, and 6 builds in 5 mode (the simulated SDK does not carry UIKit's concurrency
/// annotations, so Swift 6's checking would judge app code unlike Xcode does). Xcode 10.2 and
/// later refuse Swift 3 and older with "SWIFT_VERSION '3.0' is unsupported, supported versions
/// are: 4.0, 4.2, 5.0"; the lab refuses them too, and `--swift-version 4` builds such a project
/// in Swift 4 mode, where the compiler's rename errors show what to change.
public enum SwiftLanguageMode {
    /// The values `--swift-version` takes, as Xcode's SWIFT_VERSION setting offers them.
    public static let offered = ["4", "4.2", "5", "6"]

    /// The mode for a SWIFT_VERSION setting already checked by `check`; anything else is 5.
    static func mode(_ setting: String?) -> String {
        switch setting?.trimmingCharacters(in: .whitespaces) {
        case "4", "4.0": return "4"
        case "4.2": return "4.2"
        default: return "5"
        }
    }

    /// `--swift-version VALUE` as a SWIFT_VERSION setting, or nil when VALUE is not one Xcode offers.
    public static func setting(forOption value: String) -> String? {
        switch value.trimmingCharacters(in: .whitespaces) {
        case "4", "4.0": return "4.0"
        case "4.2": return "4.2"
        case "5", "5.0": return "5.0"
        case "6", "6.0": return "6.0"
        default: return nil
        }
    }

    /// A build error when SWIFT_VERSION names a Swift older than 4, which no compiler of today
    /// takes: `origin` is the file that set it (the `.pbxproj` or project.yml), `target` the
    /// target's name. Values that are not version numbers (a `$(…)` reference) are left alone.
    static func check(_ setting: String?, origin: String?, target: String) throws(BuildFailure) {
        guard let value = setting?.trimmingCharacters(in: .whitespaces), let major = value.split(separator: ".").first.flatMap({ Int($0) }),
              major < 4 else { return }
        throw BuildFailure(.error(origin, tr("SWIFT_VERSION '%@' is unsupported, supported versions are: 4.0, 4.2, 5.0, 6.0 (in target '%@'), as Xcode says: Swift %d code needs converting; build it in Swift 4 mode with --swift-version 4 (build, run and install take it) and change what the compiler's rename errors name", value, target, major)))
    }
}
