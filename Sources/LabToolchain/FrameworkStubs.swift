/// Modules of the iOS SDK that LifecycleLab does not simulate: each compiles to a small module
/// that re-exports UIKit and declares its best-known classes unavailable, so `import MapKit`
/// builds and the first use of `MKMapView` says what is not simulated.
enum FrameworkStubs {
    /// Modules the SDK itself provides, or Swift on Linux has.
    static let provided: Set<String> = ["UIKit", "UserNotifications", "AVFoundation", "BackgroundTasks", "CoreLocation", "CoreData", "Contacts", "Foundation", "Dispatch", "Swift", "Observation"]

    /// The best-known classes of each unsimulated framework.
    static let knownClasses: [String: [(name: String, superclass: String)]] = [
        "MapKit": [("MKMapView", "UIView"), ("MKPointAnnotation", "NSObject")],
        "AVKit": [("AVPlayerViewController", "UIViewController")],
        "WebKit": [("WKWebView", "UIView")],
        "SpriteKit": [("SKView", "UIView"), ("SKScene", "NSObject")],
        "SceneKit": [("SCNView", "UIView")],
        "MessageUI": [("MFMailComposeViewController", "UIViewController")],
        "Photos": [("PHPhotoLibrary", "NSObject")],
        "StoreKit": [("SKPaymentQueue", "NSObject")],
        "CoreMotion": [("CMMotionManager", "NSObject")],
    ]

    /// macOS bundles build in their `Contents/` layout, but LifecycleLab's device is an iPhone:
    /// an AppKit app's entry point says so and ends.
    static let appKit = """
        public protocol NSApplicationDelegate: AnyObject {}
        extension NSApplicationDelegate {
            public static func main() {
                print("LifecycleLab simulates iOS devices: this macOS app builds, but no simulated Mac runs it")
            }
        }
        """

    /// The source of the stub for `module`.
    static func source(for module: String) -> String {
        var lines = ["@_exported import UIKit"]
        if module == "Darwin" { lines.append("@_exported import Glibc") }
        if module == "AppKit" { lines.append(appKit) }
        for known in knownClasses[module] ?? [] {
            lines.append("@available(*, unavailable, message: \"LifecycleLab does not simulate \(module) (\(known.name)) yet\")")
            lines.append("open class \(known.name): \(known.superclass) {}")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
