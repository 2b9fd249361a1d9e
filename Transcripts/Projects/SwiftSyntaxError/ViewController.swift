import UIKit

class ViewController: UIViewController {

    override func viewDidLoad() {
        super.viewDidLoad()
        let greeting = "Hello
        print(greeting)
    }
}
