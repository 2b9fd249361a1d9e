import UIKit

/// A view that says when UIKit lays it out.
class Gauge: UIView {
    override func layoutSubviews() {
        super.layoutSubviews()
        print("Gauge layoutSubviews, superview \(superview?.bounds.size ?? .zero)")
    }
}
