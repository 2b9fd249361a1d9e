import LabWire

/// A view controller. The device loads its view (from its nib or storyboard scene, or the
/// app's own `loadView()`), runs its callbacks and keeps the parent/child tree.
open class UIViewController: UIResponder {
    /// The nib named at init; a subclass may override `nibName` (a getter), which UIKit asks.
    private var initialNibName: String?
    open var nibName: String? { initialNibName }
    public private(set) var nibBundle: Bundle?
    open var title: String? {
        didSet { navigationItem.title = title }
    }
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
    /// Gives this controller's presentation and dismissal their animation controllers (and
    /// with `.custom`, its presentation controller).
    open weak var transitioningDelegate: UIViewControllerTransitioningDelegate?
    /// The controller that manages this controller's presentation: a `.custom` presentation's
    /// own while presented; otherwise UIKit's, made on first use for the presentation style
    /// (a popover's is a `UIPopoverPresentationController`), so a delegate can be set before
    /// `present` (PresentationAdaptation.swift).
    public var presentationController: UIPresentationController? {
        if let customPresentation { return customPresentation }
        if let standardPresentation,
           presentingViewController != nil || (standardPresentation is UIPopoverPresentationController) == (modalPresentationStyle == .popover) {
            return standardPresentation
        }
        let made = modalPresentationStyle == .popover
            ? UIPopoverPresentationController(presentedViewController: self, presenting: nil)
            : UIPresentationController(presentedViewController: self, presenting: nil)
        made.delegate = standardPresentation?.delegate
        standardPresentation = made
        return made
    }
    /// A `.custom` presentation's controller, from the transitioning delegate.
    var customPresentation: UIPresentationController?
    private var standardPresentation: UIPresentationController?
    /// The popover's presentation controller, while the style is `.popover`.
    public var popoverPresentationController: UIPopoverPresentationController? {
        modalPresentationStyle == .popover ? presentationController as? UIPopoverPresentationController : nil
    }
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    open var prefersStatusBarHidden: Bool { false }
    /// The child whose `preferredStatusBarStyle` (or `prefersStatusBarHidden`) the status bar
    /// follows instead of this controller's (UIStatusBarManager.swift walks the chain).
    open var childForStatusBarStyle: UIViewController? { nil }
    open var childForStatusBarHidden: UIViewController? { nil }
    /// A presented controller that does not cover the screen decides the status bar only when
    /// this is true.
    open var modalPresentationCapturesStatusBarAppearance: Bool = false
    /// The screen edges whose system gestures yield to the app's first (kept: no edge swipes
    /// are simulated).
    open var preferredScreenEdgesDeferringSystemGestures: UIRectEdge { [] }
    open var childForScreenEdgesDeferringSystemGestures: UIViewController? { nil }
    open func setNeedsUpdateOfScreenEdgesDeferringSystemGestures() {}
    open var prefersHomeIndicatorAutoHidden: Bool { false }
    open var childForHomeIndicatorAutoHidden: UIViewController? { nil }
    open func setNeedsUpdateOfHomeIndicatorAutoHidden() {}
    /// How the presentation animates (kept: presentations take no time in the lab).
    open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical
    /// A controller that defines the presentation context gives its own `modalTransitionStyle`
    /// to what is presented in it when this is true.
    open var providesPresentationContextTransitionStyle: Bool = false
    /// The edges along which the view extends under the bars (kept: the device lays out no bars).
    open var edgesForExtendedLayout: UIRectEdge = .all
    open var extendedLayoutIncludesOpaqueBars: Bool = false
    open var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .fade }
    public let navigationItem = UINavigationItem()
    open var tabBarItem: UITabBarItem! = UITabBarItem()
    /// Marks the controller for state preservation (docs/lifecycle.md "State preservation and
    /// restoration"); the device keeps it to walk the preserved controllers.
    open var restorationIdentifier: String? {
        didSet {
            guard !settingFromArchive else { return }
            AppRuntime.shared.call(HostCalls.setRestorationIdentifier, AppRuntime.shared.ref(self), restorationIdentifier)
        }
    }
    /// Set while the device gives a storyboard's Restoration ID (no need to tell it back).
    var settingFromArchive = false
    /// The class that makes this controller again at restoration.
    open var restorationClass: UIViewControllerRestoration.Type?
    open var definesPresentationContext: Bool = false
    open var isModalInPresentation: Bool = false
    /// Whether a tab bar hides while this controller is pushed (kept: no bars are drawn).
    open var hidesBottomBarWhenPushed: Bool = false
    /// The items a navigation controller's toolbar shows for this controller (kept: no bars are drawn).
    open var toolbarItems: [UIBarButtonItem]?
    open func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) { self.toolbarItems = toolbarItems }

    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        initialNibName = nibNameOrNil
        nibBundle = nibBundleOrNil
        super.init()
        navigationItem.owner = self
        let className = AppRuntime.className(of: self)
        // The nib as the class says: a subclass's `nibName` override names its own.
        let nib = nibName
        AppRuntime.shared.attach(self) {
            WireValue(AppRuntime.shared.call(HostCalls.makeViewController, className, nib))
        }
    }

    public convenience override init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// Unarchived from a storyboard scene, with its tab bar item's title and tag.
    public required init?(coder: NSCoder) {
        super.init()
        navigationItem.owner = self
        if let archive = coder as? LabArchiveCoder, archive.containsValue(forKey: "UITabBarItem.tag") || archive.containsValue(forKey: "UITabBarItem.title") {
            tabBarItem.title = archive.decodeObject(forKey: "UITabBarItem.title") as? String
            tabBarItem.tag = archive.decodeInteger(forKey: "UITabBarItem.tag")
        }
        let className = AppRuntime.className(of: self)
        AppRuntime.shared.attach(self) {
            WireValue(AppRuntime.shared.call(HostCalls.makeViewController, className, nil))
        }
    }

    /// NSCoding, as on iOS: what a keyed archiver keeps of a controller is a reference to it
    /// (its restoration path; RestorationReferences.swift).
    open func encode(with coder: NSCoder) {
        _ = ControllerReference.registered
        ControllerReference(path: ControllerReference.path(of: self)).encode(with: coder)
    }

    open override var classForKeyedArchiver: AnyClass? { ControllerReference.self }

    /// The root view, loaded on first use: `loadView()`, then `viewDidLoad()`.
    open var view: UIView! {
        get {
            let view = AppRuntime.shared.object(AppRuntime.shared.call(HostCalls.view, AppRuntime.shared.ref(self))) as? UIView
            view?.isControllerView = true
            return view
        }
        set { AppRuntime.shared.call(HostCalls.setView, AppRuntime.shared.ref(self), AppRuntime.shared.ref(newValue)) }
    }

    open var viewIfLoaded: UIView? { isViewLoaded ? view : nil }

    open var isViewLoaded: Bool {
        AppRuntime.shared.call(HostCalls.isViewLoaded, AppRuntime.shared.ref(self))
    }

    open func loadViewIfNeeded() { _ = view }

    /// UIKit's own: the view from the controller's nib or storyboard scene, or a plain view.
    open func loadView() {
        AppRuntime.shared.call(HostCalls.loadDefaultView, AppRuntime.shared.ref(self))
    }

    open func viewDidLoad() {}
    open func viewWillAppear(_ animated: Bool) {}
    /// After `viewWillAppear(_:)`, once the view is in the window with its size and traits, just
    /// before the layout pass (iOS 13+: the iOS 17 SDK back-deploys it; docs/lifecycle.md,
    /// "The layout pass").
    open func viewIsAppearing(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}
    open func viewWillLayoutSubviews() {}
    open func viewDidLayoutSubviews() {}
    /// Called in the layout pass's constraints phase (docs/lifecycle.md, "The layout pass");
    /// UIKit's own asks the view to update its constraints.
    open func updateViewConstraints() { viewIfLoaded?.updateConstraints() }

    // Size, traits and rotation (docs/lifecycle.md, "Rotation and traits").
    /// The device's traits, with any override the parent set for this controller.
    open var traitCollection: UITraitCollection {
        let device = UITraitCollection.current
        guard let override = parent?.overrideTraitCollection(forChild: self) else { return device }
        return UITraitCollection(traitsFrom: [device, override])
    }
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
    /// UIKit's own passes the change down; the device tells every controller itself (**choice**).
    open func willTransition(to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator) {}
    open func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {}
    /// Every orientation but upside down, as on an iPhone.
    open var supportedInterfaceOrientations: UIInterfaceOrientationMask { .allButUpsideDown }
    open var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { .portrait }
    open var shouldAutorotate: Bool { true }
    /// iOS 16: the device asks again at the next rotation (it asks at every one).
    open func setNeedsUpdateOfSupportedInterfaceOrientations() {}
    /// Before iOS 16: the device asks again at the next rotation (it asks at every one).
    open class func attemptRotationToDeviceOrientation() {}
    private var childTraitOverrides: [(child: UIViewController, traits: UITraitCollection)] = []
    open func setOverrideTraitCollection(_ collection: UITraitCollection?, forChild childViewController: UIViewController) {
        childTraitOverrides.removeAll { $0.child === childViewController }
        if let collection { childTraitOverrides.append((childViewController, collection)) }
    }
    open func overrideTraitCollection(forChild childViewController: UIViewController) -> UITraitCollection? {
        childTraitOverrides.first { $0.child === childViewController }?.traits
    }
    /// The size a child's view gets in a container of `parentSize`: the container's.
    open func size(forChildContentContainer container: UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize {
        parentSize
    }
    open var preferredContentSize: CGSize = .zero
    open func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer) {}
    open func systemLayoutFittingSizeDidChange(forChildContentContainer container: UIContentContainer) {}
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified
    open var additionalSafeAreaInsets: UIEdgeInsets = .zero
    open var viewRespectsSystemMinimumLayoutMargins: Bool = true
    open var systemMinimumLayoutMargins: NSDirectionalEdgeInsets { NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16) }
    open func viewSafeAreaInsetsDidChange() {}
    open func viewLayoutMarginsDidChange() {}
    open func didReceiveMemoryWarning() {}
    /// iOS 5: a memory warning is about to release the view (not on screen). Never called from iOS 6.
    @available(iOS, introduced: 5.0, deprecated: 6.0, message: "views are no longer purged under low-memory conditions")
    open func viewWillUnload() {}
    /// iOS 3–5: a memory warning released the view (not on screen); set outlets to nil here. The
    /// view loads again (`viewDidLoad`) when the controller is shown. Never called from iOS 6.
    @available(iOS, introduced: 3.0, deprecated: 6.0, message: "views are no longer purged under low-memory conditions")
    open func viewDidUnload() {}
    /// State preservation: write what the controller needs to come back as it was.
    open func encodeRestorableState(with coder: NSCoder) {}
    /// State restoration: read it back (after the controller was made again or found).
    open func decodeRestorableState(with coder: NSCoder) {}
    /// Once every restored object has decoded its state.
    open func applicationFinishedRestoringState() {}
    open func awakeFromNib() {}
    /// Key-value coding as a nib's user-defined runtime attributes use it (`NibKeyValues`).
    open override func __labSetValue(_ value: Any?, forKey key: String) -> Bool {
        NibKeyValues.set(value, forKey: key, on: self) || super.__labSetValue(value, forKey: key)
    }
    open override func __labGetValue(forKey key: String) -> (found: Bool, value: Any?) {
        let own = NibKeyValues.value(forKey: key, of: self)
        return own.found ? own : super.__labGetValue(forKey: key)
    }
    open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}
    open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }
    open func performSegue(withIdentifier identifier: String, sender: Any?) {
        AppRuntime.shared.call(HostCalls.performSegue, AppRuntime.shared.ref(self), identifier, AppRuntimeBridge.wire(sender as AnyObject?))
    }
    /// Why the appearance method running now runs (the device says, for its duration).
    var appearanceRole: String?
    /// True during the appearance methods of a controller being presented (or dismissed), and
    /// of one pushed onto (or popped from) a navigation stack.
    open var isBeingPresented: Bool { appearanceRole == "beingPresented" }
    open var isBeingDismissed: Bool { appearanceRole == "beingDismissed" }
    open var isMovingToParent: Bool { appearanceRole == "movingToParent" }
    open var isMovingFromParent: Bool { appearanceRole == "movingFromParent" }

    // Unwind segues (UIStoryboardUnwind.swift holds the search and the unwinding).
    /// Whether this controller is an unwind segue's destination: by default, when it
    /// implements the action and is not the source.
    open func canPerformUnwindSegueAction(_ action: Selector, from fromViewController: UIViewController, sender: Any?) -> Bool {
        fromViewController !== self && responds(to: action)
    }
    /// The children searched for an unwind segue's destination: all but the one holding the source.
    open func allowedChildrenForUnwinding(from source: UIStoryboardUnwindSegueSource) -> [UIViewController] {
        let containing = childContaining(source)
        return children.filter { $0 !== containing }
    }
    /// The child whose hierarchy (children, presented controllers) holds the segue's source.
    open func childContaining(_ source: UIStoryboardUnwindSegueSource) -> UIViewController? {
        children.first { $0.holds(source.source) }
    }
    /// A container brings `subsequentVC`, its child on the way to the destination, back on
    /// screen: a navigation controller pops to it, a tab bar controller selects it.
    open func unwind(for unwindSegue: UIStoryboardSegue, towards subsequentVC: UIViewController) {}

    /// A peeked controller's actions (3D Touch; never shown in the lab, see ContextMenus.swift).
    open var previewActionItems: [UIPreviewActionItem] { [] }

    open func willMove(toParent parent: UIViewController?) {}
    open func didMove(toParent parent: UIViewController?) {}

    /// Child controllers, as the device keeps them (a storyboard's relationship segues make
    /// them too).
    open var children: [UIViewController] {
        AppRuntime.shared.call(HostCalls.children, AppRuntime.shared.ref(self)).compactMap { AppRuntime.shared.object($0) as? UIViewController }
    }

    open var parent: UIViewController? {
        AppRuntime.shared.object(AppRuntime.shared.call(HostCalls.parent, AppRuntime.shared.ref(self))) as? UIViewController
    }

    /// UIKit sends the child `willMove(toParent:)` first; the container sends `didMove(toParent:)`.
    open func addChild(_ childController: UIViewController) {
        childController.willMove(toParent: self)
        AppRuntime.shared.call(HostCalls.addChild, AppRuntime.shared.ref(childController), AppRuntime.shared.ref(self))
    }

    /// UIKit sends `didMove(toParent: nil)` last; the container sends `willMove(toParent: nil)` first.
    open func removeFromParent() {
        guard let parent else { return }
        AppRuntime.shared.call(HostCalls.removeChild, AppRuntime.shared.ref(self), AppRuntime.shared.ref(parent))
        didMove(toParent: nil)
    }

    /// Whether the device sends this container's appearance methods on to its children; a
    /// container that answers false forwards them itself with `beginAppearanceTransition`.
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    /// `viewWillAppear` (true) or `viewWillDisappear` (false), sent by a container to a child.
    open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        appearanceTransition = isAppearing
        AppRuntime.shared.call(HostCalls.appearanceTransition, AppRuntime.shared.ref(self), isAppearing ? "willAppear" : "willDisappear")
    }

    /// The matching `viewDidAppear` or `viewDidDisappear`.
    open func endAppearanceTransition() {
        guard let isAppearing = appearanceTransition else { return }
        appearanceTransition = nil
        AppRuntime.shared.call(HostCalls.appearanceTransition, AppRuntime.shared.ref(self), isAppearing ? "didAppear" : "didDisappear")
    }
    private var appearanceTransition: Bool?

    /// A custom container swaps two children: `toViewController`'s view takes the place of
    /// `fromViewController`'s in the container's view, the appearance methods run (the
    /// animations take no time), then `completion(true)`.
    open func transition(from fromViewController: UIViewController, to toViewController: UIViewController, duration: TimeInterval,
                         options: UIView.AnimationOptions = [], animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        let runtime = AppRuntime.shared
        let superview = fromViewController.viewIfLoaded?.superview
        if let superview, let view = toViewController.view {
            view.frame = fromViewController.view.frame
            superview.addSubview(view)
        }
        runtime.call(HostCalls.transitionChildren, runtime.ref(self), runtime.ref(fromViewController), runtime.ref(toViewController))
        fromViewController.viewIfLoaded?.removeFromSuperview()
        animations?()
        completion?(true)
    }

    /// Editing mode, and the Edit/Done button that toggles it (its action is `toggleEditing`).
    open var isEditing: Bool = false
    /// The Edit/Done button's title follows the mode.
    open func setEditing(_ editing: Bool, animated: Bool) {
        isEditing = editing
        editButtonItem.title = editing ? "Done" : "Edit"
    }
    open lazy var editButtonItem: UIBarButtonItem = UIBarButtonItem(title: "Edit", style: .plain, target: self,
                                                                   action: Selector("toggleEditing"))

    /// The Edit/Done button's action (a tap on it): editing mode toggles, through
    /// `setEditing(_:animated:)`, which a subclass may override.
    open override func __labPerformAction(_ selector: String, _ sender: AnyObject?) -> Bool {
        guard selector == "toggleEditing" else { return super.__labPerformAction(selector, sender) }
        setEditing(!isEditing, animated: true)
        return true
    }

    open var navigationController: UINavigationController? { ancestor(UINavigationController.self) }
    open var tabBarController: UITabBarController? { ancestor(UITabBarController.self) }
    open var splitViewController: UISplitViewController? { ancestor(UISplitViewController.self) }

    /// The nearest parent of the given kind.
    private func ancestor<Container: UIViewController>(_ kind: Container.Type) -> Container? {
        var current = parent
        while let controller = current {
            if let found = controller as? Container { return found }
            current = controller.parent
        }
        return nil
    }

    open var storyboard: UIStoryboard? {
        AppRuntime.shared.call(HostCalls.storyboardName, AppRuntime.shared.ref(self)).map { UIStoryboard(name: $0, bundle: nil) }
    }

    public private(set) var presentedViewController: UIViewController?
    /// True while its presentation or dismissal runs (its appearance methods see it).
    public internal(set) weak var presentingViewController: UIViewController?
    /// The controller `present` was sent to (a child of the presenting container, perhaps).
    weak var presentedFrom: UIViewController?
    /// The style it was presented with, once any adaptation took place.
    var presentedStyle: UIModalPresentationStyle?

    /// The device shows the presented controller and runs the appearance methods of both
    /// (docs/lifecycle.md, "Modal presentation, pushes and tabs"); it refuses while this one already presents.
    open func present(_ requested: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        // While a presentation or dismissal animates, the device refuses, with UIKit's "in progress" warning.
        guard presentedViewController == nil || presentedViewController?.isAnimatingPresentation == true else {
            print("Warning: Attempt to present \(type(of: requested)) on \(type(of: self)) which is already presenting \(type(of: presentedViewController!))")
            return
        }
        // On the compact iPhone a popover or a sheet may adapt (PresentationAdaptation.swift).
        let adaptation = PresentationAdaptation(presenting: self, presented: requested)
        let viewControllerToPresent = adaptation.shown
        let wasPresented = presentedViewController
        presentedViewController = viewControllerToPresent
        viewControllerToPresent.presentingViewController = self
        viewControllerToPresent.presentedFrom = self
        viewControllerToPresent.presentedStyle = adaptation.style
        schedulePresentationTransition(of: viewControllerToPresent)
        let coordinator = PresentationCoordinator(style: adaptation.style, from: self, to: viewControllerToPresent, animated: flag,
                                                  custom: CustomTransition.pending)
        adaptation.willPresent(with: coordinator)
        let runtime = AppRuntime.shared
        let answer = coordinator.during {
            runtime.call(HostCalls.present, runtime.ref(viewControllerToPresent), runtime.ref(self), PresentationStyle(rawValue: adaptation.style.rawValue) ?? .automatic, flag)
        }
        CustomTransition.settle(running: answer.transition)
        if let refusal = answer.refusal {
            presentedViewController = wasPresented
            viewControllerToPresent.presentingViewController = nil
            viewControllerToPresent.presentedFrom = nil
            // UIKit's console line (addresses left out: they would differ from run to run).
            if refusal == .notInWindowHierarchy {
                print("Warning: Attempt to present \(type(of: viewControllerToPresent)) on \(type(of: self)) whose view is not in the window hierarchy!")
            } else if refusal == .presentationInProgress {
                print("Warning: Attempt to present \(type(of: viewControllerToPresent)) on \(type(of: self)) while a presentation is in progress!")
            } else {
                print("Warning: Attempt to present \(type(of: viewControllerToPresent)) on \(type(of: self)) which is already presenting a view controller")
            }
            return
        }
        // UIKit presents from the outermost container (a navigation or tab bar controller).
        if let context = runtime.object(answer.presenter, as: UIViewController.self) {
            viewControllerToPresent.presentingViewController = context
            if context !== self { context.presentedViewController = viewControllerToPresent }
        }
        // Animated, the end waits for the animation (a later turn, after viewDidAppear).
        let running = answer.transition
        if running != nil { viewControllerToPresent.isAnimatingPresentation = true }
        RunningAnimations.whenTransitionEnds(running) {
            viewControllerToPresent.isAnimatingPresentation = false
            coordinator.finish()
            viewControllerToPresent.__labDidPresent()
            completion?()
        }
    }

    /// A transitioning delegate's animation controller (and for `.custom` its presentation
    /// controller) animate the presentation the device runs next.
    private func schedulePresentationTransition(of presented: UIViewController) {
        guard let delegate = presented.transitioningDelegate else { return }
        let presentation = presented.modalPresentationStyle == .custom
            ? delegate.presentationController(forPresented: presented, presenting: self, source: self) : nil
        presented.customPresentation = presentation
        let animator = delegate.animationController(forPresented: presented, presenting: self, source: self)
        guard animator != nil || presentation != nil else { return }
        CustomTransition(animator: animator, presentation: presentation, kind: .presentation, from: self, to: presented).schedule(on: presented)
    }

    /// `show(_:sender:)`: pushed by the enclosing navigation controller, else presented.
    open func show(_ vc: UIViewController, sender: Any?) {
        if let navigationController { navigationController.pushViewController(vc, animated: true) }
        else { present(vc, animated: true) }
    }

    /// `showDetailViewController(_:sender:)`: the enclosing split view controller shows it,
    /// else it is shown as `show(_:sender:)` would.
    open func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        if let splitViewController { splitViewController.showDetailViewController(vc, sender: sender) }
        else { show(vc, sender: sender) }
    }

    /// Once presented and on screen: what a UIKit class shows of its own (an alert's buttons).
    /// The device runs no method of the SDK's own classes, so this is called from `present`
    /// (open for the SDK's other modules: Safari's sheet, the Multipeer browser).
    open func __labDidPresent() {}

    /// Dismisses what this controller presents, or this controller when it presents nothing.
    /// The device presented this controller for `source` (a storyboard segue): the same
    /// bookkeeping `present` keeps, so `dismiss` and `presentingViewController` work.
    func adoptPresentation(from source: UIViewController, context: UIViewController, running: WireValue?) {
        source.presentedViewController = self
        presentedFrom = source
        presentingViewController = context
        if context !== source { context.presentedViewController = self }
        if running?.int != nil { isAnimatingPresentation = true }
        RunningAnimations.whenTransitionEnds(running?.int) {
            self.isAnimatingPresentation = false
            self.__labDidPresent()
        }
    }

    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        let dismissed = presentedViewController ?? self
        guard let presenter = dismissed.presentingViewController else { return }
        let animator = dismissed.transitioningDelegate?.animationController(forDismissed: dismissed)
        if animator != nil || dismissed.customPresentation != nil {
            CustomTransition(animator: animator, presentation: dismissed.customPresentation, kind: .dismissal,
                             from: dismissed, to: presenter).schedule(on: dismissed)
        }
        let coordinator = PresentationCoordinator(style: dismissed.modalPresentationStyle, from: dismissed, to: presenter, animated: flag,
                                                  custom: CustomTransition.pending)
        let answer = coordinator.during { AppRuntime.shared.call(HostCalls.dismiss, AppRuntime.shared.ref(self), flag) }
        CustomTransition.settle(running: answer.transition)
        guard answer.done else {
            // UIKit's console line; the dismissal does not happen and its completion never runs.
            print("Warning: Attempt to dismiss from view controller \(type(of: self)) while a presentation or dismiss is in progress!")
            return
        }
        // Animated, the presented controller stays presented until the animation ends.
        let running = answer.transition
        if running != nil { dismissed.isAnimatingPresentation = true }
        RunningAnimations.whenTransitionEnds(running) {
            dismissed.isAnimatingPresentation = false
            dismissed.customPresentation = nil
            if presenter.presentedViewController === dismissed { presenter.presentedViewController = nil }
            if dismissed.presentedFrom?.presentedViewController === dismissed { dismissed.presentedFrom?.presentedViewController = nil }
            dismissed.presentingViewController = nil
            dismissed.presentedFrom = nil
            coordinator.finish()
            completion?()
        }
    }

    /// An animated presentation or dismissal of this controller runs (until its animation ends).
    var isAnimatingPresentation = false {
        didSet { if isAnimatingPresentation != oldValue { UIViewController.animatingPresentations += isAnimatingPresentation ? 1 : -1 } }
    }
    /// How many presentations and dismissals animate: a navigation controller refuses pushes
    /// and pops meanwhile.
    nonisolated(unsafe) static var animatingPresentations = 0

    open func setNeedsStatusBarAppearanceUpdate() {}
}

