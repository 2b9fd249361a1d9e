import UIKit
import CoreLocation
import MapKit

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    let geocoder = CLGeocoder()

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow()
        window?.rootViewController = UIViewController()
        window?.makeKeyAndVisible()
        print("geocoding an address")
        geocoder.geocodeAddressString("1600 Holloway Ave, San Francisco") { placemarks, error in
            switch error {
            case CLError.network?: print("no network: \(error!.localizedDescription)")
            case let error?: print("failed: \(error)")
            case nil: print("found \(placemarks?.count ?? 0) places")
            }
            self.openInMaps(CLLocationCoordinate2DMake(37.7219, -122.4782))
        }
        print("still geocoding: \(geocoder.isGeocoding)")
        return true
    }

    func openInMaps(_ coordinate: CLLocationCoordinate2D) {
        let item = MKMapItem(placemark: MKPlacemark(coordinate: coordinate, addressDictionary: nil))
        item.name = "Campus"
        print("opened Maps: \(item.openInMaps(launchOptions: nil)); valid coordinate: \(CLLocationCoordinate2DIsValid(coordinate))")
    }
}
