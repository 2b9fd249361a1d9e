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
        // The upload takes 20 seconds: a timer stands in for the network.
        _ = Timer.scheduledTimer(withTimeInterval: 20, repeats: false) { _ in self.uploadFinished() }
        print("upload started")
        return true
    }

    /// The work is done: end the task, so that the system can suspend the app at once.
    func uploadFinished() {
        print("upload finished")
        endUploadTask()
    }

    func applicationDidEnterBackground(_ application: UIApplication) {
        uploadTask = application.beginBackgroundTask(withName: "upload") {
            // Time is up: end the task, or the system kills the app.
            print("time is up: ending the upload task")
            self.endUploadTask()
        }
        print("didEnterBackground: \(Int(application.backgroundTimeRemaining)) s to finish the upload")
    }

    func endUploadTask() {
        guard uploadTask != .invalid else { return }
        UIApplication.shared.endBackgroundTask(uploadTask)
        uploadTask = .invalid
    }
}
