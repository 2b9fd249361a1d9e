/// The version of the simulated Mac's system: Mac OS X 10.6 to macOS 15.
///
/// Behaviour that came with a release is keyed to it (docs/lifecycle.md, "The Mac"): sudden
/// termination (10.6), automatic termination (10.7), App Nap (10.9).
public struct MacOSVersion: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// 10 for 10.6–10.15, then 11, 12, …
    public let major: Int
    /// 6 for 10.6; 0 from macOS 11 on (the lab keeps one release per major version).
    public let minor: Int

    /// A current macOS, used when no `--macos` is given.
    public static let current = MacOSVersion(major: 14, minor: 0)
    /// The oldest version the Mac rules cover.
    public static let oldest = MacOSVersion(major: 10, minor: 6)
    /// The newest version the Mac rules cover.
    public static let newest = MacOSVersion(major: 15, minor: 0)

    public init(major: Int, minor: Int) {
        self.major = major
        self.minor = minor
    }

    /// `10.6`, `10.15`, `11`, `14` (or `14.0`); nil for other text or a version not simulated.
    public init?(parsing text: String) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false).map { Int($0) }
        guard (1...2).contains(parts.count), parts.allSatisfy({ $0 != nil }) else { return nil }
        let major = parts[0]!, minor = parts.count == 2 ? parts[1]! : 0
        if major == 10 {
            guard parts.count == 2, (6...15).contains(minor) else { return nil }
        } else {
            guard (11...15).contains(major), minor == 0 else { return nil }
        }
        self.init(major: major, minor: minor)
    }

    public var description: String { major == 10 ? "10.\(minor)" : "\(major)" }

    /// What Apple called the system in that release: Mac OS X (to 10.7), OS X (10.8–10.11), macOS.
    public var productName: String {
        if self < MacOSVersion(major: 10, minor: 8) { return "Mac OS X" }
        if self < MacOSVersion(major: 10, minor: 12) { return "OS X" }
        return "macOS"
    }

    /// The release's name (Snow Leopard … Sequoia).
    public var releaseName: String {
        let names = [6: "Snow Leopard", 7: "Lion", 8: "Mountain Lion", 9: "Mavericks", 10: "Yosemite", 11: "El Capitan",
                     12: "Sierra", 13: "High Sierra", 14: "Mojave", 15: "Catalina"]
        let later = [11: "Big Sur", 12: "Monterey", 13: "Ventura", 14: "Sonoma", 15: "Sequoia"]
        return (major == 10 ? names[minor] : later[major]) ?? ""
    }

    /// "macOS 14 Sonoma", "Mac OS X 10.6 Snow Leopard".
    public var fullName: String { "\(productName) \(description) \(releaseName)" }

    /// Info.plist's `NSSupportsSuddenTermination`: from 10.6 (always, here).
    public var hasSuddenTermination: Bool { self >= MacOSVersion(major: 10, minor: 6) }
    /// Automatic termination (`NSSupportsAutomaticTermination`): from 10.7.
    public var hasAutomaticTermination: Bool { self >= MacOSVersion(major: 10, minor: 7) }
    /// App Nap: from 10.9.
    public var hasAppNap: Bool { self >= MacOSVersion(major: 10, minor: 9) }

    /// The deployment target a sample app is built for on this Mac (`LSMinimumSystemVersion`).
    public var deploymentTarget: String { major == 10 ? "10.\(minor)" : "\(major).0" }

    /// Whether an app asking for `minimum` (`LSMinimumSystemVersion`, `10.13`, `14.0`) runs here.
    public func runs(minimum: String) -> Bool {
        let parts = minimum.split(separator: ".").compactMap { Int($0) }
        guard let first = parts.first else { return true }
        let required = MacOSVersion(major: first, minor: first == 10 ? (parts.count > 1 ? parts[1] : 0) : 0)
        return required <= self
    }

    public static func < (a: MacOSVersion, b: MacOSVersion) -> Bool { (a.major, a.minor) < (b.major, b.minor) }
}
