import Cocoa

@NSApplicationMain
class AppDelegate: NSObject, NSApplicationDelegate {

    @IBOutlet weak var window: NSWindow!

    func applicationWillFinishLaunching(_ aNotification: Notification) {
        print("MacNib: will finish launching; window connected: \(window != nil), visible: \(window.isVisible)")
    }

    func applicationDidFinishLaunching(_ aNotification: Notification) {
        print("MacNib: did finish launching; window \"\(window.title)\"; delegate is NSApp's: \(NSApp.delegate === self)")
    }

    func applicationShouldTerminateAfterLastWindowClosed(_ sender: NSApplication) -> Bool {
        true
    }

    func applicationWillTerminate(_ aNotification: Notification) {
        print("MacNib: will terminate")
    }
}
