import UIKit

/// A controller with no nib and no `loadView()` of its own: UIKit makes its view the size of
/// the screen, so `viewDidLoad` can size subviews from `view.bounds`. The safe area is empty
/// until the view is in the window.
@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = MapViewController()
        self.window = window
        window.makeKeyAndVisible()
        return true
    }
}

class MapArea: UIView {}

class MapViewController: UIViewController {
    let map = MapArea()

    override func viewDidLoad() {
        super.viewDidLoad()
        print("viewDidLoad: view \(view.bounds.size), safe area \(view.safeAreaInsets)")
        map.frame = view.bounds.insetBy(dx: 0, dy: 100)
        view.addSubview(map)
        print("map \(map.frame)")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        print("viewDidAppear: view \(view.bounds.size), safe area \(view.safeAreaInsets)")
    }
}
