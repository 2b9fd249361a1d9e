import UIKit

// As the iOS 4 templates: no delegate class named, so it comes from MainWindow.xib.
UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, nil)
