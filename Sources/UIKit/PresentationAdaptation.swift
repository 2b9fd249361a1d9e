/// How a presentation adapts on the simulated iPhone, which is horizontally compact
/// (docs/lifecycle.md, "Modal presentation, pushes and tabs"): a popover, and a sheet, ask
/// their presentation controller's delegate for the style to take (by default a popover
/// becomes full screen and a sheet stays a sheet); a style other than `.none` and the
/// requested one is taken, in place of the requested controller the delegate may give another;
/// the delegate hears the outcome with the presentation's transition coordinator.
struct PresentationAdaptation {
    /// The controller the device presents: the requested one, or the delegate's replacement.
    let shown: UIViewController
    /// The style the device presents with.
    let style: UIModalPresentationStyle
    private let controller: UIPresentationController?
    /// What the delegate is told it adapted to (`.none`: it did not adapt); nil when not asked.
    private let outcome: UIModalPresentationStyle?

    init(presenting: UIViewController, presented: UIViewController) {
        let requested = presented.modalPresentationStyle
        guard [.popover, .pageSheet, .formSheet, .automatic].contains(requested), let controller = presented.presentationController else {
            shown = presented
            style = requested
            controller = nil
            outcome = nil
            return
        }
        self.controller = controller
        let traits = presenting.traitCollection
        let adapted = controller.delegate.map { $0.adaptivePresentationStyle(for: controller, traitCollection: traits) }
            ?? controller.adaptivePresentationStyle(for: traits)
        guard adapted != .none, adapted != requested else {
            shown = presented
            style = requested
            outcome = controller.delegate == nil ? nil : UIModalPresentationStyle.none
            if let popover = controller as? UIPopoverPresentationController {
                (controller.delegate as? UIPopoverPresentationControllerDelegate)?.prepareForPopoverPresentation(popover)
            }
            return
        }
        style = adapted
        outcome = adapted
        if let replacement = controller.delegate?.presentationController(controller, viewControllerForAdaptivePresentationStyle: adapted) {
            replacement.modalPresentationStyle = adapted
            shown = replacement
        } else {
            shown = presented
        }
    }

    /// The delegate hears which style the presentation takes.
    func willPresent(with coordinator: PresentationCoordinator) {
        guard let controller, let outcome else { return }
        controller.delegate?.presentationController(controller, willPresentWithAdaptiveStyle: outcome, transitionCoordinator: coordinator)
    }
}

/// Asked how a presentation adapts to the compact iPhone, and told of dismissals the user
/// makes (a swipe down on a sheet, which the lab does not simulate: those four are not called).
public protocol UIAdaptivePresentationControllerDelegate: AnyObject {
    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle
    func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle
    func presentationController(_ controller: UIPresentationController,
                                viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle) -> UIViewController?
    func presentationController(_ presentationController: UIPresentationController, willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
                                transitionCoordinator: UIViewControllerTransitionCoordinator?)
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
    /// Unimplemented, the presentation controller's own adaptation.
    public func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
        controller.adaptivePresentationStyle(for: controller.traitCollection)
    }
    /// Unimplemented, the answer of `adaptivePresentationStyle(for:)`, as UIKit falls back.
    public func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        adaptivePresentationStyle(for: controller)
    }
    public func presentationController(_ controller: UIPresentationController,
                                       viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle) -> UIViewController? { nil }
    public func presentationController(_ presentationController: UIPresentationController, willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
                                       transitionCoordinator: UIViewControllerTransitionCoordinator?) {}
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { true }
    public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
}

/// A popover's presentation controller: where it points from (a view and a rectangle in it, or
/// a bar button item) and its arrows. On the iPhone a popover adapts (full screen by default);
/// kept as a popover when the delegate answers `.none`, the device shows it over the presenter.
open class UIPopoverPresentationController: UIPresentationController {
    open var sourceView: UIView?
    open var sourceRect: CGRect = .zero
    open var barButtonItem: UIBarButtonItem?
    open var permittedArrowDirections: UIPopoverArrowDirection = .any
    /// The arrow the popover shows: none until it is shown as a popover.
    public internal(set) var arrowDirection: UIPopoverArrowDirection = .unknown
    open var passthroughViews: [UIView]?
    open var backgroundColor: UIColor?
    open var popoverLayoutMargins: UIEdgeInsets = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
    open var canOverlapSourceViewRect: Bool = false
}

