import UIKit
import Shade

private var badgeKey: UInt8 = 0

/// A stored property added to every view, as extensions add one on iOS: an associated object.
extension UIView {
    public var badgeText: String? {
        get { objc_getAssociatedObject(self, &badgeKey) as? String }
        set { objc_setAssociatedObject(self, &badgeKey, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC) }
    }
}

/// A shade with a badge.
public final class BadgeShade: ShadeView {
    public convenience init(text: String) {
        self.init(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        badgeText = text
    }
}
