import UIKit

class LocationViewController: UIViewController {
    let manager = CLLocationManager()
}
