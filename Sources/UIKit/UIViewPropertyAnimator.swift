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

/// An interruptible animation on the virtual clock (docs/lifecycle.md, "Animations take
/// time"). As with `UIView.animate`, the animations' changes are made at once when it starts
/// (nothing is drawn in between); it then runs for its duration: `fractionComplete` follows
/// the virtual clock (linearly: the timing curve shapes only the drawn frames), and when the
/// duration has passed, in a later turn, it becomes inactive and its completions run with
/// `.end` (`.start` when reversed). Pausing keeps its fraction; `stopAnimation(false)` then
/// `finishAnimation(at:)` ends it where asked.
open class UIViewPropertyAnimator: NSObject {
    open private(set) var duration: TimeInterval
    open private(set) var delay: TimeInterval = 0
    open private(set) var timingParameters: UITimingCurveProvider?
    open private(set) var state: UIViewAnimatingState = .inactive
    open private(set) var isRunning: Bool = false
    /// How far it has run, 0 to 1: while running, from the virtual clock; set it while paused.
    open var fractionComplete: CGFloat {
        get { fraction(runningBackwards: isReversed) }
        set { if !isRunning { fraction = min(1, max(0, newValue)) } }
    }
    /// Reversed while running, it turns back from where it is and ends at the start.
    open var isReversed: Bool = false {
        didSet {
            guard isReversed != oldValue, isRunning else { return }
            runToEnd(from: fraction(runningBackwards: oldValue), startingIn: 0)
        }
    }
    open var isInterruptible: Bool = true
    open var isUserInteractionEnabled: Bool = true
    open var isManualHitTestingEnabled: Bool = false
    open var scrubsLinearly: Bool = true
    /// At its end it stays active and paused, and its completions do not run.
    open var pausesOnCompletion: Bool = false
    private var animations: [() -> Void] = []
    private var completions: [(UIViewAnimatingPosition) -> Void] = []
    /// The fraction when it last started or stopped running.
    private var fraction: CGFloat = 0
    /// Virtual time (ms) its current run started at (after a delay), and how long a whole run lasts.
    private var startedAt: Int?
    private var spanMilliseconds = 0
    /// Its scheduled end, cancelled when it pauses or stops.
    private var endToken: Int?

    public required init(duration: TimeInterval, timingParameters parameters: UITimingCurveProvider) {
        self.duration = duration
        timingParameters = parameters
        spanMilliseconds = RunningAnimations.milliseconds(duration)
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

    /// Made and started at once (after `delay`): its changes are made now, its completion runs
    /// when delay and duration have passed.
    @discardableResult
    open class func runningPropertyAnimator(withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
                                            animations: @escaping () -> Void,
                                            completion: ((UIViewAnimatingPosition) -> Void)? = nil) -> Self {
        let animator = self.init(duration: duration, timingParameters: UICubicTimingParameters())
        animator.addAnimations(animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    /// Added while active (running or paused), its changes are made at once.
    open func addAnimations(_ animation: @escaping () -> Void) {
        if state == .active { animation() } else { animations.append(animation) }
    }

    open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        addAnimations(animation)
    }

    open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        completions.append(completion)
    }

    /// Starts (or resumes) it: its changes are made if it was inactive, and it runs from its
    /// fraction to its end.
    open func startAnimation() {
        startAnimation(afterDelay: 0)
    }

    open func startAnimation(afterDelay delay: TimeInterval) {
        guard state != .stopped, !isRunning else { return }
        activate()
        self.delay = delay
        runToEnd(from: fraction, startingIn: RunningAnimations.milliseconds(delay))
    }

    /// Pauses where it is (an inactive one becomes active, its changes made, at fraction 0).
    open func pauseAnimation() {
        guard state != .stopped else { return }
        activate()
        halt()
    }

    /// Stops where it is. Without finishing, it becomes inactive and its completions never run;
    /// else it is stopped and `finishAnimation(at:)` ends it.
    open func stopAnimation(_ withoutFinishing: Bool) {
        guard state == .active else { return }
        halt()
        if withoutFinishing {
            state = .inactive
            completions = []
        } else {
            state = .stopped
        }
    }

    /// Ends a stopped animator at `finalPosition`: its completions run now (**choice**: UIKit
    /// does not say whether in this turn).
    open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        guard state == .stopped else { return }
        switch finalPosition {
        case .end: fraction = 1
        case .start: fraction = 0
        case .current: break
        }
        end(at: finalPosition)
    }

    /// Resumes a paused animator; the rest of its run lasts `durationFactor` times its duration's share.
    open func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat) {
        guard state == .active, !isRunning else { return }
        if let parameters { timingParameters = parameters }
        spanMilliseconds = RunningAnimations.milliseconds(duration * Double(max(0, durationFactor)))
        runToEnd(from: fraction, startingIn: 0)
    }

    /// Where the run stands by the virtual clock, run in the given direction since it started.
    private func fraction(runningBackwards: Bool) -> CGFloat {
        guard isRunning, let startedAt else { return fraction }
        let elapsed = CGFloat(max(0, LabClock.now - startedAt)) / CGFloat(max(1, spanMilliseconds))
        return min(1, max(0, runningBackwards ? fraction - elapsed : fraction + elapsed))
    }

    /// Inactive → active: the animations' changes are made (at once).
    private func activate() {
        guard state == .inactive else { return }
        state = .active
        let pending = animations
        animations = []
        for animation in pending { animation() }
    }

    /// Runs from `start` to the end its direction leads to, after `wait` milliseconds.
    private func runToEnd(from start: CGFloat, startingIn wait: Int) {
        if let endToken { RunningAnimations.cancel(endToken) }
        fraction = start
        isRunning = true
        startedAt = LabClock.now + wait
        let remaining = Double(isReversed ? start : 1 - start) * Double(spanMilliseconds)
        // Held until its end, as UIKit keeps a running animator the app need not keep.
        endToken = RunningAnimations.schedule(after: Double(wait) / 1000 + remaining / 1000) { self.reachEnd() }
    }

    /// Stops running where it is.
    private func halt() {
        fraction = fractionComplete
        isRunning = false
        startedAt = nil
        if let endToken { RunningAnimations.cancel(endToken) }
        endToken = nil
    }

    /// The run took its time.
    private func reachEnd() {
        endToken = nil
        fraction = isReversed ? 0 : 1
        isRunning = false
        startedAt = nil
        if pausesOnCompletion { return }
        end(at: isReversed ? .start : .end)
    }

    private func end(at position: UIViewAnimatingPosition) {
        state = .inactive
        isRunning = false
        let pending = completions
        completions = []
        for completion in pending { completion(position) }
    }
}
