import Foundation
import UIKit

/// A launch that takes 25 s: past the launch watchdog's 20 s, unless the debugger is attached.
@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        print("loading for 25 s on the main thread")
        sleep(25)
        print("loaded")
        return true
    }
}
