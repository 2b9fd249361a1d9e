import UIKit

class BadgesViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let views: [UIView] = [UIView(), BadgeView(), LoudBadgeView(), FramedView()]
        for view in views {
            print("\(type(of: view)): \(view.badgeText()), \(view.caption(for: "pins", count: 3))")
        }
        let loud = LoudBadgeView()
        print("LoudBadgeView as itself: \(loud.badgeText())")
        let shelves: [Shelf] = [Shelf(), TallShelf()]
        print("capacities: \(shelves.map { $0.capacity() })")
    }
}

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = BadgesViewController()
        window?.makeKeyAndVisible()
        return true
    }
}
