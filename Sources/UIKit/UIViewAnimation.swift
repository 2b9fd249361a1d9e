import Foundation

/// UIView's keyframe animations and transitions. The changes are made at once, in order
/// (nothing is drawn between); the completion runs with `true` once the duration has passed on
/// the virtual clock, in a later turn (RunningAnimations).
extension UIView {
    public struct KeyframeAnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
        public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
        public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
        public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
        public static let calculationModeLinear = KeyframeAnimationOptions([])
        public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
        public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
        public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
        public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)
    }

    /// Keyframes added while a keyframe animation's block runs, in the order of their start.
    nonisolated(unsafe) private static var keyframes: [(start: Double, animations: () -> Void)]?

    /// Runs `animations`, which adds keyframes; then makes each keyframe's changes in the order
    /// of its relative start time (ties in the order added), and completes.
    public class func animateKeyframes(withDuration duration: TimeInterval, delay: TimeInterval,
                                       options: KeyframeAnimationOptions = [], animations: @escaping () -> Void,
                                       completion: ((Bool) -> Void)? = nil) {
        let outer = keyframes
        keyframes = []
        animations()
        let added = keyframes ?? []
        keyframes = outer
        for keyframe in added.enumerated().sorted(by: { ($0.element.start, $0.offset) < ($1.element.start, $1.offset) }) {
            keyframe.element.animations()
        }
        RunningAnimations.complete(after: delay + duration, completion)
    }

    /// A keyframe inside `animateKeyframes`; outside one, its changes are made at once.
    public class func addKeyframe(withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
                                  animations: @escaping () -> Void) {
        if keyframes == nil { return animations() }
        keyframes?.append((frameStartTime, animations))
    }

    /// A transition of one view's content (a flip, a cross-dissolve): the changes are made at once.
    public class func transition(with view: UIView, duration: TimeInterval, options: AnimationOptions = [],
                                 animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        animations?()
        RunningAnimations.complete(after: duration, completion)
    }

    /// Puts `toView` in `fromView`'s place: added to its superview, and `fromView` removed (or,
    /// with `.showHideTransitionViews`, hidden and `toView` shown).
    public class func transition(from fromView: UIView, to toView: UIView, duration: TimeInterval,
                                 options: AnimationOptions = [], completion: ((Bool) -> Void)? = nil) {
        if options.contains(.showHideTransitionViews) {
            fromView.isHidden = true
            toView.isHidden = false
        } else if let parent = fromView.superview {
            parent.addSubview(toView)
            fromView.removeFromSuperview()
        }
        RunningAnimations.complete(after: duration, completion)
    }

    /// Makes the changes without animation: as every change here.
    public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        actionsWithoutAnimation()
    }
}
