import UIKit

// The entry point of an app from before iOS 5: no delegate class is named here, so
// UIApplicationMain finds the delegate in the main nib (Info.plist's NSMainNibFile).
UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, nil)
