import UIKit

/// The list of books. Its storyboard scene uses its storyboard ID "shelf" as restoration ID;
/// the navigation controller's is "nav".
class ShelfViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    @IBOutlet weak var tableView: UITableView!
    let books = ["Dune", "Emma", "Ulysses"]

    override func viewDidLoad() {
        super.viewDidLoad()
        print("shelf viewDidLoad")
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { books.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Book", for: indexPath)
        cell.textLabel?.text = books[indexPath.row]
        return cell
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        guard let cell = sender as? UITableViewCell, let row = tableView.indexPath(for: cell)?.row,
              let book = segue.destination as? BookViewController else { return }
        book.title = books[row]
    }
}

/// One book, pushed by the row's segue (storyboard ID and restoration ID "book"). What it shows
/// is its own state: it saves the title and reads it back at restoration.
class BookViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        print("book viewDidLoad: \(title ?? "no title yet")")
    }

    override func encodeRestorableState(with coder: NSCoder) {
        super.encodeRestorableState(with: coder)
        coder.encode(title, forKey: "title")
    }

    override func decodeRestorableState(with coder: NSCoder) {
        super.decodeRestorableState(with: coder)
        title = coder.decodeObject(of: NSString.self, forKey: "title") as String?
        print("book decodeRestorableState: \(title ?? "nil")")
        // A bug in restoration code: this book cannot be restored.
        let pages = ["Dune": 412, "Emma": 474][title ?? ""]
        print("pages: \(pages!)")
    }

    override func applicationFinishedRestoringState() {
        print("book applicationFinishedRestoringState")
    }

    /// A note screen made in code: its restoration class makes it again.
    @IBAction func showNote(_ sender: Any) {
        let note = NoteViewController()
        note.restorationIdentifier = "note"
        note.restorationClass = NoteViewController.self
        present(note, animated: true)
    }
}

class NoteViewController: UIViewController, UIViewControllerRestoration {
    static func viewController(withRestorationIdentifierPath identifierComponents: [String], coder: NSCoder) -> UIViewController? {
        print("making the note again for \(identifierComponents.joined(separator: "/"))")
        let note = NoteViewController()
        note.restorationIdentifier = identifierComponents.last
        note.restorationClass = NoteViewController.self
        return note
    }
}
