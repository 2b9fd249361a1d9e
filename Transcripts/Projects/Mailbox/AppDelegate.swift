import UIKit

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        // A column-style split view built in code: a sidebar, a message, and a list for
        // compact width (an iPhone).
        let split = UISplitViewController(style: .doubleColumn)
        split.setViewController(MailboxesViewController(), for: .primary)
        split.setViewController(MessageViewController(), for: .secondary)
        split.setViewController(UINavigationController(rootViewController: InboxViewController()), for: .compact)
        split.preferredDisplayMode = .oneBesideSecondary
        print("split: \(split.viewControllers.count) children, collapsed: \(split.isCollapsed)")
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = split
        window?.makeKeyAndVisible()
        return true
    }
}

class MailboxesViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        print("mailboxes: viewDidLoad")
    }
}

class MessageViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        print("message: viewDidLoad")
    }
}

class InboxViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        print("inbox: viewDidLoad, in a split view: \(splitViewController != nil)")
    }
}
