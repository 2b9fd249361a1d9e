import UIKit

/// Made by the main nib, not by UIApplicationMain: MainWindow.xib holds this object and
/// connects its `window` outlet to the nib's window.
class AppDelegate: UIResponder, UIApplicationDelegate {
    @IBOutlet var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        print("didFinishLaunching: window from the nib: \(window != nil); root: \(String(describing: window?.rootViewController.map { type(of: $0) }))")
        window?.makeKeyAndVisible()
        return true
    }

    func applicationDidBecomeActive(_ application: UIApplication) {
        print("didBecomeActive")
    }
}
