import UIKit

/// Names spelled with another case than the files: Info.plist's `main` for Main.storyboard,
/// and `logo` for Logo.png.
class ViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        print("UIImage(named: \"logo\") is \(UIImage(named: "logo") == nil ? "nil" : "an image")")
        print("UIImage(named: \"Logo\") is \(UIImage(named: "Logo") == nil ? "nil" : "an image")")
        print("UIImage(named: \"logos\") is \(UIImage(named: "logos") == nil ? "nil" : "an image")")
    }
}
