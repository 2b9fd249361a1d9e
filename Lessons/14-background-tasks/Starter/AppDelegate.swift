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
        print("didEnterBackground: the upload is not finished")
    }
}
