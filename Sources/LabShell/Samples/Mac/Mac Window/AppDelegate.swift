import Cocoa

@main
class AppDelegate: NSObject, NSApplicationDelegate {

    func applicationDidFinishLaunching(_ aNotification: Notification) {
        print("Mac Window: did finish launching")
    }

    func applicationWillResignActive(_ notification: Notification) {
        print("Mac Window: will resign active")
    }

    func applicationDidResignActive(_ notification: Notification) {
        print("Mac Window: did resign active (still running)")
    }

    func applicationDidBecomeActive(_ notification: Notification) {
        print("Mac Window: did become active")
    }

    func applicationWillTerminate(_ aNotification: Notification) {
        print("Mac Window: will terminate")
    }
}
