import BundleFormats

/// The live UIKit objects of one app process: the shared application, its delegate, the
/// scene, windows, view controllers and views.
public final class ObjectGraph {
    private var nextID = 1
    /// `UIApplication.shared`: a `UIApplication` or the principal class.
    public internal(set) var application: ObjectRef?
    /// The application's delegate (an app class).
    public internal(set) var delegate: ObjectRef?
    /// The connected scene (scene-based lifecycle only).
    public internal(set) var scene: UIWindowScene?
    /// Windows in creation order.
    public internal(set) var windows: [UIWindow] = []
    private var viewControllers: [Int: UIViewController] = [:]
    private var views: [Int: UIView] = [:]
    /// What each object made from a nib was archived as, by object id: its `init(coder:)`
    /// decodes from it (a view's frame and tag, a controller's tab bar item).
    var archives: [Int: NibObject] = [:]

    public init() {}

    /// A fresh reference for a new object of `className`.
    func makeRef(_ className: String) -> ObjectRef {
        defer { nextID += 1 }
        return ObjectRef(id: nextID, className: className)
    }

    public var keyWindow: UIWindow? { windows.first { $0.isKey } }

    public func window(_ ref: ObjectRef) -> UIWindow? { windows.first { $0.ref.id == ref.id } }
    public func viewController(_ ref: ObjectRef) -> UIViewController? { viewControllers[ref.id] }
    public func view(_ ref: ObjectRef) -> UIView? { views[ref.id] ?? windows.first { $0.ref.id == ref.id }?.asView }

    /// The view controller whose root view `view` is.
    func controller(owningRootView view: UIView) -> UIViewController? {
        viewControllers.values.first { $0.view === view }
    }

    /// View controllers whose view is loaded, in creation order (they get `didReceiveMemoryWarning()`).
    public var loadedViewControllers: [UIViewController] {
        viewControllers.keys.sorted().compactMap { viewControllers[$0] }.filter(\.isViewLoaded)
    }

    func add(_ window: UIWindow) { windows.append(window) }
    func remove(_ window: UIWindow) { windows.removeAll { $0 === window } }
    func add(_ controller: UIViewController) { viewControllers[controller.ref.id] = controller }

    /// The view (or window) `view` is a subview of.
    /// A view controller's root view is in its window too: under the window for the window's
    /// root view controller (and a presented one), under its parent's view for a child.
    public func superview(of view: UIView) -> UIView? {
        let candidates = views.keys.sorted().compactMap { views[$0] } + windows.map(\.asView)
        if let parent = candidates.first(where: { $0.subviews.contains { $0 === view } }) { return parent }
        func find(_ controller: UIViewController, in container: UIView) -> UIView? {
            if controller.view === view { return container }
            for child in controller.children {
                if let found = find(child, in: controller.view ?? container) { return found }
            }
            return controller.presented.flatMap { find($0, in: container) }
        }
        for window in windows {
            if let root = window.rootViewController, let found = find(root, in: window.asView) { return found }
        }
        return nil
    }

    /// Registers a view and its subviews so app code can reach them by reference.
    func add(_ view: UIView) {
        views[view.ref.id] = view
        for subview in view.subviews { add(subview) }
    }
}
