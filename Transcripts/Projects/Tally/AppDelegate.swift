import UIKit

/// Counts launches and returns in an object of its own class: app objects keep their state
/// while the process lives, and lose it when the process ends.
class Tally {
    var launches = 0
    var returns = 0

    func summary() -> String {
        return "launches: \(launches), returns: \(returns)"
    }
}

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    let tally = Tally()

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        tally.launches += 1
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = UIViewController()
        self.window = window
        window.makeKeyAndVisible()
        print(tally.summary())
        return true
    }

    func applicationWillEnterForeground(_ application: UIApplication) {
        tally.returns += 1
        print(tally.summary())
    }
}
