import Cocoa

/// A controller object of MainMenu.xib (an Object whose class is LogController): the nib makes
/// it, connects its outlet, then sends it awakeFromNib().
class LogController: NSObject {
    @IBOutlet weak var window: NSWindow!

    override func awakeFromNib() {
        super.awakeFromNib()
        print("LogController: awake; window \"\(window.title)\" connected, visible yet: \(window.isVisible)")
        window.title = "Logbook (ready)"
    }
}