/// What controllers and presentation controllers are: they hear of size and trait changes.
public protocol UIContentContainer: AnyObject {
    var preferredContentSize: CGSize { get }
    func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator)
    func willTransition(to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator)
}
extension UIViewController: UIContentContainer {}

public enum UIModalPresentationStyle: Int, Sendable {
    case fullScreen = 0, pageSheet, formSheet, currentContext, custom, overFullScreen, overCurrentContext, popover
    case none = -1
    case automatic = -2
}

/// How a presented controller's view comes on screen.
public enum UIModalTransitionStyle: Int, Sendable { case coverVertical = 0, flipHorizontal, crossDissolve, partialCurl }

public enum UIStatusBarStyle: Int, Sendable {
    case `default` = 0, lightContent = 1, darkContent = 3
}

/// What a navigation bar shows for a controller.
open class UINavigationItem: NSObject {
    /// The device learns each new title, so `screen` draws it in the navigation bar.
    open var title: String? {
        didSet {
            guard title != oldValue, !installingFromArchive, let owner else { return }
            AppRuntime.shared.call(HostCalls.setNavigationTitle, AppRuntime.shared.ref(owner), title)
        }
    }
    /// The controller whose navigation bar shows these items: the device learns of each
    /// change, so `tap` reaches a bar button and `views` shows it.
    weak var owner: UIViewController?
    /// Set while the device installs a storyboard's items (no need to tell it back).
    var installingFromArchive = false

    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }
    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }
    open var rightBarButtonItems: [UIBarButtonItem]? {
        didSet { report(.right, rightBarButtonItems) }
    }
    open var leftBarButtonItems: [UIBarButtonItem]? {
        didSet { report(.left, leftBarButtonItems) }
    }

    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) { rightBarButtonItem = item }
    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { leftBarButtonItem = item }
    open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { rightBarButtonItems = items }
    open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { leftBarButtonItems = items }

    private func report(_ side: BarButtonSide, _ items: [UIBarButtonItem]?) {
        guard !installingFromArchive, let owner else { return }
        let entries = (items ?? []).map { item in
            BarButtonItem(item: AppRuntimeBridge.ref(item), title: item.displayTitle, action: item.action?.name,
                          target: AppRuntimeBridge.ref(item.target))
        }
        AppRuntime.shared.call(HostCalls.setBarButtonItems, AppRuntime.shared.value(owner).object, side, entries)
    }
    open var backBarButtonItem: UIBarButtonItem?
    open var hidesBackButton: Bool = false
    open var titleView: UIView?
    open var prompt: String?
    open var leftItemsSupplementBackButton: Bool = false
    open var backButtonTitle: String?
    open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic
    /// The search controller whose bar the navigation bar shows (iOS 11; drawn by nothing).
    open var searchController: UISearchController?
    open var hidesSearchBarWhenScrolling: Bool = true
    /// The appearances the navigation bar takes while this item is on top (kept: no bar is drawn).
    open var standardAppearance: UINavigationBarAppearance?
    open var compactAppearance: UINavigationBarAppearance?
    open var scrollEdgeAppearance: UINavigationBarAppearance?
    open var compactScrollEdgeAppearance: UINavigationBarAppearance?
    public override init() { super.init() }

    public enum LargeTitleDisplayMode: Int, Sendable { case automatic, always, never }
}

