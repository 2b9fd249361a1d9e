import UIKit

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = First()
        window?.makeKeyAndVisible()
        return true
    }
}

class First: UIViewController {
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        present(Second(), animated: true)
    }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); print("First will disappear") }
}

class Second: UIViewController {
    override func viewDidLoad() { super.viewDidLoad(); print("Second loaded") }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); print("Second appeared") }
}
