import UIKit

/// Forgets to make its window: the force unwrap finds nil and the app crashes at launch.
@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        print("about to show the window")
        window!.makeKeyAndVisible()
        print("never printed")
        return true
    }
}
