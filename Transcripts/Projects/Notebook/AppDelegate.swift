import UIKit

@main
class AppDelegate: UIResponder, UIApplicationDelegate, UISplitViewControllerDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        // As Xcode's Master-Detail template: the split view controller is the root, and the
        // app delegate is its delegate.
        let split = window?.rootViewController as! UISplitViewController
        let detail = split.viewControllers[split.viewControllers.count - 1] as! UINavigationController
        detail.topViewController!.navigationItem.leftBarButtonItem = split.displayModeButtonItem
        split.delegate = self
        print("root: \(type(of: split)) with \(split.viewControllers.count) children; collapsed: \(split.isCollapsed)")
        return true
    }

    /// The template's answer: while no note is chosen, the collapsed split view shows the list.
    func splitViewController(_ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
                             onto primaryViewController: UIViewController) -> Bool {
        guard let navigation = secondaryViewController as? UINavigationController,
              let note = navigation.topViewController as? NoteViewController else { return false }
        return note.text == nil
    }
}
