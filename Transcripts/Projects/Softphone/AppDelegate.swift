import UIKit

/// Declares `voip`, the way VoIP apps written for iOS 4–12 did. On iOS 13 and later the mode
/// only lets PushKit VoIP pushes launch the app, which must then report a call to CallKit.
@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = UIViewController()
        self.window = window
        window.makeKeyAndVisible()
        return true
    }
}
