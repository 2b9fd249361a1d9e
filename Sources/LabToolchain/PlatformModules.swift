import BundleFormats
import LabCore

/// Modules that belong to one platform: AppKit (and Cocoa) to macOS, UIKit to iOS. A target
/// that imports the other platform's gets swiftc's "no such module", then a note naming the
/// mismatch (docs/lifecycle.md, "The Mac").
enum PlatformModules {
    static let macOnly: Set<String> = ["AppKit", "Cocoa"]
    static let iOSOnly: Set<String> = ["UIKit"]

    static func isOtherPlatforms(_ module: String, for platform: BundleLayout) -> Bool {
        platform == .iOS ? macOnly.contains(module) : iOSOnly.contains(module)
    }

    /// The note under the error.
    static func note(_ module: String, for platform: BundleLayout) -> BuildText {
        platform == .iOS
            ? tr("%@ is macOS's framework and this target is built for iOS (SDKROOT = iphoneos); a Mac app's target says platform: macOS (SDKROOT = macosx) and runs on `reset --device mac`", module)
            : tr("%@ is iOS's framework and this target is built for macOS (SDKROOT = macosx); import AppKit (or Cocoa) in a Mac app, or build the target for iOS", module)
    }
}
