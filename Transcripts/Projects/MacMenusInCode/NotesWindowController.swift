import AppKit

/// The Notes window's controller: AppKit makes it the window's next responder, so a menu
/// action sent to the first responder reaches it when the Notes window is key.
class NotesWindowController: NSWindowController {
    var pinned = false

    @IBAction func togglePinned(_ sender: NSMenuItem) {
        pinned.toggle()
        print("Notes: \(sender.title) → pinned \(pinned)")
    }
}
