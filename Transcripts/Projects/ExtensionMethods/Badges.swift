import UIKit

// Methods an extension adds to UIKit's classes and to an app class, which subclasses override:
// Objective-C dispatches each call to the object's own class, whatever the reference's type.
extension UIView {
    @objc func badgeText() -> String { "plain" }
    @objc func caption(for name: String, count: Int) -> String { "\(name) ×\(count)" }
}

class BadgeView: UIView {
    override func badgeText() -> String { "badge" }
}

/// Overrides an override, and calls the one above it.
class LoudBadgeView: BadgeView {
    override func badgeText() -> String { super.badgeText().uppercased() + "!" }
}

class FramedView: UIView {
    override func caption(for name: String, count: Int) -> String {
        "[" + super.caption(for: name, count: count) + "]"
    }
}

class Shelf: NSObject {}

extension Shelf {
    @objc func capacity() -> Int { 10 }
}

class TallShelf: Shelf {
    override func capacity() -> Int { super.capacity() * 2 }
}
