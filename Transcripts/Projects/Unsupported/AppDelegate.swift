import UIKit

/// Uses a `switch`, which the interpreter does not run yet: the method stops with a warning.
@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        print("launching")
        switch application.applicationState {
        case .active: print("active")
        default: print("not active")
        }
        return true
    }
}
