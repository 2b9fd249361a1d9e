import UIKit
import CoreLocation

/// Records a route, in the background too: `location` in UIBackgroundModes and
/// `allowsBackgroundLocationUpdates`. A silent push with "command": "stop" ends the route,
/// and then nothing keeps the app running.
@main
class AppDelegate: UIResponder, UIApplicationDelegate, CLLocationManagerDelegate {
    var window: UIWindow?
    let manager = CLLocationManager()
    var points = 0

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = UIViewController()
        self.window = window
        window.makeKeyAndVisible()
        manager.delegate = self
        manager.requestWhenInUseAuthorization()
        return true
    }

    func locationManagerDidChangeAuthorization(_ manager: CLLocationManager) {
        print("authorization: \(manager.authorizationStatus == .authorizedWhenInUse ? "when in use" : "\(manager.authorizationStatus.rawValue)")")
        guard manager.authorizationStatus == .authorizedWhenInUse || manager.authorizationStatus == .authorizedAlways else { return }
        manager.allowsBackgroundLocationUpdates = true
        manager.startUpdatingLocation()
    }

    func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {
        guard let last = locations.last else { return }
        points += 1
        let state = UIApplication.shared.applicationState == .background ? "background" : "foreground"
        print("point \(points) (\(state)): \(last.coordinate.latitude), \(last.coordinate.longitude)")
    }

    func application(_ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any], fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void) {
        if userInfo["command"] as? String == "stop" {
            manager.stopUpdatingLocation()
            print("route ended after \(points) points")
        }
        completionHandler(.noData)
    }
}
