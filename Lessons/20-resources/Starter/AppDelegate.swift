import UIKit

@main
class AppDelegate: UIResponder, UIApplicationDelegate {

    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = ViewController()
        self.window = window
        window.makeKeyAndVisible()
        showResources()
        return true
    }

    /// Reads what the build put into the bundle.
    func showResources() {
        print("logo: \(UIImage(named: "Logo") == nil ? "missing" : "found")")
        // Read greeting.txt from the app's bundle and print it.
    }
}
