import UIKit.UIGestureRecognizerSubclass
import AudioToolbox
import MapKit

/// A countdown on a selector-based timer, as older books write it; a vibration at zero.
class CountdownViewController: UIViewController {
    let label = UILabel()
    var remaining = 3
    var timer: Timer?
    let finishLine = CLLocationCoordinate2D(latitude: 51.5007, longitude: -0.1246)

    override func viewDidLoad() {
        super.viewDidLoad()
        label.text = "\(remaining)"
        view.addSubview(label)
        let again = UIButton(type: .system)
        again.setTitle("Again", for: .normal)
        again.addTarget(self, action: #selector(restart), for: .touchUpInside)
        view.addSubview(again)
        timer = Timer.scheduledTimer(timeInterval: 1.0, target: self, selector: #selector(tick), userInfo: nil, repeats: true)
        print("counting down from \(remaining); finish line at \(finishLine.latitude), \(finishLine.longitude)")
        let device = UIDevice.current
        device.isBatteryMonitoringEnabled = true
        print("on \(device.model), \(device.systemName) \(device.systemVersion), \(device.userInterfaceIdiom == .phone ? "phone" : "pad") idiom, battery level \(device.batteryLevel)")
    }

    /// The block-based spelling this time.
    @objc func restart() {
        remaining = 3
        label.text = "\(remaining)"
        timer = Timer.scheduledTimer(withTimeInterval: 1.0, repeats: true) { [weak self] _ in self?.tick() }
        print("again from \(remaining)")
    }

    @objc func tick() {
        remaining -= 1
        label.text = "\(remaining)"
        print("tick: \(remaining)")
        if remaining == 0 {
            timer?.invalidate()
            AudioServicesPlaySystemSound(kSystemSoundID_Vibrate)
            DispatchQueue.main.asyncAfter(deadline: .now() + 2) {
                self.label.text = "ready"
                print("ready again, 2 s after zero")
            }
        }
    }
}
