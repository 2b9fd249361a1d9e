import Cocoa

@main
class AppDelegate: NSObject, NSApplicationDelegate, NSWindowDelegate {

    @IBOutlet weak var window: NSWindow!
    @IBOutlet weak var addEntryItem: NSMenuItem!
    var entries = 0

    func applicationDidFinishLaunching(_ aNotification: Notification) {
        window.delegate = self
        let bar = NSApp.mainMenu?.items.map(\.title) ?? []
        print("MacMenus: menu bar \(bar); Add Entry's key: Cmd-\(addEntryItem.keyEquivalent.uppercased())")
    }

    /// File ▸ Add Entry (connected to First Responder): the window and its delegate (this
    /// object) come first in the responder chain, and this object implements it.
    @IBAction func addEntry(_ sender: NSMenuItem) {
        entries += 1
        print("MacMenus: \(sender.title) → \(entries) entries")
    }

    /// File ▸ Print Log (targets this object directly in the xib).
    @IBAction func printLog(_ sender: Any?) {
        print("MacMenus: the log has \(entries) entries")
    }

    func windowShouldClose(_ sender: NSWindow) -> Bool {
        print("MacMenus: close \"\(sender.title)\"? yes")
        return true
    }

    func applicationShouldTerminate(_ sender: NSApplication) -> NSApplication.TerminateReply {
        print("MacMenus: asked to quit with \(entries) entries")
        return .terminateNow
    }

    func applicationWillTerminate(_ aNotification: Notification) {
        print("MacMenus: will terminate")
    }
}