/// A bar button.
open class UIBarButtonItem: UIBarItem {
    open weak var target: AnyObject?
    open var action: Selector?
    open var style: Style = .plain
    /// The titles the item may show, so the bar makes room for the widest (kept: no bar is drawn).
    open var possibleTitles: Set<String>?
    open var width: CGFloat = 0
    /// The system item it was made as (`.add`), whose name the bar shows.
    var systemItem: SystemItem?

    /// What `tap` matches and `views` shows: the title, or a system item's name as VoiceOver
    /// reads it ("Add" for `.add`).
    var displayTitle: String? {
        title ?? systemItem.map { item in
            switch item {
            case .fastForward: return "Fast Forward"
            case .action: return "Share"
            case .trash: return "Delete"
            default:
                let name = "\(item)"
                return name.prefix(1).uppercased() + name.dropFirst()
            }
        }
    }

    /// A disabled item takes no taps: the device is told.
    open override var isEnabled: Bool {
        didSet { if isEnabled != oldValue { AppRuntime.shared.call(HostCalls.setEnabled, AppRuntimeBridge.ref(self), isEnabled) } }
    }
    open var tintColor: UIColor?

    public override init() {
        target = nil
        action = nil
        super.init()
    }

    public required init?(coder: NSCoder) {
        target = nil
        action = nil
        super.init(coder: coder)
    }

