import UIKit

/// The secondary (detail) column: one note.
class NoteViewController: UIViewController {
    var text: String?

    override func viewDidLoad() {
        super.viewDidLoad()
        print("note: viewDidLoad")
    }
}
