import Cocoa

@main
class AppDelegate: NSObject, NSApplicationDelegate {

    func applicationDidFinishLaunching(_ notification: Notification) {
        // The same code, sandboxed or not: where Documents is depends on the app's entitlements.
        let documents = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0]
        let scrap = documents.appendingPathComponent("scrap.txt")
        do {
            try "a scrap of text\n".write(to: scrap, atomically: true, encoding: .utf8)
            print("Scrapbook: scrap.txt written in Documents")
        } catch {
            print("Scrapbook: could not write scrap.txt")
        }
    }
}
