import UIKit

@main
class AppDelegate: UIResponder, UIApplicationDelegate, UISplitViewControllerDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        // As Xcode's Master-Detail template: the split view controller is the root, and the
        // app delegate is its delegate.
        let split = window?.rootViewController as! UISplitViewController
        split.delegate = self
        print("root: \(type(of: split)) with \(split.viewControllers.count) children; collapsed: \(split.isCollapsed)")
        return true
    }

    func splitViewController(_ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
                             onto primaryViewController: UIViewController) -> Bool {
        true
    }
}
