import Cocoa

@main
class AppDelegate: NSObject, NSApplicationDelegate {
    var window: NSWindow!
    var draft = "Dear diary, today I quit an app."
    var saved = false

    func applicationDidFinishLaunching(_ notification: Notification) {
        window = NSWindow(contentRect: NSMakeRect(0, 0, 480, 300), styleMask: [.titled, .closable], backing: .buffered, defer: false)
        window.title = "Jotter"
        window.makeKeyAndOrderFront(nil)
        print("Jotter: a draft is open, not saved yet")
    }

    // Closing the only window is a quit, asked as Cmd-Q asks.
    func applicationShouldTerminateAfterLastWindowClosed(_ sender: NSApplication) -> Bool {
        true
    }

    // Cmd-Q asks first. An unsaved draft is saved, then the quit goes on.
    func applicationShouldTerminate(_ sender: NSApplication) -> NSApplication.TerminateReply {
        if saved { return .terminateNow }
        print("Jotter: saving the draft before quitting")
        saveDraft {
            NSApp.reply(toApplicationShouldTerminate: true)
        }
        return .terminateLater
    }

    func applicationWillTerminate(_ notification: Notification) {
        print("Jotter: will terminate")
    }

    /// Writes the draft to Documents. It takes a moment, as a save to disk or to a server does,
    /// and calls `done` when the draft is safe.
    func saveDraft(then done: @escaping () -> Void) {
        DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
            let documents = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0]
            try? self.draft.write(to: documents.appendingPathComponent("draft.txt"), atomically: true, encoding: .utf8)
            self.saved = true
            print("Jotter: draft saved")
            done()
        }
    }
}
