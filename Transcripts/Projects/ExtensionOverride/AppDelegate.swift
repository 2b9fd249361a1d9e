import UIKit

/// Overrides inside extensions: iOS allows them for Objective-C members (the SDK's methods are
/// `@objc dynamic`); Swift on Linux does not. An app class's override moves into the class's
/// body; an SDK class has no body to move it into, and the build says so in the lab's words.
@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
}

class PanelViewController: UIViewController {}

extension PanelViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        print("panel loaded")
    }
}

extension UITraitCollection {
    open override var description: String { "traits" }
}
