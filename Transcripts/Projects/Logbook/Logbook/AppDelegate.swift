import Cocoa

@NSApplicationMain
class AppDelegate: NSObject, NSApplicationDelegate {

    @IBOutlet weak var window: NSWindow!

    func applicationDidFinishLaunching(_ aNotification: Notification) {
        print("Logbook: did finish launching in \(Bundle.main.bundleURL.lastPathComponent), window \"\(window.title)\"")
    }

    func applicationWillTerminate(_ aNotification: Notification) {
        print("Logbook: will terminate")
    }
}
