import Foundation

/// A finger on the screen. LifecycleLab simulates no touches: UIKit never makes one, and the
/// responder methods that take them (`touchesBegan(_:with:)`…) are never sent; `tap` sends a
/// control's actions instead. App code may make one and read what it holds.
open class UITouch: NSObject {
    public enum Phase: Int, Sendable {
        case began, moved, stationary, ended, cancelled, regionEntered, regionMoved, regionExited
    }

    public enum TouchType: Int, Sendable {
        case direct, indirect, pencil, indirectPointer
    }

    open internal(set) var phase: Phase = .began
    open internal(set) var tapCount: Int = 0
    open internal(set) var timestamp: TimeInterval = 0
    open internal(set) var type: TouchType = .direct
    open internal(set) var force: CGFloat = 0
    open internal(set) var maximumPossibleForce: CGFloat = 0
    open internal(set) weak var view: UIView?
    open internal(set) weak var window: UIWindow?
    open internal(set) var gestureRecognizers: [UIGestureRecognizer]?
    var point: CGPoint = .zero

    public override init() {
        super.init()
    }

    /// Where the touch is, in `view`'s coordinates (nil: the window's).
    open func location(in view: UIView?) -> CGPoint { point }
    open func previousLocation(in view: UIView?) -> CGPoint { point }
}

/// An event UIKit delivers (touches, motion, remote control). The lab's `tap` on a control or
/// bar button item is one touches event, which `UIApplication.sendEvent(_:)` delivers; no
/// `UITouch`es come with it (see `UITouch`).
open class UIEvent: NSObject {
    /// What delivering the event does: the tapped control's action.
    var delivery: (() -> Void)?

    public enum EventType: Int, Sendable {
        case touches, motion, remoteControl, presses, scroll, hover, transform
    }

    public enum EventSubtype: Int, Sendable {
        case none = 0, motionShake = 1
        case remoteControlPlay = 100, remoteControlPause, remoteControlStop, remoteControlTogglePlayPause
        case remoteControlNextTrack, remoteControlPreviousTrack
    }

    open internal(set) var type: EventType = .touches
    open internal(set) var subtype: EventSubtype = .none
    open internal(set) var timestamp: TimeInterval = 0
    open var allTouches: Set<UITouch>? { nil }

    public override init() {
        super.init()
    }

    open func touches(for view: UIView) -> Set<UITouch>? { nil }
    open func touches(for window: UIWindow) -> Set<UITouch>? { nil }
}
