import AppKit

class AppDelegate: NSObject, NSApplicationDelegate {
    var notes: NotesWindowController!

    func applicationWillFinishLaunching(_ notification: Notification) {
        let main = NSMenu(title: "Main Menu")

        let appItem = NSMenuItem(title: "MacMenusInCode", action: nil, keyEquivalent: "")
        let appMenu = NSMenu(title: "MacMenusInCode")
        appMenu.addItem(withTitle: "Hide MacMenusInCode", action: #selector(NSApplication.hide(_:)), keyEquivalent: "h")
        appMenu.addItem(NSMenuItem.separator())
        appMenu.addItem(withTitle: "Quit MacMenusInCode", action: #selector(NSApplication.terminate(_:)), keyEquivalent: "q")
        appItem.submenu = appMenu
        main.addItem(appItem)

        let notesItem = NSMenuItem(title: "Notes", action: nil, keyEquivalent: "")
        let notesMenu = NSMenu(title: "Notes")
        notesMenu.addItem(withTitle: "Pin Window", action: #selector(NotesWindowController.togglePinned(_:)), keyEquivalent: "p")
        let save = notesMenu.addItem(withTitle: "Save All", action: #selector(saveAll(_:)), keyEquivalent: "s")
        save.target = self
        notesItem.submenu = notesMenu
        main.addItem(notesItem)

        NSApp.mainMenu = main
        print("will finish launching: \(main.numberOfItems) menus")
    }

    func applicationDidFinishLaunching(_ notification: Notification) {
        let window = NSWindow(contentRect: NSMakeRect(0, 0, 400, 300), styleMask: [.titled, .closable], backing: .buffered, defer: false)
        window.title = "Notes"
        notes = NotesWindowController(window: window)
        notes.showWindow(nil)
        // A Window menu added once the app runs: the menu bar shows it too.
        let windowItem = NSMenuItem(title: "Window", action: nil, keyEquivalent: "")
        windowItem.submenu = NSMenu(title: "Window")
        windowItem.submenu?.addItem(withTitle: "Close", action: #selector(NSWindow.performClose(_:)), keyEquivalent: "w")
        NSApp.mainMenu?.addItem(windowItem)
    }

    @objc func saveAll(_ sender: Any?) {
        print("saved all notes")
    }

    func applicationWillTerminate(_ notification: Notification) {
        print("will terminate")
    }
}
