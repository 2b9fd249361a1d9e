import LabWire

/// An animation controller: it animates one presentation, dismissal, push, pop or tab change.
public protocol UIViewControllerAnimatedTransitioning: AnyObject {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning)
    func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating
    func animationEnded(_ transitionCompleted: Bool)
}

extension UIViewControllerAnimatedTransitioning {
    /// Not implemented: an animator that animates nothing (asked only by the app's own code).
    public func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating {
        UIViewPropertyAnimator(duration: transitionDuration(using: transitionContext), curve: .linear)
    }
    public func animationEnded(_ transitionCompleted: Bool) {}
}

/// An animator whose animations run when it starts (`UIViewPropertyAnimator`).
public protocol UIViewImplicitlyAnimating: AnyObject {
    var state: UIViewAnimatingState { get }
    var isRunning: Bool { get }
    var fractionComplete: CGFloat { get set }
    func startAnimation()
    func pauseAnimation()
    func stopAnimation(_ withoutFinishing: Bool)
    func finishAnimation(at finalPosition: UIViewAnimatingPosition)
    func addAnimations(_ animation: @escaping () -> Void)
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
}

extension UIViewPropertyAnimator: UIViewImplicitlyAnimating {}

/// What an animation controller is given: the container view, the two controllers and their
/// views and frames; `completeTransition(_:)` ends the transition.
public protocol UIViewControllerContextTransitioning: AnyObject {
    var containerView: UIView { get }
    var isAnimated: Bool { get }
    var isInteractive: Bool { get }
    var transitionWasCancelled: Bool { get }
    var presentationStyle: UIModalPresentationStyle { get }
    var targetTransform: CGAffineTransform { get }
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    func initialFrame(for vc: UIViewController) -> CGRect
    func finalFrame(for vc: UIViewController) -> CGRect
    func completeTransition(_ didComplete: Bool)
    func updateInteractiveTransition(_ percentComplete: CGFloat)
    func finishInteractiveTransition()
    func cancelInteractiveTransition()
    func pauseInteractiveTransition()
}

/// Drives a transition by a gesture. The lab has no gestures that drag a transition along: an
/// interaction controller is never asked for (docs/lifecycle.md, "Custom transitions").
public protocol UIViewControllerInteractiveTransitioning: AnyObject {
    func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning)
}

/// UIKit's interaction controller that a gesture updates by percent (never asked for in the lab).
open class UIPercentDrivenInteractiveTransition: NSObject, UIViewControllerInteractiveTransitioning {
    open var duration: CGFloat { 0 }
    open private(set) var percentComplete: CGFloat = 0
    open var completionSpeed: CGFloat = 1
    open var wantsInteractiveStart: Bool = true
    public override init() { super.init() }
    open func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {}
    open func update(_ percentComplete: CGFloat) { self.percentComplete = percentComplete }
    open func cancel() {}
    open func finish() {}
    open func pause() {}
}

/// Gives a presented controller its animation controllers and, for `.custom`, its
/// presentation controller.
public protocol UIViewControllerTransitioningDelegate: AnyObject {
    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning?
    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning?
    func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning?
    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning?
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController?
}

extension UIViewControllerTransitioningDelegate {
    public func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                    source: UIViewController) -> UIViewControllerAnimatedTransitioning? { nil }
    public func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? { nil }
    public func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? { nil }
    public func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? { nil }
    public func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                       source: UIViewController) -> UIPresentationController? { nil }
}

/// Manages a `.custom` presentation: where the presented view goes, what else the container
/// shows (a dimming view), told as the presentation and the dismissal begin and end.
open class UIPresentationController: NSObject {
    public let presentedViewController: UIViewController
    public let presentingViewController: UIViewController
    /// The transition's container view, once the presentation began.
    open internal(set) var containerView: UIView?
    open var presentedView: UIView? { presentedViewController.view }
    open var frameOfPresentedViewInContainerView: CGRect { containerView?.bounds ?? UIScreen.main.bounds }
    open var presentationStyle: UIModalPresentationStyle { presentedViewController.modalPresentationStyle }
    open var shouldRemovePresentersView: Bool { false }
    open var shouldPresentInFullscreen: Bool { true }
    /// The style the presentation takes on the compact iPhone when the delegate does not say.
    open var adaptivePresentationStyle: UIModalPresentationStyle { adaptivePresentationStyle(for: traitCollection) }
    /// UIKit's: `.fullScreen`, but a sheet stays a sheet (since iOS 13; PresentationAdaptation.swift).
    open func adaptivePresentationStyle(for traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        switch presentationStyle {
        case .pageSheet, .formSheet, .automatic: return presentationStyle
        default: return .fullScreen
        }
    }
    /// Asked how the presentation adapts; a popover's delegate is a `UIPopoverPresentationControllerDelegate`.
    open weak var delegate: UIAdaptivePresentationControllerDelegate?
    /// The presenting controller's traits, with `overrideTraitCollection` laid over them.
    open var traitCollection: UITraitCollection {
        let traits = presentingViewController.traitCollection
        guard let overrideTraitCollection else { return traits }
        return UITraitCollection(traitsFrom: [traits, overrideTraitCollection])
    }
    open var overrideTraitCollection: UITraitCollection?
    open var preferredContentSize: CGSize { presentedViewController.preferredContentSize }
    open func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {}
    open func willTransition(to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator) {}
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        self.presentedViewController = presentedViewController
        self.presentingViewController = presentingViewController ?? presentedViewController
        super.init()
    }

    open func presentationTransitionWillBegin() {}
    open func presentationTransitionDidEnd(_ completed: Bool) {}
    open func dismissalTransitionWillBegin() {}
    open func dismissalTransitionDidEnd(_ completed: Bool) {}
    open func containerViewWillLayoutSubviews() {}
    open func containerViewDidLayoutSubviews() {}
    open func size(forChildContentContainer container: AnyObject, withParentContainerSize parentSize: CGSize) -> CGSize { parentSize }
}

