import UIKit

class KeypadViewController: UIViewController {
    @IBOutlet weak var display: UILabel!
    var typed = ""

    @IBAction func digitTapped(_ sender: AnyObject) {
        typed += String(sender.tag)
        display.text = typed
        print("digit \(sender.tag) from \(sender.currentTitle ?? "?")")
    }

    @IBAction func clear(_ sender: AnyObject?) {
        typed = ""
        display.text = "0"
        print("cleared by \(sender?.title ?? "?")")
    }

    // Called from code with the view controller as the sender: on iOS `sender.tag` raises
    // "unrecognized selector sent to instance", as a view controller has no tag.
    @IBAction func typeFive(_ sender: UIButton) {
        digitTapped(self)
    }

    // The sender is passed on, never asked for a member: left as written.
    @IBAction func share(_ sender: Any) {
        print("share from \(type(of: sender))")
    }
}
