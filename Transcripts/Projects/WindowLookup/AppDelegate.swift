import UIKit

/// The delegates' `window` is an optional requirement on iOS: read through the protocol type
/// it is `UIWindow??` — nil outside when the class has no `window` (this app delegate), a
/// window inside when it has one (the scene delegate, given the storyboard's window by UIKit).
@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        true
    }
}
