import AppKit

class AppDelegate: NSObject, NSApplicationDelegate, NSWindowDelegate {
    var window: NSWindow!
    /// The first Cmd-Q is refused; the second quits.
    var quitAsked = false

    func applicationDidFinishLaunching(_ notification: Notification) {
        window = NSWindow(contentRect: NSMakeRect(0, 0, 480, 270), styleMask: [.titled, .closable, .miniaturizable],
                          backing: .buffered, defer: false)
        window.title = "Mac Code"
        window.delegate = self
        window.makeKeyAndOrderFront(nil)
        print("Mac Code: did finish launching, active: \(NSApp.isActive)")
    }

    func applicationWillResignActive(_ notification: Notification) { print("Mac Code: will resign active") }
    func applicationDidResignActive(_ notification: Notification) { print("Mac Code: did resign active") }
    func applicationDidBecomeActive(_ notification: Notification) { print("Mac Code: did become active") }
    func applicationDidHide(_ notification: Notification) { print("Mac Code: hidden") }
    func applicationDidUnhide(_ notification: Notification) { print("Mac Code: shown again") }

    func applicationShouldTerminate(_ sender: NSApplication) -> NSApplication.TerminateReply {
        if !quitAsked {
            quitAsked = true
            print("Mac Code: not yet — press Cmd-Q again")
            return .terminateCancel
        }
        return .terminateNow
    }

    func applicationWillTerminate(_ notification: Notification) { print("Mac Code: will terminate") }

    /// Closing the window quits the app (a Mac app otherwise keeps running without windows).
    func applicationShouldTerminateAfterLastWindowClosed(_ sender: NSApplication) -> Bool { true }

    func windowWillClose(_ notification: Notification) { print("Mac Code: window will close") }
}
