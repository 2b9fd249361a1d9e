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

    /// The work is done.
    func uploadFinished() {
        print("upload finished")
    }

    func applicationDidEnterBackground(_ application: UIApplication) {
        print("didEnterBackground: the upload is not finished")
    }
}
