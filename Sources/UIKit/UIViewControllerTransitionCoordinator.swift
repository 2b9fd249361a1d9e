import Foundation

/// Which controller of a transition `viewController(forKey:)` gives.
public struct UITransitionContextViewControllerKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let from = UITransitionContextViewControllerKey(rawValue: "UITransitionContextFromViewControllerKey")
    public static let to = UITransitionContextViewControllerKey(rawValue: "UITransitionContextToViewControllerKey")
}

/// Which view of a transition `view(forKey:)` gives.
public struct UITransitionContextViewKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let from = UITransitionContextViewKey(rawValue: "UITransitionContextFromViewKey")
    public static let to = UITransitionContextViewKey(rawValue: "UITransitionContextToViewKey")
}

/// What the coordinator's closures are handed while a transition runs.
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    var containerView: UIView { get }
    var isAnimated: Bool { get }
    var isInteractive: Bool { get }
    var isCancelled: Bool { get }
    var transitionDuration: TimeInterval { get }
    var targetTransform: CGAffineTransform { get }
    /// The style of the presentation or dismissal under way (`.none` for other transitions).
    var presentationStyle: UIModalPresentationStyle { get }
    /// Whether the transition began driven by a gesture (never in the lab: no gesture drives one).
    var initiallyInteractive: Bool { get }
    var isInterruptible: Bool { get }
    var percentComplete: CGFloat { get }
    var completionVelocity: CGFloat { get }
    var completionCurve: UIView.AnimationCurve { get }
}

extension UIViewControllerTransitionCoordinatorContext {
    public var initiallyInteractive: Bool { false }
    public var isInterruptible: Bool { false }
    public var percentComplete: CGFloat { 0 }
    public var completionVelocity: CGFloat { 1 }
    public var completionCurve: UIView.AnimationCurve { .easeInOut }
}

/// What UIKit hands `viewWillTransition(to:with:)` and `willTransition(to:with:)`: closures
/// given to `animate(alongsideTransition:completion:)` run once the new size and traits are
/// in place, in the order they were given; then their completions, in order.
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    @discardableResult
    func animate(alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
    @discardableResult
    func animateAlongsideTransition(in view: UIView?, animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
                                    completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
    func notifyWhenInteractionChanges(_ handler: @escaping (UIViewControllerTransitionCoordinatorContext) -> Void)
}

extension UIViewControllerTransitionCoordinator {
    /// `animate { context in … }`: an animation with no completion.
    @discardableResult
    public func animate(alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animate(alongsideTransition: animation, completion: nil)
    }
}

/// The coordinator of a rotation: one for the whole transition, shared by every controller
/// the device tells. The device runs its animations and then its completions as steps of the
/// rotation (`Device+Rotation.swift`); animations take no time.
final class RotationCoordinator: UIViewControllerTransitionCoordinator {
    /// The rotation under way, from the first controller told until the completions ran.
    nonisolated(unsafe) static var current: RotationCoordinator?

    let containerView: UIView
    let targetTransform: CGAffineTransform
    private var animations: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []

    /// Whether the interface turns (a trait change alone does not).
    private let turns: Bool

    init(window: UIView, quarterTurns: Int) {
        containerView = window
        turns = quarterTurns % 4 != 0
        targetTransform = CGAffineTransform(rotationAngle: CGFloat(quarterTurns) * .pi / 2)
    }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? { nil }
    func view(forKey key: UITransitionContextViewKey) -> UIView? { nil }
    var isAnimated: Bool { true }
    var isInteractive: Bool { false }
    var isCancelled: Bool { false }
    var presentationStyle: UIModalPresentationStyle { .none }
    /// UIKit's rotation takes 0.4 s on an iPhone; in the lab it takes no virtual time.
    var transitionDuration: TimeInterval { 0.4 }

    @discardableResult
    func animate(alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        if let animation { animations.append(animation) }
        if let completion { completions.append(completion) }
        return true
    }

    @discardableResult
    func animateAlongsideTransition(in view: UIView?, animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
                                    completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animate(alongsideTransition: animation, completion: completion)
    }

    /// No rotation is interactive: the handler is never called.
    func notifyWhenInteractionChanges(_ handler: @escaping (UIViewControllerTransitionCoordinatorContext) -> Void) {}

    var pendingAnimations: Int { animations.count }
    var pendingCompletions: Int { completions.count }

    /// Runs the animations given so far (and any they give), in order.
    func runAnimations() {
        while !animations.isEmpty { animations.removeFirst()(self) }
    }

    /// Runs the completions, in order; the transition is over, and a turned interface posts
    /// UIKit's (deprecated) status bar orientation notification.
    func runCompletions() {
        while !completions.isEmpty { completions.removeFirst()(self) }
        if Self.current === self { Self.current = nil }
        if turns { NotificationCenter.default.post(name: UIApplication.didChangeStatusBarOrientationNotification, object: UIApplication.shared) }
    }
}

extension UIViewController {
    /// The coordinator of the rotation, presentation or dismissal under way, nil otherwise
    /// (pushes and tab changes have none in the lab).
    public var transitionCoordinator: UIViewControllerTransitionCoordinator? {
        RotationCoordinator.current ?? PresentationCoordinator.current
    }
}
