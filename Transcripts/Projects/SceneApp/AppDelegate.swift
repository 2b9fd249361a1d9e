import UIKit

/// The iOS 13+ template: launch stays with the app delegate, the scene delegate gets the rest.
@main
class AppDelegate: UIResponder, UIApplicationDelegate {

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        print("didFinishLaunching")
        return true
    }

    // Never called with scenes; its notification still posts.
    func applicationDidBecomeActive(_ application: UIApplication) {
        print("applicationDidBecomeActive")
    }

    func applicationWillTerminate(_ application: UIApplication) {
        print("willTerminate")
    }
}
