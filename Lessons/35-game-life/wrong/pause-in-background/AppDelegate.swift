import UIKit

@main
class AppDelegate: UIResponder, UIApplicationDelegate {

    var window: UIWindow?

    /// The game on screen.
    var game: GameScene? { (window?.rootViewController as? GameViewController)?.game }

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = GameViewController()
        self.window = window
        window.makeKeyAndVisible()
        return true
    }

    /// The game stops when the app leaves the screen.
    func applicationDidEnterBackground(_ application: UIApplication) {
        game?.pauseGame()
        guard let best = game?.best else { return }
        UserDefaults.standard.set(best, forKey: "best")
        print("best score saved: \(best)")
    }
}
