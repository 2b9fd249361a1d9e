import Cocoa

@main
class AppDelegate: NSObject, NSApplicationDelegate {
    func applicationDidFinishLaunching(_ notification: Notification) {
        let documents = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0]
        let note = documents.appendingPathComponent("sandboxed.txt")
        try? "written inside the container\n".write(to: note, atomically: true, encoding: .utf8)
        print("home ends with: \(NSHomeDirectory().hasSuffix("/Data") ? "Containers/com.example.MacSandboxed/Data" : "the user's home")")
    }
}
