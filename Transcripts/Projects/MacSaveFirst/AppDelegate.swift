import Cocoa

@main
class AppDelegate: NSObject, NSApplicationDelegate {
    var window: NSWindow!

    func applicationDidFinishLaunching(_ notification: Notification) {
        window = NSWindow(contentRect: NSMakeRect(0, 0, 400, 200), styleMask: [.titled, .closable], backing: .buffered, defer: false)
        window.title = "Draft"
        window.makeKeyAndOrderFront(nil)
        NotificationCenter.default.addObserver(self, selector: #selector(resigned(_:)),
                                               name: NSApplication.didResignActiveNotification, object: nil)
    }

    @objc func resigned(_ notification: Notification) {
        print("observer: didResignActiveNotification")
    }

    func applicationShouldTerminate(_ sender: NSApplication) -> NSApplication.TerminateReply {
        print("saving the draft before quitting…")
        DispatchQueue.main.asyncAfter(deadline: .now() + 2) {
            print("saved")
            NSApp.reply(toApplicationShouldTerminate: true)
        }
        return .terminateLater
    }

    func applicationWillTerminate(_ notification: Notification) {
        print("will terminate")
    }
}