/// A popover's delegate: told before the popover shows, and asked about dismissals the user
/// makes by tapping outside it (not simulated: those are not called).
public protocol UIPopoverPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController)
    func popoverPresentationControllerShouldDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) -> Bool
    func popoverPresentationControllerDidDismissPopover(_ popoverPresentationController: UIPopoverPresentationController)
}

extension UIPopoverPresentationControllerDelegate {
    public func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) {}
    public func popoverPresentationControllerShouldDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) -> Bool { true }
    public func popoverPresentationControllerDidDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) {}
}

/// Which sides a popover's arrow may point from.
public struct UIPopoverArrowDirection: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
    public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
    public static let left = UIPopoverArrowDirection(rawValue: 1 << 2)
    public static let right = UIPopoverArrowDirection(rawValue: 1 << 3)
    public static let any: UIPopoverArrowDirection = [.up, .down, .left, .right]
    public static let unknown = UIPopoverArrowDirection(rawValue: UInt.max)
}

/// The coordinator of one presentation or dismissal: `transitionCoordinator` gives it while the
/// device runs the transition (the appearance methods see it); the animations given to it run
/// once the transition is over, then their completions, in order (**choice**: the transition
/// takes no time, so nothing runs alongside it).
final class PresentationCoordinator: UIViewControllerTransitionCoordinator {
    nonisolated(unsafe) static var current: PresentationCoordinator?

    let presentationStyle: UIModalPresentationStyle
    private let from: UIViewController
    private let to: UIViewController
    private var animations: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    /// Whether the presentation or dismissal animates, and the app's animation controller that
    /// animates it, if any: they give `transitionDuration`.
    private let animated: Bool
    private let custom: CustomTransition?

    /// UIKit's presentation and dismissal, 0.5 s: the device's figure (docs/lifecycle.md,
    /// "Animations take time"; a **choice**, as Apple publishes none).
    static let standardDuration: TimeInterval = 0.5

    init(style: UIModalPresentationStyle, from: UIViewController, to: UIViewController, animated: Bool = false,
         custom: CustomTransition? = nil) {
        presentationStyle = style
        self.from = from
        self.to = to
        self.animated = animated
        self.custom = custom
    }

    /// The view the transition runs in, made when first asked for.
    lazy var containerView: UIView = UIView(frame: UIScreen.main.bounds)
    var isAnimated: Bool { true }
    var isInteractive: Bool { false }
    var isCancelled: Bool { false }
    /// The animation's duration: the animation controller's `transitionDuration(using:)`, else
    /// UIKit's; 0 when not animated.
    var transitionDuration: TimeInterval {
        guard animated else { return 0 }
        return custom.map { $0.animator.transitionDuration(using: $0) } ?? Self.standardDuration
    }
    var targetTransform: CGAffineTransform { .identity }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        key == .from ? from : key == .to ? to : nil
    }

    func view(forKey key: UITransitionContextViewKey) -> UIView? {
        key == .from ? from.viewIfLoaded : key == .to ? to.viewIfLoaded : nil
    }

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

    /// No transition in the lab is interactive: the handler is never called.
    func notifyWhenInteractionChanges(_ handler: @escaping (UIViewControllerTransitionCoordinatorContext) -> Void) {}

    /// Runs `body` (the device's transition) with this coordinator as the current one.
    @discardableResult
    func during<T>(_ body: () -> T) -> T {
        let outer = Self.current
        Self.current = self
        defer { Self.current = outer }
        return body()
    }

    /// The transition is over: the animations, then the completions.
    func finish() {
        while !animations.isEmpty { animations.removeFirst()(self) }
        while !completions.isEmpty { completions.removeFirst()(self) }
    }
}
