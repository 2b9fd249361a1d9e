import UIKit
#if canImport(FirebaseCore)
import FirebaseCore
#endif
#if os(macOS)
import AppKit
#elseif canImport(Combine)
import Combine
#endif

/// Imports the iOS Simulator build never reads (an optional dependency, another platform),
/// and an unused variable: swiftc's warning, shown again when the build comes from the cache.
@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        var unused = 1
        #if canImport(FirebaseCore)
        print("with Firebase")
        #else
        print("without Firebase: the optional import was skipped")
        #endif
        return true
    }
}
