import AppKit

final class AppDelegate: NSObject, NSApplicationDelegate {
    func applicationDidFinishLaunching(_ notification: Notification) {
        let bundle = Bundle.main
        print("bundle: \(bundle.bundleURL.lastPathComponent)")
        print("identifier: \(bundle.bundleIdentifier ?? "none")")
        print("resources: \(bundle.resourceURL.map { $0.pathComponents.suffix(2).joined(separator: "/") } ?? "none")")
        if let url = bundle.url(forResource: "notes", withExtension: "txt"), let text = try? String(contentsOf: url, encoding: .utf8) {
            print("notes.txt: \(text.trimmingCharacters(in: .newlines))")
        } else {
            print("notes.txt: not found")
        }
    }
}

let delegate = AppDelegate()
NSApplication.shared.delegate = delegate
NSApplication.shared.run()