    open var customView: UIView?

    public init(customView: UIView) {
        self.customView = customView
        target = nil
        action = nil
        super.init()
    }

    open var menu: UIMenu?
    open var primaryAction: UIAction?

    /// A bar button with a menu or a primary action (iOS 14).
    public init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.primaryAction = primaryAction
        self.menu = menu
        target = nil
        action = nil
        super.init()
        self.title = title
        self.image = image
    }

    public init(image: UIImage?, style: Style, target: Any?, action: Selector?) {
        self.style = style
        self.target = target as AnyObject?
        self.action = action
        super.init()
        self.image = image
    }

    public init(title: String?, style: Style, target: Any?, action: Selector?) {
        self.style = style
        self.target = target as AnyObject?
        self.action = action
        super.init()
        self.title = title
    }

    public init(barButtonSystemItem systemItem: SystemItem, target: Any?, action: Selector?) {
        self.systemItem = systemItem
        self.target = target as AnyObject?
        self.action = action
        super.init()
    }

    public enum Style: Int, Sendable { case plain, done }
    public enum SystemItem: Int, Sendable { case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize, bookmarks, search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo, close }
}

/// A tab's item.
open class UITabBarItem: UIBarItem {
    open var badgeValue: String?
    open var badgeColor: UIColor?
    open var selectedImage: UIImage?
    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    public init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        self.selectedImage = selectedImage
        super.init()
        self.title = title
        self.image = image
    }
    public init(title: String?, image: UIImage?, tag: Int) {
        super.init()
        self.title = title
        self.image = image
        self.tag = tag
    }
    /// A system item: its title is the system's (“Favorites”, “Top Rated”…), its image the system's.
    public init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
        super.init()
        title = systemItem.title
        self.tag = tag
    }
    public enum SystemItem: Int, Sendable {
        case more, favorites, featured, topRated, recents, contacts, history, bookmarks, search, downloads, mostRecent, mostViewed
        var title: String {
            ["More", "Favorites", "Featured", "Top Rated", "Recents", "Contacts", "History", "Bookmarks", "Search",
             "Downloads", "Most Recent", "Most Viewed"][rawValue]
        }
    }
}

/// NSCoding, as on iOS; secure too, so a secure state restoration coder (iOS 13's
/// `shouldSaveSecureApplicationState`) keeps a reference to a controller as UIKit's does.
extension UIViewController: NSSecureCoding {
    public static var supportsSecureCoding: Bool { true }
}
