import UIKit

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        // Appearance proxies: kept, though the device draws no bars.
        UINavigationBar.appearance().barTintColor = #colorLiteral(red: 0.14, green: 0.29, blue: 0.62, alpha: 1)
        UITabBar.appearance().tintColor = .white
        let tabs = UITabBarController()
        tabs.viewControllers = [UINavigationController(rootViewController: TimelineViewController())]
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = tabs
        window?.makeKeyAndVisible()
        return true
    }
}
