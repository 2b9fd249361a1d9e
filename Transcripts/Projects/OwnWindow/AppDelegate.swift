import UIKit

/// A storyboard app whose delegate puts a window of its own in `window` during launch: UIKit
/// then shows that window, not the one it made for the storyboard.
@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        print("storyboard window holds \(type(of: window!.rootViewController!))")
        let navigation = UINavigationController(rootViewController: SettingsViewController())
        navigation.navigationBar.titleTextAttributes = [.foregroundColor: UIColor.white]
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = navigation
        return true
    }
}

class StoryboardViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        print("the storyboard's controller loaded its view")
    }
}
