import UIKit
import CoreLocation

/// Uses location in front only: no `location` background mode, and
/// allowsBackgroundLocationUpdates left false. Its updates stay on when it leaves the
/// screen, but it is suspended as usual and hears nothing until it comes back.
@main
class AppDelegate: UIResponder, UIApplicationDelegate, CLLocationManagerDelegate {
    var window: UIWindow?
    let manager = CLLocationManager()

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = UIViewController()
        self.window = window
        window.makeKeyAndVisible()
        manager.delegate = self
        manager.requestWhenInUseAuthorization()
        manager.startUpdatingLocation()
        return true
    }

    func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {
        if let last = locations.last { print("near \(last.coordinate.latitude), \(last.coordinate.longitude)") }
    }
}
