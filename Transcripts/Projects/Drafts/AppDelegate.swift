import UIKit

/// Saves a draft as it leaves, with a Swift 2 book's spelling of the method: the build warns
/// that it nearly matches `applicationDidEnterBackground(_:)`, and UIKit never calls it.
@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = UIViewController()
        window?.makeKeyAndVisible()
        return true
    }

    func applicationDidEnterBackground(application: UIApplication) {
        UserDefaults.standard.set("draft", forKey: "draft")
        print("draft saved")
    }

    func applicationWillTerminate(_ application: UIApplication) {
        print("will terminate")
    }
}
