import UIKit

/// A classic mistake: presenting from viewDidLoad, before the presenter's view is in the
/// window. UIKit refuses with a console warning; from viewDidAppear it works.
@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = WelcomeController()
        window?.makeKeyAndVisible()
        return true
    }
}

class WelcomeController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        present(OnboardingController(), animated: false)
        print("presented from viewDidLoad: \(presentedViewController != nil)")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        guard presentedViewController == nil else { return }
        present(OnboardingController(), animated: true)
        print("presented from viewDidAppear: \(presentedViewController != nil)")
    }
}

class OnboardingController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        print("onboarding loaded")
    }
}