/// One custom transition under way: made before the device runs the transition, run by it
/// between the `will` and `did` appearance methods (docs/lifecycle.md, "Custom transitions").
/// Animated, it lasts the animation controller's `transitionDuration(using:)` on the virtual
/// clock and ends — the `did` appearance methods, the completion — only once the controller
/// has called `completeTransition(_:)`, as UIKit's transitions do.
final class CustomTransition: UIViewControllerContextTransitioning {
    enum Kind { case presentation, dismissal, other }

    /// The transition the device runs next.
    nonisolated(unsafe) static var pending: CustomTransition?
    /// The transition the device ran last, until the app learns the device's id for it.
    nonisolated(unsafe) private static var justRan: CustomTransition?

    let animator: UIViewControllerAnimatedTransitioning
    let presentation: UIPresentationController?
    let kind: Kind
    let from: UIViewController
    let to: UIViewController
    let containerView: UIView
    private var completed = false
    /// The device's id for the animated transition this one animates.
    private var runningID: Int?

    init(animator: UIViewControllerAnimatedTransitioning?, presentation: UIPresentationController?, kind: Kind,
         from: UIViewController, to: UIViewController) {
        self.animator = animator ?? ImmediateAnimator()
        self.presentation = presentation
        self.kind = kind
        self.from = from
        self.to = to
        containerView = presentation?.containerView ?? UIView(frame: UIScreen.main.bounds)
        presentation?.containerView = containerView
    }

    /// Hands the transition to the device, which runs it within its next transition.
    func schedule(on controller: UIViewController) {
        CustomTransition.pending = self
        AppRuntime.shared.call(HostCalls.animateNextTransition, AppRuntime.shared.ref(controller))
    }

    /// After the device ran a transition: the scheduled custom transition it did not run (nothing
    /// was on screen) is dropped; the one it ran learns the running transition's id (`running`,
    /// nil when not animated) and tells the device if it completed already.
    static func settle(running: Int?) {
        if pending != nil {
            pending = nil
            AppRuntime.shared.call(HostCalls.animateNextTransition, nil)
        }
        guard let transition = justRan else { return }
        justRan = nil
        guard let id = running else { return }
        transition.runningID = id
        if transition.completed { _ = AppRuntime.shared.call(HostCalls.completeTransition, id) }
    }

    /// The presentation controller hears the transition begin, the animation controller
    /// animates; answers the controller's `transitionDuration(using:)` (nil: none pending).
    static func runPending() -> TimeInterval? {
        guard let transition = pending else { return nil }
        pending = nil
        justRan = transition
        switch transition.kind {
        case .presentation: transition.presentation?.presentationTransitionWillBegin()
        case .dismissal: transition.presentation?.dismissalTransitionWillBegin()
        case .other: break
        }
        transition.presentation?.containerViewWillLayoutSubviews()
        transition.presentation?.containerViewDidLayoutSubviews()
        let duration = transition.animator.transitionDuration(using: transition)
        transition.animator.animateTransition(using: transition)
        return duration
    }

    var isAnimated: Bool { true }
    var isInteractive: Bool { false }
    var transitionWasCancelled: Bool { false }
    var presentationStyle: UIModalPresentationStyle { kind == .other ? .none : (kind == .presentation ? to : from).modalPresentationStyle }
    var targetTransform: CGAffineTransform { .identity }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        key == .from ? from : key == .to ? to : nil
    }

    /// A presentation that leaves the presenter's view (`.custom`, a sheet) gives no presenter
    /// view to animate, as UIKit does.
    func view(forKey key: UITransitionContextViewKey) -> UIView? {
        let keepsPresenter = presentation.map { !$0.shouldRemovePresentersView } ?? false
        switch key {
        case .from: return kind == .presentation && keepsPresenter ? nil : from.view
        case .to: return kind == .dismissal && keepsPresenter ? nil : to.view
        default: return nil
        }
    }

    func initialFrame(for vc: UIViewController) -> CGRect { vc === from ? containerView.bounds : .zero }

    func finalFrame(for vc: UIViewController) -> CGRect {
        guard vc === to else { return .zero }
        return kind == .presentation ? presentation?.frameOfPresentedViewInContainerView ?? containerView.bounds : containerView.bounds
    }

    /// The transition is over: the presentation controller and the animation controller hear
    /// it; the device ends the running transition (its `did` methods, the completion) now if
    /// its duration is over, else when it is.
    func completeTransition(_ didComplete: Bool) {
        guard !completed else { return }
        completed = true
        switch kind {
        case .presentation: presentation?.presentationTransitionDidEnd(didComplete)
        case .dismissal: presentation?.dismissalTransitionDidEnd(didComplete)
        case .other: break
        }
        animator.animationEnded(didComplete)
        guard let id = runningID else { return }
        if AppRuntime.shared.call(HostCalls.completeTransition, id) { RunningAnimations.endTransition(id) }
    }

    func updateInteractiveTransition(_ percentComplete: CGFloat) {}
    func finishInteractiveTransition() {}
    func cancelInteractiveTransition() {}
    func pauseInteractiveTransition() {}
}

/// A `.custom` presentation with a presentation controller and no animation controller: the
/// presented view is put in place at once.
private final class ImmediateAnimator: UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0 }
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        if let view = transitionContext.view(forKey: .to), let controller = transitionContext.viewController(forKey: .to) {
            view.frame = transitionContext.finalFrame(for: controller)
            transitionContext.containerView.addSubview(view)
        }
        transitionContext.completeTransition(true)
    }
}
