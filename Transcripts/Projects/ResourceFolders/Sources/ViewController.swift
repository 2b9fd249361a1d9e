import UIKit

class ViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        // The level list was copied from Resources/Levels into the bundle.
        let found = Bundle.main.path(forResource: "levels", ofType: "json") != nil
        print("levels.json in the bundle: \(found)")
    }
}
