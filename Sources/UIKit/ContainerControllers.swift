import LabWire

/// A navigation controller's delegate. The app's push and pop ask it for an animation
/// controller; `willShow`/`didShow` are declared for app code and not called (the device
/// pushes and pops, also from its back button, without telling the app's navigation controller).
public protocol UINavigationControllerDelegate: AnyObject {
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
    func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning?
    func navigationController(_ navigationController: UINavigationController,
                              interactionControllerFor animationController: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning?
}

extension UINavigationControllerDelegate {
    public func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {}
    public func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {}
    public func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
                                     from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? { nil }
    public func navigationController(_ navigationController: UINavigationController,
                                     interactionControllerFor animationController: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? { nil }
}

/// A tab bar controller's delegate: the app's change of tab asks it for an animation controller.
/// `shouldSelect`/`didSelect` answer the user's taps on the tab bar, which the lab does not
/// simulate: they are not called.
public protocol UITabBarControllerDelegate: AnyObject {
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
    func tabBarController(_ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
                          to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning?
    func tabBarController(_ tabBarController: UITabBarController,
                          interactionControllerFor animationController: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning?
}

extension UITabBarControllerDelegate {
    public func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool { true }
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
    public func tabBarController(_ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
                                 to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? { nil }
    public func tabBarController(_ tabBarController: UITabBarController,
                                 interactionControllerFor animationController: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? { nil }
}

/// A navigation controller: a stack of controllers; the top one's view is on screen.
open class UINavigationController: UIViewController {
    public convenience init(rootViewController: UIViewController) {
        self.init(nibName: nil, bundle: nil)
        setViewControllers([rootViewController], animated: false)
    }

    open var viewControllers: [UIViewController] {
        get { children }
        set { setViewControllers(newValue, animated: false) }
    }

    open var topViewController: UIViewController? { children.last }
    open var visibleViewController: UIViewController? { presentedViewController ?? topViewController }
    open var isNavigationBarHidden: Bool = false
    open var isToolbarHidden: Bool = true
    /// Kept. A tap reaches controls only (`tap TITLE`) and nothing swipes, so the bars never
    /// hide by these; the console says so when one is first turned on.
    open var hidesBarsOnTap: Bool = false { didSet { if hidesBarsOnTap { BarHiding.note("hidesBarsOnTap") } } }
    open var hidesBarsOnSwipe: Bool = false { didSet { if hidesBarsOnSwipe { BarHiding.note("hidesBarsOnSwipe") } } }
    open var hidesBarsWhenKeyboardAppears: Bool = false
    open var hidesBarsWhenVerticallyCompact: Bool = false
    /// Asked for an animation controller by the app's pushes and pops (see `UINavigationControllerDelegate`).
    open weak var delegate: UINavigationControllerDelegate?

    public enum Operation: Int, Sendable { case none, push, pop }

    /// The delegate's animation controller animates the push or pop the device runs next.
    private func scheduleTransition(_ operation: Operation, from: UIViewController?, to: UIViewController?) {
        guard let from, let to, let animator = delegate?.navigationController(self, animationControllerFor: operation, from: from, to: to) else { return }
        CustomTransition(animator: animator, presentation: nil, kind: .other, from: from, to: to).schedule(on: to)
    }
    public let navigationBar = UINavigationBar()

    /// UIKit's: the bar's style decides (a `.black` bar gives light content).
    open override var preferredStatusBarStyle: UIStatusBarStyle {
        navigationBar.barStyle == .black ? .lightContent : .default
    }

    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        // On screen, while a presentation, a dismissal or this controller's own push or pop
        // animates, the stack stays as it is, with UIKit's console line (docs/lifecycle.md,
        // "Animations take time"). A controller not on screen yet takes its stack at once.
        if isAnimatingTransition || UIViewController.animatingPresentations > 0 && viewIfLoaded?.window != nil {
            print("setViewControllers:animated: called on <\(AppRuntime.className(of: self))> while an existing transition or presentation is occurring; the navigation stack will not be updated.")
            return
        }
        for child in children { child.removeFromParent() }
        for controller in viewControllers { addChild(controller) }
    }

    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        // UIKit's exception: a controller already on the stack cannot be pushed again.
        if children.contains(where: { $0 === viewController }) {
            AppRuntimeBridge.raise("NSInvalidArgumentException", "<\(AppRuntime.className(of: self))> is pushing the same view controller instance "
                + "(<\(AppRuntime.className(of: viewController))>) more than once which is not supported and is most likely an error in the application : "
                + (Bundle.main.bundleIdentifier ?? ProcessInfo.processInfo.environment["LAB_BUNDLE_IDENTIFIER"] ?? "app"))
        }
        guard admitsOperation("pushViewController:animated:", nested: "push",
                              later: { [unowned self] in pushViewController(viewController, animated: animated) }) else { return }
        if isViewLoaded { scheduleTransition(.push, from: topViewController, to: viewController) }
        addChild(viewController)
        let answer = AppRuntime.shared.call(HostCalls.showChild, AppRuntime.shared.ref(viewController), AppRuntime.shared.ref(self), animated)
        CustomTransition.settle(running: answer)
        // Animated, `didMove(toParent:)` comes when the animation ends, after viewDidAppear.
        whenTransitionEnds(answer) { viewController.didMove(toParent: self) }
    }

    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        let stack = children
        guard stack.count > 1, let top = stack.last else { return nil }
        guard admitsOperation("popViewControllerAnimated:", nested: "pop",
                              later: { [unowned self] in popViewController(animated: animated) }) else { return nil }
        pop(keeping: stack.count - 1, animated: animated)
        return top
    }

    /// Removes the controllers above the first `count` in one go: the device shows the new
    /// top once (its appearance methods, and the old top's disappearance).
    private func pop(keeping count: Int, animated: Bool) {
        let stack = children
        let popped = Array(stack.dropFirst(count))
        scheduleTransition(.pop, from: stack.last, to: stack[count - 1])
        for controller in popped { controller.willMove(toParent: nil) }
        let answer = AppRuntime.shared.call(HostCalls.popChildren, AppRuntime.shared.ref(self), count, animated)
        CustomTransition.settle(running: answer)
        whenTransitionEnds(answer) { for controller in popped { controller.didMove(toParent: nil) } }
    }

    /// This controller's own animated push or pop runs (until its animation ends).
    private var isAnimatingTransition = false
    /// Pushes and pops asked for while this controller's own push or pop animated, in order.
    private var deferredOperations: [() -> Void] = []

    /// Whether a push or pop may start now (docs/lifecycle.md, "Animations take time"). While a
    /// presentation or dismissal animates, UIKit refuses it with its console line and leaves
    /// the stack as it is; while this controller's own push or pop animates, UIKit logs that a
    /// nested animation may corrupt the bar and makes the change once the running one has
    /// ended (**choice**, after openradar 44091459: the stack is not updated before the call
    /// returns), as `later`.
    private func admitsOperation(_ method: String, nested: String, later: @escaping () -> Void) -> Bool {
        if UIViewController.animatingPresentations > 0, !isUnwinding {
            print("\(method) called on <\(AppRuntime.className(of: self))> while an existing transition or presentation is occurring; the navigation stack will not be updated.")
            return false
        }
        guard isAnimatingTransition else { return true }
        print("nested \(nested) animation can result in a corrupted navigation bar")
        deferredOperations.append(later)
        return false
    }

    /// After a push or pop the device ran: `work` waits for its animation to end, if animated;
    /// then the pushes and pops deferred meanwhile run, one animation at a time.
    private func whenTransitionEnds(_ running: Int?, _ work: @escaping () -> Void) {
        if running != nil { isAnimatingTransition = true }
        RunningAnimations.whenTransitionEnds(running) { [weak self] in
            self?.isAnimatingTransition = false
            work()
            guard let self else { return }
            while !isAnimatingTransition, !deferredOperations.isEmpty { deferredOperations.removeFirst()() }
        }
    }

    /// Pops every controller above the root; returns them, nil when only the root is there.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        let stack = children
        guard stack.count > 1 else { return nil }
        guard admitsOperation("popToRootViewControllerAnimated:", nested: "pop",
                              later: { [unowned self] in popToRootViewController(animated: animated) }) else { return nil }
        let popped = Array(stack.dropFirst())
        pop(keeping: 1, animated: animated)
        return popped
    }

    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        let stack = children
        guard let index = stack.firstIndex(where: { $0 === viewController }) else { return nil }
        guard index + 1 == stack.count || admitsOperation("popToViewController:animated:", nested: "pop",
                                                          later: { [unowned self] in popToViewController(viewController, animated: animated) }) else { return nil }
        let popped = Array(stack[(index + 1)...])
        if !popped.isEmpty { pop(keeping: index + 1, animated: animated) }
        return popped
    }

    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) { isNavigationBarHidden = hidden }
    open func setToolbarHidden(_ hidden: Bool, animated: Bool) { isToolbarHidden = hidden }

