/// An app as installed on the device: its bundle on disk, its Info.plist and its program.
///
/// System apps (Phone, Settings, Messages) have no folder and no program of the learner's.
public struct AppBundle: Sendable, Equatable {
    /// The `.app` folder on disk; nil for the device's own system apps.
    public var path: String?
    /// The processed Info.plist.
    public var info: [String: PlistValue]
    /// The app's code as the executable holds it; nil for system apps.
    public var program: AppProgram?

    public init(path: String?, info: [String: PlistValue], program: AppProgram?) {
        self.path = path
        self.info = info
        self.program = program
    }

    public var bundleIdentifier: String { info["CFBundleIdentifier"]?.string ?? "" }

    /// The name under the icon: CFBundleDisplayName, else CFBundleName, else the executable.
    public var displayName: String {
        info["CFBundleDisplayName"]?.string ?? info["CFBundleName"]?.string
            ?? info["CFBundleExecutable"]?.string ?? bundleIdentifier
    }

    public var isSystemApp: Bool { path == nil }
}
