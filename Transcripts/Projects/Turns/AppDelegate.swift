import UIKit

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        DispatchQueue.main.async { print("main queue: the block queued at the top of didFinishLaunching") }
        print("didFinishLaunching: queued a block, showing the window")
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = FruitViewController()
        window?.makeKeyAndVisible()
        print("didFinishLaunching: returns")
        return true
    }

    func applicationDidBecomeActive(_ application: UIApplication) {
        print("applicationDidBecomeActive")
    }
}