    /// An unwind segue back to `subsequentVC` pops the controllers above it.
    /// An unwind segue's dismissal and pop are one step of UIKit's: the pop is not refused while
    /// the dismissal animates.
    open override func unwind(for unwindSegue: UIStoryboardSegue, towards subsequentVC: UIViewController) {
        isUnwinding = true
        defer { isUnwinding = false }
        popToViewController(subsequentVC, animated: true)
    }
    private var isUnwinding = false
}

/// A navigation bar (drawn by nothing): what it was given is kept and answered, its own
/// settings first, then its class's appearance proxy's (UIAppearance.swift).
open class UINavigationBar: UIView {
    open var prefersLargeTitles: Bool = false
    open var isTranslucent: Bool = true
    private var ownBarTintColor: UIColor?
    open var barTintColor: UIColor? {
        get { AppearanceProxies.value(of: self) { $0.ownBarTintColor } }
        set { ownBarTintColor = newValue }
    }
    private var ownBarStyle: UIBarStyle?
    /// `.black` gives the bar a dark background and white titles, and a navigation
    /// controller's status bar light content, unless an iOS 13 appearance says otherwise.
    open var barStyle: UIBarStyle {
        get { AppearanceProxies.value(of: self) { $0.ownBarStyle } ?? .default }
        set { ownBarStyle = newValue }
    }
    private var ownTitleTextAttributes: [NSAttributedString.Key: Any]?
    open var titleTextAttributes: [NSAttributedString.Key: Any]? {
        get { AppearanceProxies.value(of: self) { $0.ownTitleTextAttributes } }
        set { ownTitleTextAttributes = newValue }
    }
    private var ownLargeTitleTextAttributes: [NSAttributedString.Key: Any]?
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]? {
        get { AppearanceProxies.value(of: self) { $0.ownLargeTitleTextAttributes } }
        set { ownLargeTitleTextAttributes = newValue }
    }
    open var shadowImage: UIImage?
    open var backIndicatorImage: UIImage?
    open var backIndicatorTransitionMaskImage: UIImage?
    private var backgroundImages: [Int: UIImage] = [:]
    open func setBackgroundImage(_ backgroundImage: UIImage?, for barMetrics: UIBarMetrics) { backgroundImages[barMetrics.rawValue] = backgroundImage }
    open func backgroundImage(for barMetrics: UIBarMetrics) -> UIImage? { backgroundImages[barMetrics.rawValue] }

    // iOS 13's appearances; set, a copy is kept (as UIKit copies them).
    private var ownStandardAppearance: UINavigationBarAppearance?
    private lazy var defaultStandardAppearance = UINavigationBarAppearance()
    open var standardAppearance: UINavigationBarAppearance {
        get { AppearanceProxies.value(of: self) { $0.ownStandardAppearance } ?? defaultStandardAppearance }
        set { ownStandardAppearance = newValue.copy() as? UINavigationBarAppearance }
    }
    private var ownCompactAppearance: UINavigationBarAppearance?
    open var compactAppearance: UINavigationBarAppearance? {
        get { AppearanceProxies.value(of: self) { $0.ownCompactAppearance } }
        set { ownCompactAppearance = newValue?.copy() as? UINavigationBarAppearance }
    }
    private var ownScrollEdgeAppearance: UINavigationBarAppearance?
    open var scrollEdgeAppearance: UINavigationBarAppearance? {
        get { AppearanceProxies.value(of: self) { $0.ownScrollEdgeAppearance } }
        set { ownScrollEdgeAppearance = newValue?.copy() as? UINavigationBarAppearance }
    }
    private var ownCompactScrollEdgeAppearance: UINavigationBarAppearance?
    open var compactScrollEdgeAppearance: UINavigationBarAppearance? {
        get { AppearanceProxies.value(of: self) { $0.ownCompactScrollEdgeAppearance } }
        set { ownCompactScrollEdgeAppearance = newValue?.copy() as? UINavigationBarAppearance }
    }
}

