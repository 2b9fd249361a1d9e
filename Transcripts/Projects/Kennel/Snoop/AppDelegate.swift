import UIKit
import Barking

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        // `sound()` is internal to the Barking framework: the app cannot call it.
        print(Dog(name: "Rex").sound())
        return true
    }
}
