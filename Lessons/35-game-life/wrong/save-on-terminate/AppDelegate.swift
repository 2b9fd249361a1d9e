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

    /// A call, Notification Centre, the app switcher: the game stops before the player looks away.
    func applicationWillResignActive(_ application: UIApplication) {
        game?.pauseGame()
    }

    /// When the app is about to end, the best score is saved.
    func applicationWillTerminate(_ application: UIApplication) {
        guard let best = game?.best else { return }
        UserDefaults.standard.set(best, forKey: "best")
        print("best score saved: \(best)")
    }
}
