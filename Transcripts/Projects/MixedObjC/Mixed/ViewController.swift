import UIKit

class ViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        print("a Swift view controller in an Objective-C app")
    }
}
