// A pod of the Swift 4.0 era: no `import UIKit` here (its umbrella header imports UIKit).

/// A view that fades its shade in when the app becomes active.
open class ShadeView: UIView {
    public private(set) var fades = 0

    public override init(frame: CGRect) {
        super.init(frame: frame)
        NotificationCenter.default.addObserver(self, selector: #selector(appBecameActive),
                                               name: NSNotification.Name.UIApplicationDidBecomeActive, object: nil)
    }

    public required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
    }

    @objc func appBecameActive() {
        var steps = 0  // never read: a warning in the pod's own code
        fades += 1
        UIView.animate(withDuration: 0.25, delay: 0, options: UIViewAnimationOptions(), animations: {
            self.alpha = 1
        }, completion: nil)
        print("ShadeView: the app became active (\(fades))")
    }
}
