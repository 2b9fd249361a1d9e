import UIKit

/// The principal class: a UIApplication subclass that counts the background tasks it begins.
class CountingApplication: UIApplication {
    var tasksBegun = 0

    override func beginBackgroundTask(withName taskName: String?, expirationHandler handler: (() -> Void)? = nil) -> UIBackgroundTaskIdentifier {
        tasksBegun += 1
        print("CountingApplication: background task #\(tasksBegun) \(taskName ?? "")")
        return super.beginBackgroundTask(withName: taskName, expirationHandler: handler)
    }
}
