import Foundation

/// Where an animator's animations stand when they end.
public enum UIViewAnimatingPosition: Int, Sendable {
    case end, start, current
}

public enum UIViewAnimatingState: Int, Sendable {
    case inactive, active, stopped
}

/// A pacing curve for a property animator.
public protocol UITimingCurveProvider: AnyObject {}

open class UICubicTimingParameters: NSObject, UITimingCurveProvider {
    public let animationCurve: UIView.AnimationCurve
    public let controlPoint1: CGPoint
    public let controlPoint2: CGPoint

    public override init() {
        animationCurve = .easeInOut
        controlPoint1 = CGPoint(x: 0.42, y: 0)
        controlPoint2 = CGPoint(x: 0.58, y: 1)
        super.init()
    }

    public init(animationCurve curve: UIView.AnimationCurve) {
        animationCurve = curve
        controlPoint1 = .zero
        controlPoint2 = CGPoint(x: 1, y: 1)
        super.init()
    }

    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
        animationCurve = .easeInOut
        controlPoint1 = point1
        controlPoint2 = point2
        super.init()
    }
}

open class UISpringTimingParameters: NSObject, UITimingCurveProvider {
    public let dampingRatio: CGFloat
    public let initialVelocity: CGVector

    public override init() {
        dampingRatio = 1
        initialVelocity = .zero
        super.init()
    }

    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector = .zero) {
        dampingRatio = ratio
        initialVelocity = velocity
        super.init()
    }
}

extension UIView {
    public enum AnimationCurve: Int, Sendable {
        case easeInOut, easeIn, easeOut, linear
    }
}

/// An interruptible animation. As every animation in the lab it takes no time:
/// `startAnimation()` makes the animations' changes and then runs the completions with `.end`.
/// Pausing first, then `stopAnimation(_:)` or `finishAnimation(at:)`, ends it the way iOS does.
open class UIViewPropertyAnimator: NSObject {
    open private(set) var duration: TimeInterval
    open private(set) var timingParameters: UITimingCurveProvider?
    open private(set) var state: UIViewAnimatingState = .inactive
    open private(set) var isRunning: Bool = false
    open var fractionComplete: CGFloat = 0
    open var isReversed: Bool = false
    open var isInterruptible: Bool = true
    open var isUserInteractionEnabled: Bool = true
    open var pausesOnCompletion: Bool = false
    private var animations: [() -> Void] = []
    private var completions: [(UIViewAnimatingPosition) -> Void] = []

    public required init(duration: TimeInterval, timingParameters parameters: UITimingCurveProvider) {
        self.duration = duration
        timingParameters = parameters
        super.init()
    }

    public convenience init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
        if let animations { addAnimations(animations) }
    }

    public convenience init(duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
        if let animations { addAnimations(animations) }
    }

    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
        if let animations { addAnimations(animations) }
    }

    /// Made and started at once: its changes are made and its completion runs before it returns.
    @discardableResult
    open class func runningPropertyAnimator(withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
                                            animations: @escaping () -> Void,
                                            completion: ((UIViewAnimatingPosition) -> Void)? = nil) -> Self {
        let animator = self.init(duration: duration, timingParameters: UICubicTimingParameters())
        animator.addAnimations(animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation()
        return animator
    }

    open func addAnimations(_ animation: @escaping () -> Void) {
        animations.append(animation)
        if isRunning { animation() }
    }

    open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        addAnimations(animation)
    }

    open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        completions.append(completion)
    }

    /// Makes the changes and, having taken no time, finishes at the end (unless it pauses on completion).
    open func startAnimation() {
        guard state != .stopped else { return }
        state = .active
        isRunning = true
        let pending = animations
        animations = []
        for animation in pending { animation() }
        fractionComplete = 1
        if pausesOnCompletion {
            isRunning = false
            return
        }
        end(at: isReversed ? .start : .end)
    }

    open func startAnimation(afterDelay delay: TimeInterval) {
        startAnimation()
    }

    /// Pauses before anything has run: the animator is active and its changes not yet made.
    open func pauseAnimation() {
        guard state != .stopped else { return }
        state = .active
        isRunning = false
    }

    /// Stops where it is; without finishing, it is left stopped and `finishAnimation(at:)` ends it.
    open func stopAnimation(_ withoutFinishing: Bool) {
        guard state == .active else { return }
        isRunning = false
        state = .stopped
        if withoutFinishing {
            state = .inactive
            completions = []
        }
    }

    /// Ends a stopped animator at `finalPosition` and runs its completions.
    open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        guard state == .stopped else { return }
        end(at: finalPosition)
    }

    open func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat) {
        if let parameters { timingParameters = parameters }
        startAnimation()
    }

    private func end(at position: UIViewAnimatingPosition) {
        state = .inactive
        isRunning = false
        let pending = completions
        completions = []
        for completion in pending { completion(position) }
    }
}
