/// Gesture recognizers: kept with their targets on the view they were added to. No touches are
/// simulated, so none fires; `tap` sends controls' actions, not gestures'.
open class UIGestureRecognizer: NSObject {
    public private(set) var targets: [(target: AnyObject?, action: Selector)] = []
    open internal(set) weak var view: UIView?
    open var isEnabled: Bool = true
    open var cancelsTouchesInView: Bool = true
    open var delaysTouchesBegan: Bool = false
    open weak var delegate: UIGestureRecognizerDelegate?
    open var state: State { .possible }

    public init(target: Any?, action: Selector?) {
        super.init()
        if let action { targets.append((target as AnyObject?, action)) }
    }

    public override convenience init() {
        self.init(target: nil, action: nil)
    }

    open func addTarget(_ target: Any, action: Selector) { targets.append((target as AnyObject, action)) }
    open func removeTarget(_ target: Any?, action: Selector?) {
        targets.removeAll { $0.target === (target as AnyObject?) && (action == nil || $0.action == action) }
    }
    open func location(in view: UIView?) -> CGPoint { .zero }
    open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {}

    public enum State: Int, Sendable { case possible, began, changed, ended, cancelled, failed
        public static var recognized: State { .ended }
    }
}

public protocol UIGestureRecognizerDelegate: AnyObject {
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
}

extension UIGestureRecognizerDelegate {
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
}

open class UITapGestureRecognizer: UIGestureRecognizer {
    open var numberOfTapsRequired: Int = 1
    open var numberOfTouchesRequired: Int = 1
}

open class UILongPressGestureRecognizer: UIGestureRecognizer {
    open var minimumPressDuration: TimeInterval = 0.5
}

open class UISwipeGestureRecognizer: UIGestureRecognizer {
    open var direction: Direction = .right
    public struct Direction: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let right = Direction(rawValue: 1 << 0)
        public static let left = Direction(rawValue: 1 << 1)
        public static let up = Direction(rawValue: 1 << 2)
        public static let down = Direction(rawValue: 1 << 3)
    }
}

/// A pan: no finger moves, so its translation is what app code last set (`.zero` at first)
/// and its velocity is zero.
open class UIPanGestureRecognizer: UIGestureRecognizer {
    open var minimumNumberOfTouches: Int = 1
    open var maximumNumberOfTouches: Int = Int.max
    private var translation: CGPoint = .zero
    open func translation(in view: UIView?) -> CGPoint { translation }
    open func setTranslation(_ translation: CGPoint, in view: UIView?) { self.translation = translation }
    open func velocity(in view: UIView?) -> CGPoint { .zero }
}

open class UIPinchGestureRecognizer: UIGestureRecognizer {
    open var scale: CGFloat = 1
}

/// A pan that starts at an edge of the screen (the edges it watches are kept; like every
/// gesture recognizer in the lab, it never fires).
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    open var edges: UIRectEdge = []
}
