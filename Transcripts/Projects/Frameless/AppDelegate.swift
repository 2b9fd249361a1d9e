import UIKit

/// Builds its window in code with `UIWindow()`, as a book for iOS 9 would: before iOS 9 that
/// window has a zero-size frame. Reads `backgroundTimeRemaining` with no background task open.
@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow()
        window.rootViewController = UIViewController()
        window.backgroundColor = .white
        self.window = window
        window.makeKeyAndVisible()
        print("window frame: \(window.frame)")
        return true
    }

    func applicationDidEnterBackground(_ application: UIApplication) {
        print("no background task open; backgroundTimeRemaining: \(application.backgroundTimeRemaining)")
    }
}
