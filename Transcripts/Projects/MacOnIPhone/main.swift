import AppKit

// No storyboard: the code makes the application's delegate and runs the app.
let delegate = AppDelegate()
NSApplication.shared.delegate = delegate
NSApplication.shared.run()
