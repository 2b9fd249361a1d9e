/// An app on the device: its bundle and, for the learner's apps, its sandbox container.
///
/// A value: `Device.installedApps` holds the current list; look an app up again with
/// `device.app(matching:)` after anything that may replace it.
public struct InstalledApp: Sendable, Equatable {
    public var bundle: AppBundle
    /// The data container on the host (`Documents/`, `Library/`, `tmp/`); nil for system apps.
    public var containerPath: String?

    public init(bundle: AppBundle, containerPath: String?) {
        self.bundle = bundle
        self.containerPath = containerPath
    }

    public var bundleIdentifier: String { bundle.bundleIdentifier }
    public var displayName: String { bundle.displayName }
    public var isSystemApp: Bool { bundle.isSystemApp }
    /// `CFBundleShortVersionString (CFBundleVersion)`, as crash reports print it.
    public var versionDescription: String {
        let short = bundle.info["CFBundleShortVersionString"]?.string ?? "1.0"
        let build = bundle.info["CFBundleVersion"]?.string ?? "1"
        return "\(short) (\(build))"
    }
}
