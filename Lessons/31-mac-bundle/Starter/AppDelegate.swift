import Cocoa

@main
class AppDelegate: NSObject, NSApplicationDelegate {

    func applicationDidFinishLaunching(_ aNotification: Notification) {
        print("Almanac: did finish launching")
    }

    func applicationWillTerminate(_ aNotification: Notification) {
        print("Almanac: will terminate")
    }
}
