import UIKit

/// The primary (master) column's list of notes.
class NotesViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.leftBarButtonItem = editButtonItem
        print("notes: in \(type(of: splitViewController!)), \(type(of: navigationController!))")
    }

    @IBAction func openNote(_ sender: Any) {
        let detail = splitViewController!.viewControllers.last as! UINavigationController
        let note = detail.topViewController!
        detail.setViewControllers([], animated: false)
        showDetailViewController(note, sender: self)
    }
}
