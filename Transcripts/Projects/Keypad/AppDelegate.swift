import UIKit

// Xcode 8's templates typed an action's sender `AnyObject`; Objective-C found `sender.tag` at
// run time, whatever the sender's class.
@UIApplicationMain
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
}