/// The bar size a background image is for.
public enum UIBarMetrics: Int, Sendable { case `default`, compact, defaultPrompt = 101, compactPrompt }

/// A tab bar controller: one child's view at a time.
open class UITabBarController: UIViewController {
    open var viewControllers: [UIViewController]? {
        get { children.isEmpty ? nil : children }
        set { setViewControllers(newValue, animated: false) }
    }

    open var selectedIndex: Int = 0 {
        willSet {
            let tabs = children
            guard newValue != selectedIndex, isViewLoaded, tabs.indices.contains(selectedIndex), tabs.indices.contains(newValue),
                  let animator = delegate?.tabBarController(self, animationControllerForTransitionFrom: tabs[selectedIndex], to: tabs[newValue]) else { return }
            CustomTransition(animator: animator, presentation: nil, kind: .other, from: tabs[selectedIndex], to: tabs[newValue]).schedule(on: tabs[newValue])
        }
        didSet {
            // Animated by the delegate's animation controller, the change lasts its duration.
            let answer = AppRuntime.shared.call(HostCalls.selectChild, AppRuntime.shared.ref(self), selectedIndex)
            CustomTransition.settle(running: answer)
        }
    }
    /// Asked for an animation controller when the app changes tab (see `UITabBarControllerDelegate`).
    open weak var delegate: UITabBarControllerDelegate?

