import UIKit

/// A launch that never returns: the watchdog kills it after 20 s of (virtual) time.
@main
class AppDelegate: UIResponder, UIApplicationDelegate {

    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        var count = 0
        while true {
            count += 1
        }
        return true
    }
}
