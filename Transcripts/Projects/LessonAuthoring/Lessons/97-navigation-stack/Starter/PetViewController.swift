import UIKit

/// One pet's screen.
class PetViewController: UIViewController {
    @IBOutlet weak var nameLabel: UILabel!
    var name = ""

    override func viewDidLoad() {
        super.viewDidLoad()
        nameLabel.text = name
        print("showing \(nameLabel.text ?? "nobody")")
    }
}