    open var selectedViewController: UIViewController? {
        get { selectedIndex < children.count ? children[selectedIndex] : nil }
        set { if let index = children.firstIndex(where: { $0 === newValue }) { selectedIndex = index } }
    }

    /// The bar knows its controller, whose tabs it answers with.
    public private(set) lazy var tabBar: UITabBar = {
        let bar = UITabBar()
        bar.controller = self
        return bar
    }()

    /// An unwind segue back to a controller in another tab selects that tab.
    open override func unwind(for unwindSegue: UIStoryboardSegue, towards subsequentVC: UIViewController) {
        selectedViewController = subsequentVC
    }

    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        for child in children { child.removeFromParent() }
        for controller in viewControllers ?? [] { addChild(controller) }
    }
}

/// A tab bar (drawn by nothing): what it was given is kept and answered, its own settings
/// first, then its class's appearance proxy's (UIAppearance.swift).
open class UITabBar: UIView {
    private var ownUnselectedItemTintColor: UIColor?
    open var unselectedItemTintColor: UIColor? {
        get { AppearanceProxies.value(of: self) { $0.ownUnselectedItemTintColor } }
        set { ownUnselectedItemTintColor = newValue }
    }
    private var ownBarTintColor: UIColor?
    open var barTintColor: UIColor? {
        get { AppearanceProxies.value(of: self) { $0.ownBarTintColor } }
        set { ownBarTintColor = newValue }
    }
    private var ownBarStyle: UIBarStyle?
    open var barStyle: UIBarStyle {
        get { AppearanceProxies.value(of: self) { $0.ownBarStyle } ?? .default }
        set { ownBarStyle = newValue }
    }
    open var isTranslucent: Bool = true
    private var ownSelectionIndicatorImage: UIImage?
    /// The image behind the selected item.
    open var selectionIndicatorImage: UIImage? {
        get { AppearanceProxies.value(of: self) { $0.ownSelectionIndicatorImage } }
        set { ownSelectionIndicatorImage = newValue }
    }
    private var ownBackgroundImage: UIImage?
    open var backgroundImage: UIImage? {
        get { AppearanceProxies.value(of: self) { $0.ownBackgroundImage } }
        set { ownBackgroundImage = newValue }
    }
    open var shadowImage: UIImage?
    open var itemPositioning: ItemPositioning = .automatic
    open var itemWidth: CGFloat = 0
    open var itemSpacing: CGFloat = 0

