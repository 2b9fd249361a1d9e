import UIKit

@main
class AppDelegate: UIResponder, UIApplicationDelegate {

    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        // No storyboard: nothing makes a window unless this method does.
        print("didFinishLaunching")
        return true
    }

    func applicationDidBecomeActive(_ application: UIApplication) {
        print("didBecomeActive")
    }
}
