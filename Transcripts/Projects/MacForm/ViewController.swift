import Cocoa

class ViewController: NSViewController {
    @IBOutlet weak var emailField: NSTextField!
    @IBOutlet weak var receipts: NSButton!
    @IBOutlet weak var status: NSTextField!

    override func viewDidLoad() {
        super.viewDidLoad()
        print("ViewController: view did load; outlets: \(emailField != nil), \(receipts != nil), \(status != nil)")
    }

    // The Subscribe button's action goes to the First Responder: AppKit finds this method
    // up the responder chain (the text field, the stack view, the view, this controller).
    @IBAction func subscribe(_ sender: Any) {
        let email = emailField.stringValue
        status.stringValue = email.isEmpty ? "An email, please" : "Subscribed \(email)" + (receipts.state == .on ? " with receipts" : "")
        print("ViewController: subscribe — \(status.stringValue)")
    }

    @IBAction func receiptsChanged(_ sender: NSButton) {
        print("ViewController: receipts \(sender.state == .on ? "on" : "off")")
    }
}
