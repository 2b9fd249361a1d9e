import Cocoa

@main
class AppDelegate: NSObject, NSApplicationDelegate {
    func applicationDidFinishLaunching(_ notification: Notification) {
        print("MacSudden: nothing unsaved, ever")
    }

    func applicationWillTerminate(_ notification: Notification) {
        print("MacSudden: will terminate")
    }
}
