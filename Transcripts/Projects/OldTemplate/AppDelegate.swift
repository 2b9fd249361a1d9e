import UIKit

/// The app delegate as the old templates declared it: a plain NSObject, made by the main nib,
/// with its outlets to the nib's window and to the first screen's controller.
class OldTemplateAppDelegate: NSObject, UIApplicationDelegate {
    @IBOutlet var window: UIWindow?
    @IBOutlet var viewController: OldTemplateViewController!

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        print("window outlet: \(window != nil), viewController outlet: \(viewController != nil)")
        window?.rootViewController = viewController
        window?.makeKeyAndVisible()
        return true
    }
}

class OldTemplateViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        print("the first screen loaded")
    }
}
