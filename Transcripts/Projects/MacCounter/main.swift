import AppKit
let delegate = AppDelegate()
NSApplication.shared.delegate = delegate
NSApplication.shared.run()
