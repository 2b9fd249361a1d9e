import Cocoa

class ScenesViewController: NSViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        print("ScenesViewController: view did load")
    }
}

class DetailsViewController: NSViewController {}
