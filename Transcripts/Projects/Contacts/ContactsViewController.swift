import UIKit

/// The first tab's first screen, inside a navigation controller; its outlets are connected in
/// the storyboard.
class ContactsViewController: UIViewController {
    @IBOutlet weak var countLabel: UILabel!
    @IBOutlet private weak var addButton: UIButton!
    var contacts = ["Ada", "Grace"]

    override func viewDidLoad() {
        super.viewDidLoad()
        countLabel.text = "\(contacts.count) contacts"
        print("viewDidLoad: outlets set — \(countLabel.text!), button \(addButton.currentTitle ?? "untitled"); in \(type(of: navigationController!))")
    }

    @IBAction func addContact(_ sender: Any) {
        contacts.append("Linus")
        countLabel.text = "\(contacts.count) contacts"
    }
}
