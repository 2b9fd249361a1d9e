import UIKit

/// A list screen built in code: a segmented control, a search bar and a text view.
class GlossaryViewController: UIViewController, UISearchBarDelegate, UITextViewDelegate {
    let kind = UISegmentedControl(items: ["Words", "Idioms"])
    let search = UISearchBar()
    let notes = UITextView()

    override func viewDidLoad() {
        super.viewDidLoad()
        kind.selectedSegmentIndex = 1
        search.placeholder = "Find a word"
        search.enablesReturnKeyAutomatically = true
        search.delegate = self
        notes.text = "Tap Open to look a word up"
        notes.isEditable = false
        notes.delegate = self
        let open = UIButton(type: .system)
        open.setTitle("Open", for: .normal)
        open.addTarget(self, action: #selector(openWord), for: .touchUpInside)
        for subview in [kind, search, notes, open] { view.addSubview(subview) }
        navigationItem.backBarButtonItem = UIBarButtonItem()
        print("showing \(kind.titleForSegment(at: kind.selectedSegmentIndex)!) of \(kind.numberOfSegments); search: \(search.placeholder!)")
    }

    @objc func openWord() {
        navigationController?.pushViewController(WordViewController(), animated: true)
    }
}

/// One word, from WordViewController.xib (File's Owner's outlet and the Done button's action).
class WordViewController: UIViewController {
    @IBOutlet weak var wordLabel: UILabel!

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.hidesBackButton = true
        wordLabel.text = "serendipity"
    }

    @IBAction func finish() {
        view.endEditing(true)
        let popped = navigationController?.popToRootViewController(animated: true) ?? []
        print("popped \(popped.count) controller(s)")
    }
}
