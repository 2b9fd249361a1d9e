import UIKit

/// Declares the background modes but forgets the rest: it never sets a fetch interval, and it
/// never calls a silent push's completion handler.
@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any], fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void) {
        print("got a silent push; the completion handler is never called")
    }
}
