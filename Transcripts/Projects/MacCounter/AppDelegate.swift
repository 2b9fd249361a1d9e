import AppKit

class AppDelegate: NSObject, NSApplicationDelegate {
    var window: NSWindow!

    func applicationDidFinishLaunching(_ notification: Notification) {
        let controller = CounterViewController(nibName: "CounterViewController", bundle: nil)
        window = NSWindow(contentViewController: controller)
        window.title = "Counter"
        // A text field added in code, next to the nib's views.
        let note = NSTextField(string: "")
        note.placeholderString = "Note"
        note.frame = NSRect(x: 130, y: 20, width: 90, height: 22)
        controller.view.addSubview(note)
        window.makeKeyAndOrderFront(nil)
    }
}

class CounterViewController: NSViewController {
    @IBOutlet weak var countLabel: NSTextField!
    var count = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        print("CounterViewController: view did load; the label says \(countLabel?.stringValue ?? "nothing")")
    }

    @IBAction func increment(_ sender: Any) {
        count += 1
        countLabel.stringValue = "\(count)"
    }
}