    // iOS 13's appearances; set, a copy is kept (as UIKit copies them).
    private var ownStandardAppearance: UITabBarAppearance?
    private lazy var defaultStandardAppearance = UITabBarAppearance()
    open var standardAppearance: UITabBarAppearance {
        get { AppearanceProxies.value(of: self) { $0.ownStandardAppearance } ?? defaultStandardAppearance }
        set { ownStandardAppearance = newValue.copy() as? UITabBarAppearance }
    }
    private var ownScrollEdgeAppearance: UITabBarAppearance?
    open var scrollEdgeAppearance: UITabBarAppearance? {
        get { AppearanceProxies.value(of: self) { $0.ownScrollEdgeAppearance } }
        set { ownScrollEdgeAppearance = newValue?.copy() as? UITabBarAppearance }
    }

    /// How a tab bar places its items across a wide bar.
    public enum ItemPositioning: Int, Sendable { case automatic, fill, centered }

    /// A tab bar of the app's own (not a tab bar controller's): its items and the selected
    /// one are kept, and the device shows their titles as the bar's text, the selected one in
    /// brackets. No finger selects an item (`tap` reaches a tab bar controller's tabs): setting
    /// `selectedItem` chooses, and, as on iOS, calls no delegate method.
    /// A tab bar controller's bar answers with its tabs' items and selected tab; changing it
    /// raises UIKit's exception.
    open var items: [UITabBarItem]? {
        get { controller.map { $0.children.compactMap(\.tabBarItem) } ?? ownItems }
        set {
            refuseIfManaged()
            ownItems = newValue
            if let selected = ownSelectedItem, !(newValue ?? []).contains(where: { $0 === selected }) { ownSelectedItem = nil }
            showItems()
        }
    }
    open var selectedItem: UITabBarItem? {
        get { controller.map { $0.selectedViewController?.tabBarItem } ?? ownSelectedItem }
        set {
            refuseIfManaged()
            ownSelectedItem = newValue
            showItems()
        }
    }
    open weak var delegate: UITabBarDelegate?
    open func setItems(_ items: [UITabBarItem]?, animated: Bool) { self.items = items }
    private var ownItems: [UITabBarItem]?
    private weak var ownSelectedItem: UITabBarItem?
    /// The tab bar controller whose bar this is.
    weak var controller: UITabBarController?

    private func refuseIfManaged() {
        guard controller != nil else { return }
        AppRuntimeBridge.raise("NSInternalInconsistencyException", "Directly modifying a tab bar managed by a tab bar controller is not allowed.")
    }

    private func showItems() {
        guard let items, !items.isEmpty else { return }
        let titles = items.map { item in item === selectedItem ? "[\(item.title ?? "")]" : item.title ?? "" }
        AppRuntime.shared.call(HostCalls.setText, AppRuntime.shared.ref(self), titles.joined(separator: " | "))
    }
}

/// A tab bar's delegate (every method optional, as in UIKit).
public protocol UITabBarDelegate: AnyObject {
    func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem)
    func tabBar(_ tabBar: UITabBar, willBeginCustomizing items: [UITabBarItem])
    func tabBar(_ tabBar: UITabBar, didEndCustomizing items: [UITabBarItem], changed: Bool)
}

extension UITabBarDelegate {
    public func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {}
    public func tabBar(_ tabBar: UITabBar, willBeginCustomizing items: [UITabBarItem]) {}
    public func tabBar(_ tabBar: UITabBar, didEndCustomizing items: [UITabBarItem], changed: Bool) {}
}

