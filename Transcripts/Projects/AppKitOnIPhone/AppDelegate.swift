import AppKit

@main
class AppDelegate: NSObject, NSApplicationDelegate {
}
