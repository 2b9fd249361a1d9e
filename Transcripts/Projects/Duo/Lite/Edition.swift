import UIKit

/// The Lite edition starts on its welcome screen.
enum Edition {
    static func makeRootController() -> UIViewController { LiteViewController() }
}

class LiteViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        print("Lite edition: viewDidLoad")
    }
}
