import Foundation
import UIKit

/// An app that tries to signal the process that runs it: on an iPhone it may not signal any
/// process but its own, and in the lab it cannot either.
@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        for (name, signal) in [("SIGKILL", SIGKILL), ("SIGSTOP", SIGSTOP), ("SIGINT", SIGINT), ("SIGTERM", SIGTERM)] {
            let result = kill(getppid(), signal)
            let error = errno == EPERM ? "EPERM" : "errno \(errno)"
            print("kill(getppid(), \(name)) returned \(result)" + (result == 0 ? "" : " (\(error))"))
        }
        return true
    }
}
