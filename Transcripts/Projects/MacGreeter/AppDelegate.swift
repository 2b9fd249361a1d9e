import Cocoa

@main
class AppDelegate: NSObject, NSApplicationDelegate {

    @IBOutlet weak var window: NSWindow!
    @IBOutlet weak var greeting: NSTextField!
    @IBOutlet weak var nameField: NSTextField!

    func applicationDidFinishLaunching(_ aNotification: Notification) {
        print("MacGreeter: outlets connected: greeting \(greeting != nil), nameField \(nameField != nil)")
        print("MacGreeter: greeting says \"\(greeting.stringValue)\"; the field's placeholder is \"\(nameField.placeholderString ?? "")\"")
    }

    @IBAction func greet(_ sender: NSButton) {
        let name = nameField.stringValue.isEmpty ? "World" : nameField.stringValue
        greeting.stringValue = "Hello, \(name)!"
        print("MacGreeter: \(sender.title) clicked; greeting is now \"\(greeting.stringValue)\"")
    }

    func applicationShouldTerminateAfterLastWindowClosed(_ sender: NSApplication) -> Bool {
        true
    }
}
