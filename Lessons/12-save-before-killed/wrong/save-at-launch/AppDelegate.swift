import UIKit

@main
class AppDelegate: UIResponder, UIApplicationDelegate {

    var window: UIWindow?
    /// What the user has written so far; saved at launch, before the user could write anything.
    var draft = "Dear diary, today I learned that suspended apps can be reclaimed."

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        UserDefaults.standard.set(draft, forKey: "draft")
        if let saved = UserDefaults.standard.string(forKey: "draft") {
            draft = saved
            print("restored draft: \(draft.count) characters")
        }
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = ViewController()
        self.window = window
        window.makeKeyAndVisible()
        print("didFinishLaunching: a fresh process")
        return true
    }

    func applicationWillEnterForeground(_ application: UIApplication) {
        print("willEnterForeground: the draft is still in memory")
    }

    func applicationDidEnterBackground(_ application: UIApplication) {
        print("didEnterBackground")
    }
}
