/// Modules an app may import: the SDK's frameworks and Swift's own libraries. Importing an
/// SDK framework links it (Swift autolinking), which matters to nibs that use its classes.
enum SDKModules {
    static let frameworks: Set<String> = [
        "ARKit", "AVFoundation", "AVKit", "AppKit", "BackgroundTasks", "Combine", "CoreData", "CoreGraphics",
        "CoreImage", "CoreLocation", "CoreMotion", "Foundation", "GLKit", "MapKit", "MessageUI", "Metal",
        "MetalKit", "PassKit", "Photos", "QuartzCore", "SceneKit", "SpriteKit", "StoreKit", "SwiftUI",
        "UIKit", "UserNotifications", "WebKit",
    ]
    static let swiftLibraries: Set<String> = ["Swift", "Darwin", "Dispatch", "ObjectiveC", "os", "Observation"]

    static func exists(_ module: String) -> Bool {
        frameworks.contains(module) || swiftLibraries.contains(module)
    }
}
