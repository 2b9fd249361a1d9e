import Cocoa

@main
class AppDelegate: NSObject, NSApplicationDelegate {
    var window: NSWindow!
    var timer: Timer?
    var ticks = 0

    func applicationDidFinishLaunching(_ notification: Notification) {
        window = NSWindow(contentRect: NSMakeRect(0, 0, 300, 120), styleMask: [.titled, .closable], backing: .buffered, defer: false)
        window.title = "Metronome"
        window.makeKeyAndOrderFront(nil)
        timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in
            self.ticks += 1
            print("tick \(self.ticks)")
        }
    }

    func applicationDidBecomeActive(_ notification: Notification) {
        print("did become active, isActive: \(NSApp.isActive)")
    }

    // As on iOS: one resign method only.
    func applicationWillResignActive(_ notification: Notification) {
        print("will resign active, isActive: \(NSApp.isActive)")
    }
}
