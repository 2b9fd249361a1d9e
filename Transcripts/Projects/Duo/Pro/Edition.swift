import UIKit

/// The Pro edition starts on its dashboard, inside a navigation controller.
enum Edition {
    static func makeRootController() -> UIViewController { UINavigationController(rootViewController: DashboardViewController()) }
}

class DashboardViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        print("Pro edition: viewDidLoad")
    }
}