/// A split view controller: a primary (master) controller and a secondary (detail) one.
/// The simulated iPhone is always compact width, so the split view is always collapsed and
/// shows one child: the primary, or the compact column's controller when one is set
/// (docs/lifecycle.md, "Container controllers"). The delegate is kept but not asked.
open class UISplitViewController: UIViewController {
    public enum Style: Int, Sendable { case unspecified, doubleColumn, tripleColumn }
    public enum Column: Int, Sendable { case primary, supplementary, secondary, compact }
    public enum DisplayMode: Int, Sendable {
        case automatic, secondaryOnly, oneBesideSecondary, oneOverSecondary
        case twoBesideSecondary, twoOverSecondary, twoDisplaceSecondary
        public static let allVisible = DisplayMode.oneBesideSecondary
        public static let primaryHidden = DisplayMode.secondaryOnly
        public static let primaryOverlay = DisplayMode.oneOverSecondary
    }

    public private(set) var style: Style = .unspecified
    open weak var delegate: UISplitViewControllerDelegate?
    open var preferredDisplayMode: DisplayMode = .automatic
    open var presentsWithGesture: Bool = true
    open var preferredPrimaryColumnWidthFraction: Double = 0.4
    open var maximumPrimaryColumnWidth: Double = 320
    open var minimumPrimaryColumnWidth: Double = 0
    /// Collapsed, a split view shows no columns side by side.
    open var displayMode: DisplayMode { .secondaryOnly }
    /// Always: the simulated iPhone is compact width.
    open var isCollapsed: Bool { true }
    public let displayModeButtonItem = UIBarButtonItem(title: nil, style: .plain, target: nil, action: nil)
    /// The controllers of a column-style split view, by column.
    private var columns: [Column: UIViewController] = [:]

    public convenience init(style: Style) {
        self.init(nibName: nil, bundle: nil)
        self.style = style
    }

    /// `[primary, secondary]`, as the storyboard's relationship segues or the app set them.
    open var viewControllers: [UIViewController] {
        get { children }
        set {
            for child in children { child.removeFromParent() }
            for controller in newValue { addChild(controller) }
            showCollapsedChild()
        }
    }

    open func setViewController(_ viewController: UIViewController?, for column: Column) {
        columns[column] = viewController
        let order: [Column] = [.primary, .supplementary, .secondary, .compact]
        for child in children { child.removeFromParent() }
        for controller in order.compactMap({ columns[$0] }) { addChild(controller) }
        showCollapsedChild()
    }

    open func viewController(for column: Column) -> UIViewController? {
        if style == .unspecified {
            switch column {
            case .primary: return children.first
            case .secondary: return children.count > 1 ? children.last : nil
            default: return nil
            }
        }
        return columns[column]
    }

    open func show(_ column: Column) {}
    open func hide(_ column: Column) {}

    /// Collapsed, the secondary is shown as the primary navigation controller's push would.
    open override func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        if let navigation = (columns[.compact] ?? children.first) as? UINavigationController {
            navigation.pushViewController(vc, animated: true)
        } else {
            super.showDetailViewController(vc, sender: sender)
        }
    }

    /// Which child the device shows: the compact column's controller, else the primary.
    private func showCollapsedChild() {
        let shown = columns[.compact].flatMap { compact in children.firstIndex { $0 === compact } } ?? 0
        AppRuntime.shared.call(HostCalls.selectChild, AppRuntime.shared.ref(self), shown)
    }
}

/// What a split view controller's delegate may answer. The lab keeps the delegate but does
/// not ask it: the collapsed split view shows its primary (docs/lifecycle.md).
public protocol UISplitViewControllerDelegate: AnyObject {
    func splitViewController(_ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
                             onto primaryViewController: UIViewController) -> Bool
}

extension UISplitViewControllerDelegate {
    public func splitViewController(_ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
                                    onto primaryViewController: UIViewController) -> Bool { false }
}

/// What the console says, once, about bars that hide by gestures the lab does not make.
enum BarHiding {
    nonisolated(unsafe) private static var said = false
    static func note(_ property: String) {
        guard !said else { return }
        said = true
        print("[LifecycleLab] \(property): LifecycleLab does not simulate taps on content or swipes, so the navigation bar does not hide by them; setNavigationBarHidden(_:animated:) hides it")
    }
}
