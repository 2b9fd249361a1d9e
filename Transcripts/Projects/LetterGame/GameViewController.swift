import UIKit

/// Letter buttons share one action and tell themselves apart by their storyboard tags.
/// The outlets are named `name` and `value`, like parameters a build could generate.
class GameViewController: UIViewController {
    @IBOutlet var name: UILabel!
    @IBOutlet var value: UILabel!
    var guessed = ""

    @IBAction func letterTapped(_ sender: UIButton) {
        switch sender.tag {
        case 1: guessed += "A"
        case 2: guessed += "B"
        case 3: guessed += "C"
        default: print("a letter button with tag \(sender.tag)")
        }
        name.text = guessed
        value.text = "\(guessed.count) letters"
        print("tag \(sender.tag): \(guessed)")
    }

    @IBAction func selector(_ sender: UIBarButtonItem) {
        print("bar item tag \(sender.tag)")
        guessed = ""
        name.text = guessed
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        print("view with tag 7 is a \(type(of: view.viewWithTag(7)!)); tab tag \(navigationController?.tabBarItem.tag ?? -1)")
    }
}
