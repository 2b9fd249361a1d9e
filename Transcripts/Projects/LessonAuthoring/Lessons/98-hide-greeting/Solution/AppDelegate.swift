import UIKit

@main
class AppDelegate: UIResponder, UIApplicationDelegate {

    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = ViewController()
        self.window = window
        window.makeKeyAndVisible()
        print("didFinishLaunching")
        return true
    }

    func applicationWillResignActive(_ application: UIApplication) {
        print("willResignActive")
    }

    func applicationDidEnterBackground(_ application: UIApplication) {
        print("didEnterBackground")
    }

    func applicationWillEnterForeground(_ application: UIApplication) {
        print("willEnterForeground")
    }

    func applicationDidBecomeActive(_ application: UIApplication) {
        print("didBecomeActive")
    }

    func applicationWillTerminate(_ application: UIApplication) {
        print("willTerminate")
    }
}
