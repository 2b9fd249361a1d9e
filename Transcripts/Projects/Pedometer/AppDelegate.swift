import UIKit
import CoreLocation

/// Asks for background updates but forgot `location` in UIBackgroundModes: CoreLocation's
/// assertion ends the app.
@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    let manager = CLLocationManager()

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = UIViewController()
        self.window = window
        window.makeKeyAndVisible()
        manager.requestWhenInUseAuthorization()
        print("asking for background updates")
        manager.allowsBackgroundLocationUpdates = true
        print("never printed")
        return true
    }
}
