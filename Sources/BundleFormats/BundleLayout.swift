import Foundation

/// Where things live inside a `.app` folder: iOS bundles are flat, macOS bundles keep
/// everything under `Contents/` (docs/lifecycle.md, "The sandbox and the bundle").
public enum BundleLayout: String, Sendable, Equatable {
    case iOS
    case macOS

    /// The layout of the `.app` folder at `path`: macOS when it holds `Contents/`.
    public static func of(bundleAt path: String) -> BundleLayout {
        FileManager.default.fileExists(atPath: path + "/Contents") ? .macOS : .iOS
    }

    /// Prefix of the folder that holds Info.plist and PkgInfo.
    public var contents: String { self == .iOS ? "" : "Contents/" }
    public var infoPlist: String { contents + "Info.plist" }
    public var pkgInfo: String { contents + "PkgInfo" }
    /// Folder of the executable.
    public var executables: String { self == .iOS ? "" : "Contents/MacOS/" }
    /// Folder of storyboards, nibs, Assets.car and plain resources.
    public var resources: String { self == .iOS ? "" : "Contents/Resources/" }
    public var frameworks: String { contents + "Frameworks/" }
    public var codeResources: String { contents + "_CodeSignature/CodeResources" }
    /// iOS apps carry their provisioning profile at the top; macOS ones under Contents/.
    public var provisioningProfile: String {
        self == .iOS ? "embedded.mobileprovision" : "Contents/embedded.provisionprofile"
    }
}
