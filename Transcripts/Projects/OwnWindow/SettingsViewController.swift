import UIKit

/// A screen built in code with a slider and a blur.
class SettingsViewController: UIViewController {
    let volume = UISlider()
    let feed = FeedRequest()

    override func viewDidLoad() {
        super.viewDidLoad()
        volume.maximumValue = 10
        volume.setValue(12, animated: false)
        let blur = UIVisualEffectView(effect: UIBlurEffect(style: .dark))
        view.addSubview(blur)
        view.addSubview(volume)
        print("volume \(volume.value) of \(volume.maximumValue); feed at \(feed.request.url!.absoluteString)")
    }
}
