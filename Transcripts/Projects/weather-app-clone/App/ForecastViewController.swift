import UIKit

class ForecastViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        print("forecast: rain sound bundled: \(Bundle.main.path(forResource: "rain", ofType: "caf") != nil)")
    }
}
