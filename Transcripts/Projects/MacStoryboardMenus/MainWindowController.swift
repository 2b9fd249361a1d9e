import Cocoa

class MainWindowController: NSWindowController {
    var sidebarShown = false

    @IBAction func toggleSidebar(_ sender: Any?) {
        sidebarShown.toggle()
        print("window controller: sidebar shown \(sidebarShown)")
    }
}
