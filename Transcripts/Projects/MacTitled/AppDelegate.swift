import Cocoa

@main
class AppDelegate: NSObject, NSApplicationDelegate {

    func applicationDidFinishLaunching(_ aNotification: Notification) {
        print("MacTitled: did finish launching")
    }

    func applicationWillTerminate(_ aNotification: Notification) {
        print("MacTitled: will terminate")
    }
}
