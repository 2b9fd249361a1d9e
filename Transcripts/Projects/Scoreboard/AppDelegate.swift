import UIKit

// A Swift 4.0 project of 2017–2018, as learners clone them: it builds in Xcode today.
@UIApplicationMain
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplicationLaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = ScoreViewController()
        window?.makeKeyAndVisible()
        return true
    }
}
