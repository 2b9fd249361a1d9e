import LabWire

/// A page view controller: its pages are its children, the one shown is on screen. The app
/// sets the first page with `setViewControllers(_:direction:animated:completion:)`; the
/// learner turns pages with `swipe`, and the page view controller asks its data source for the
/// page before or after, as UIKit's gestures do (docs/lifecycle.md, "Page view controllers").
/// Turning takes no time: the page curl or scroll is not drawn.
open class UIPageViewController: UIViewController {
    public enum TransitionStyle: Int, Sendable { case pageCurl, scroll }
    public enum NavigationOrientation: Int, Sendable { case horizontal, vertical }
    public enum NavigationDirection: Int, Sendable { case forward, reverse }
    public enum SpineLocation: Int, Sendable { case none, min, mid, max }

    public struct OptionsKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let spineLocation = OptionsKey(rawValue: "UIPageViewControllerOptionSpineLocationKey")
        public static let interPageSpacing = OptionsKey(rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
    }

    /// Set by `init(transitionStyle:…)`; nil for one a storyboard made, whose scene says.
    private var codedStyle: TransitionStyle?
    private var codedOrientation: NavigationOrientation?

    open var transitionStyle: TransitionStyle {
        codedStyle ?? (archived("transitionStyle") == "scroll" ? .scroll : .pageCurl)
    }
    open var navigationOrientation: NavigationOrientation {
        codedOrientation ?? (archived("navigationOrientation") == "vertical" ? .vertical : .horizontal)
    }
    public private(set) var spineLocation: SpineLocation = .min
    open var isDoubleSided: Bool = false
    open weak var dataSource: UIPageViewControllerDataSource?
    open weak var delegate: UIPageViewControllerDelegate?

    /// The page curl's tap and pan recognizers: the lab turns pages with `swipe` and makes none.
    open var gestureRecognizers: [UIGestureRecognizer] { [] }

    public init(transitionStyle style: TransitionStyle, navigationOrientation: NavigationOrientation,
                options: [OptionsKey: Any]? = nil) {
        codedStyle = style
        codedOrientation = navigationOrientation
        if let spine = options?[.spineLocation] as? SpineLocation { spineLocation = spine }
        else if let raw = options?[.spineLocation] as? Int, let spine = SpineLocation(rawValue: raw) { spineLocation = spine }
        else { spineLocation = style == .scroll ? .none : .min }
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The pages on screen (one; two with a spine in the middle).
    open var viewControllers: [UIViewController]? {
        let pages = children
        return pages.isEmpty ? nil : pages
    }

    /// Shows `viewControllers` as the current pages: on screen, the old page disappears and the
    /// new one appears (their appearance methods, in UIKit's order).
    open func setViewControllers(_ viewControllers: [UIViewController]?, direction: NavigationDirection, animated: Bool,
                                 completion: ((Bool) -> Void)? = nil) {
        showPages(viewControllers ?? [])
        completion?(true)
    }

    /// The pages become its children as `addChild` and `removeFromParent` would make them:
    /// `willMove(toParent:)` before, `didMove(toParent:)` after.
    private func showPages(_ pages: [UIViewController]) {
        let runtime = AppRuntime.shared
        let old = children.filter { page in !pages.contains { $0 === page } }
        let new = pages.filter { $0.parent !== self }
        for page in old { page.willMove(toParent: nil) }
        for page in new { page.willMove(toParent: self) }
        runtime.call(HostCalls.setPages, runtime.ref(self), pages.compactMap { runtime.ref($0) })
        for page in old { page.didMove(toParent: nil) }
        for page in new { page.didMove(toParent: self) }
    }

    private func archived(_ attribute: String) -> String? {
        AppRuntime.shared.call(HostCalls.archivedAttribute, AppRuntime.shared.ref(self), attribute)
    }

    /// The user swiped to the next (`forward`) or previous page: the data source names it,
    /// the delegate hears `willTransitionTo`, the pages change, then `didFinishAnimating`.
    /// False when the data source has no page there (the swipe bounces back).
    func turnPageAsSwiped(forward: Bool) -> Bool {
        guard let dataSource, let current = forward ? viewControllers?.last : viewControllers?.first else { return false }
        let next = forward ? dataSource.pageViewController(self, viewControllerAfter: current)
                           : dataSource.pageViewController(self, viewControllerBefore: current)
        guard let next else { return false }
        let previous = viewControllers ?? []
        delegate?.pageViewController(self, willTransitionTo: [next])
        showPages([next])
        delegate?.pageViewController(self, didFinishAnimating: true, previousViewControllers: previous, transitionCompleted: true)
        return true
    }
}

/// Gives a page view controller the pages before and after a page; when it also answers the
/// presentation count and index, a page control shows them.
public protocol UIPageViewControllerDataSource: AnyObject {
    func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController) -> UIViewController?
    func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController?
    func presentationCount(for pageViewController: UIPageViewController) -> Int
    func presentationIndex(for pageViewController: UIPageViewController) -> Int
}

extension UIPageViewControllerDataSource {
    /// Not answered: no page control (a count of 0 shows none).
    public func presentationCount(for pageViewController: UIPageViewController) -> Int { 0 }
    public func presentationIndex(for pageViewController: UIPageViewController) -> Int { 0 }
}

/// Hears a page view controller's page turns made by the user.
public protocol UIPageViewControllerDelegate: AnyObject {
    func pageViewController(_ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController])
    func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                            previousViewControllers: [UIViewController], transitionCompleted completed: Bool)
}

extension UIPageViewControllerDelegate {
    public func pageViewController(_ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController]) {}
    public func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                                   previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {}
}

/// A page control: the dots under a page view controller's pages (kept; drawn by nothing).
open class UIPageControl: UIControl {
    open var numberOfPages: Int = 0
    open var currentPage: Int = 0
    open var hidesForSinglePage: Bool = false
    open var pageIndicatorTintColor: UIColor?
    open var currentPageIndicatorTintColor: UIColor?
}
