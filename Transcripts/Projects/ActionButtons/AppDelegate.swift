import UIKit

/// Controls with actions (iOS 14): a handler instead of a target and a selector, the control
/// as the action's `sender` while it runs.
@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = ActionsViewController()
        self.window = window
        window.makeKeyAndVisible()
        return true
    }
}

class ActionsViewController: UIViewController {
    var count = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        // The action's title becomes the button's.
        let plus = UIButton(primaryAction: UIAction(title: "Plus One") { [unowned self] action in
            count += 1
            print("count is", count, "— sent by", (action.sender as? UIButton)?.currentTitle ?? "?")
        })
        plus.frame = CGRect(x: 20, y: 100, width: 200, height: 44)
        view.addSubview(plus)

        // addAction(_:for:) on a button made the usual way.
        let reset = UIButton(type: .system)
        reset.setTitle("Reset", for: .normal)
        reset.frame = CGRect(x: 20, y: 160, width: 200, height: 44)
        reset.addAction(UIAction { [unowned self] _ in
            count = 0
            print("count reset")
        }, for: .touchUpInside)
        view.addSubview(reset)

        // sendActions(for:) runs the handlers as a tap would; sender is nil once a handler returns.
        let probe = UIAction(title: "probe") { action in print("probe sent by", action.sender.map { String(describing: type(of: $0)) } ?? "nothing") }
        let control = UIControl(frame: .zero, primaryAction: probe)
        control.sendActions(for: .primaryActionTriggered)
        print("after sending, sender is", probe.sender == nil ? "nil" : "set")
    }
}
