import UIKit

/// Asks for background time when it leaves the screen, and ends the task only when the
/// system says time is up.
@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    var uploadTask: UIBackgroundTaskIdentifier = .invalid

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = UIViewController()
        self.window = window
        window.makeKeyAndVisible()
        return true
    }

    func applicationDidEnterBackground(_ application: UIApplication) {
        uploadTask = application.beginBackgroundTask(withName: "upload") {
            print("time is up: ending the upload task")
            application.endBackgroundTask(self.uploadTask)
            self.uploadTask = .invalid
        }
        print("upload started; background time remaining: \(Int(application.backgroundTimeRemaining)) s")
    }
}
