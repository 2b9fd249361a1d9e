import Cocoa

@main
class AppDelegate: NSObject, NSApplicationDelegate {

    func applicationWillFinishLaunching(_ aNotification: Notification) {
        // The storyboard's Application Scene has set the main menu before the first delegate method.
        print("menus: \(NSApp.mainMenu?.items.map(\.title) ?? [])")
    }

    func applicationShouldTerminate(_ sender: NSApplication) -> NSApplication.TerminateReply {
        print("asked to quit")
        return .terminateNow
    }

    func applicationWillTerminate(_ aNotification: Notification) {
        print("will terminate")
    }
}
