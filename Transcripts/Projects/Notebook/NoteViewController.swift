import UIKit

/// The secondary (detail) column: one note.
class NoteViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        print("note: viewDidLoad")
    }
}
