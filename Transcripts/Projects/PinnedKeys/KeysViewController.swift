import UIKit

/// A score an app keeps, read by key as Objective-C reads any object's property.
class Score: NSObject {
    @objc var points = 12
}

class KeysViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let pinned = [ServerKey("AA:01"), ServerKey("BB:02")]
        print("trusts a pinned key:", KeyPinning.trusts([ServerKey("CC:03"), ServerKey("BB:02")], pinned: pinned))
        print("trusts an unknown key:", KeyPinning.trusts([ServerKey("DD:04")], pinned: pinned))
        print("same fingerprint:", KeyPinning.sameFingerprint(Fingerprint("AA"), Fingerprint("AA")),
              "other fingerprint:", KeyPinning.sameFingerprint(Fingerprint("AA"), Fingerprint("BB")))
        for line in KeyPinning.kinds(of: [NSNumber(value: 3), NSString(string: "three")]) {
            print(line)
        }

        let score = Score() as AnyObject
        print("points by key:", score.value(forKey: "points") ?? "none")
        score.setValue(20, forKey: "points")
        print("points after setValue:", score.value(forKey: "points") ?? "none")

        for index in 0..<3 {
            let badge = UILabel()
            badge.text = "badge \(index)"
            badge.tag = index
            view.addSubview(badge)
        }
        let label = NSString(string: "not a view") as AnyObject
        label.removeFromSuperview?()
        print("a string answers removeFromSuperview:", label.removeFromSuperview != nil)
        let badges = view.subviews as [AnyObject]
        for badge in badges where badge.tag != 1 {
            badge.removeFromSuperview()
        }
        print("badges left:", view.subviews.count)
    }
}
