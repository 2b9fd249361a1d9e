import UIKit

/// A container view in a storyboard: its embed segue runs while the dashboard's view loads, so
/// `prepare(for:sender:)` comes first, the gauge's view loads next, and the dashboard's
/// `viewDidLoad()` finds the gauge among its children.
@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
}

class DashboardViewController: UIViewController {
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        print("prepare:", segue.identifier ?? "no identifier", "→", String(describing: type(of: segue.destination)),
              "sender:", sender == nil ? "nil" : "set")
        (segue.destination as? GaugeViewController)?.reading = 42
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        print("children in viewDidLoad:", children.map { String(describing: type(of: $0)) })
    }
}

class GaugeViewController: UIViewController {
    var reading = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        print("gauge loaded, reading", reading, "— parent:", parent.map { String(describing: type(of: $0)) } ?? "none")
    }
}
