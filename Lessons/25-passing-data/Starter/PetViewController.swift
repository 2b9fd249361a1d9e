import UIKit

/// One pet's screen.
class PetViewController: UIViewController {
    @IBOutlet weak var nameLabel: UILabel!

    override func viewDidLoad() {
        super.viewDidLoad()
        print("showing \(nameLabel.text ?? "nobody")")
    }
}
