import UIKit

class NotesViewController: UIViewController {

    let store = NotesStore()
    let countLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        countLabel.frame = CGRect(x: 20, y: 120, width: 353, height: 40)
        countLabel.text = "0 notes"
        view.addSubview(countLabel)
        let addButton = UIButton(type: .system)
        addButton.frame = CGRect(x: 20, y: 180, width: 353, height: 44)
        addButton.setTitle("Add", for: .normal)
        addButton.addTarget(self, action: #selector(add(_:)), for: .touchUpInside)
        view.addSubview(addButton)
    }

    @objc func add(_ sender: UIButton) {
        store.add("Note") {
            // Runs once the store has saved the note.
        }
        countLabel.text = "\(store.notes.count) notes"
        print("add(_:) returns: the label says \(countLabel.text!)")
    }
}
