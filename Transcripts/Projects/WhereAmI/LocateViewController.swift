import UIKit
import CoreLocation

/// One location on request (requestLocation, iOS 9), and the delegate Core Location insists on.
class LocateViewController: UIViewController, CLLocationManagerDelegate {
    let manager = CLLocationManager()
    let careless = CLLocationManager()
    let carelessDelegate = HalfDelegate()

    override func viewDidLoad() {
        super.viewDidLoad()
        manager.delegate = self
        manager.requestWhenInUseAuthorization()
        careless.delegate = carelessDelegate
        for (title, action) in [("Locate", #selector(locate)), ("Careless", #selector(locateCarelessly))] {
            let button = UIButton(type: .system)
            button.setTitle(title, for: .normal)
            button.addTarget(self, action: action, for: .touchUpInside)
            view.addSubview(button)
        }
    }

    @objc func locate() {
        manager.requestLocation()
    }

    @objc func locateCarelessly() {
        careless.requestLocation()
    }

    func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {
        let here = locations.last!.coordinate
        print("here: \(here.latitude), \(here.longitude)")
    }

    func locationManager(_ manager: CLLocationManager, didFailWithError error: Error) {
        print("no location: \((error as NSError).domain) \((error as NSError).code)")
    }
}

/// A delegate with only the update method: Core Location refuses it for requestLocation().
class HalfDelegate: NSObject, CLLocationManagerDelegate {
    func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {
        print("careless: \(locations.count) location(s)")
    }
}
