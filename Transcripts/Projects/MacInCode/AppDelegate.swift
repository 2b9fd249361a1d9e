import Cocoa

@main
class AppDelegate: NSObject, NSApplicationDelegate {
    let storyboard = NSStoryboard(name: "Scenes", bundle: nil)
    var windowController: NSWindowController?
    @IBOutlet var paletteWindow: NSWindow?

    func applicationDidFinishLaunching(_ notification: Notification) {
        windowController = storyboard.instantiateInitialController() as? NSWindowController
        if let windowController, let content = windowController.contentViewController {
            print("initial controller: \(type(of: windowController)), its content: \(type(of: content))")
        }
        windowController?.showWindow(nil)

        let details = storyboard.instantiateController(withIdentifier: "Details") as! DetailsViewController
        print("Details from its storyboard: \(details.storyboard === storyboard)")

        var objects: NSArray?
        let palette = NSNib(nibNamed: "Palette", bundle: nil)
        palette?.instantiate(withOwner: self, topLevelObjects: &objects)
        let made = objects?.map { String(describing: type(of: $0)) } ?? []
        print("palette window: \(paletteWindow?.title ?? "none"); top-level objects: \(made.joined(separator: ", "))")
        print("a nib that is not there: \(NSNib(nibNamed: "Toolbox", bundle: nil) == nil ? "nil" : "found")")
    }

    func applicationShouldHandleReopen(_ sender: NSApplication, hasVisibleWindows flag: Bool) -> Bool {
        _ = storyboard.instantiateController(withIdentifier: "Settings")
        return true
    }
}
