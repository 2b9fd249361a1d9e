import Cocoa

@main
class AppDelegate: NSObject, NSApplicationDelegate {
    var window: NSWindow!

    func applicationDidFinishLaunching(_ notification: Notification) {
        window = NSWindow(contentRect: NSMakeRect(0, 0, 400, 200), styleMask: [.titled, .closable], backing: .buffered, defer: false)
        window.title = "Unsaved"
        window.makeKeyAndOrderFront(nil)
    }

    func applicationShouldTerminate(_ sender: NSApplication) -> NSApplication.TerminateReply {
        print("saving before quitting…")
        DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
            print("the disk is full: keep running")
            NSApp.reply(toApplicationShouldTerminate: false)
        }
        return .terminateLater
    }

    func applicationWillTerminate(_ notification: Notification) {
        print("will terminate")
    }
}
