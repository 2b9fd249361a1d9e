import UIKit

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let tabs = window?.rootViewController as? UITabBarController
        print("root: \(type(of: window!.rootViewController!)) with \(tabs?.viewControllers?.count ?? 0) tabs")
        return true
    }
}
