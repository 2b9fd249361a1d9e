import Cocoa

class ViewController: NSViewController {

    /// Reached only when a view of this controller is first responder (the controller follows
    /// its view in the responder chain).
    @IBAction func refresh(_ sender: Any?) {
        print("view controller: refresh")
    }
}
