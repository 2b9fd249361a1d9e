import UIKit

@main
class AppDelegate: UIResponder, UIApplicationDelegate {

    var window: UIWindow?
    /// The background task that keeps the upload going; `.invalid` when there is none.
    var uploadTask: UIBackgroundTaskIdentifier = .invalid

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = ViewController()
        self.window = window
        window.makeKeyAndVisible()
        print("upload started")
        return true
    }

    func applicationDidEnterBackground(_ application: UIApplication) {
        uploadTask = application.beginBackgroundTask(withName: "upload") {
            // Time is up: end the task, or the system kills the app.
            print("time is up: ending the upload task")
            application.endBackgroundTask(self.uploadTask)
            self.uploadTask = .invalid
        }
        print("didEnterBackground: \(Int(application.backgroundTimeRemaining)) s to finish the upload")
    }
}
