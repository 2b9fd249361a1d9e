import UIKit

/// A navigation controller whose root is a table view controller, made in code.
@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let list = ListViewController(style: .plain)
        list.title = "States"
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = UINavigationController(rootViewController: list)
        self.window = window
        window.makeKeyAndVisible()
        return true
    }
}
