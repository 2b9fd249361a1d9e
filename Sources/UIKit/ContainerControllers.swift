import LabWire

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
    public let navigationBar = UINavigationBar()

    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        for child in children { child.removeFromParent() }
        for controller in viewControllers { addChild(controller) }
    }

    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        addChild(viewController)
        AppRuntime.shared.host("showChild", [AppRuntime.shared.value(viewController), AppRuntime.shared.value(self)])
    }

    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        let stack = children
        guard stack.count > 1, let top = stack.last else { return nil }
        top.removeFromParent()
        return top
    }

    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) { isNavigationBarHidden = hidden }
}

/// A navigation bar (drawn by nothing).
open class UINavigationBar: UIView {
    open var prefersLargeTitles: Bool = false
    open var barTintColor: UIColor?
}

/// A tab bar controller: one child's view at a time.
open class UITabBarController: UIViewController {
    open var viewControllers: [UIViewController]? {
        get { children.isEmpty ? nil : children }
        set { setViewControllers(newValue, animated: false) }
    }

    open var selectedIndex: Int = 0 {
        didSet { AppRuntime.shared.host("selectChild", [AppRuntime.shared.value(self), .int(selectedIndex)]) }
    }

    open var selectedViewController: UIViewController? {
        get { selectedIndex < children.count ? children[selectedIndex] : nil }
        set { if let index = children.firstIndex(where: { $0 === newValue }) { selectedIndex = index } }
    }

    public let tabBar = UITabBar()

    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        for child in children { child.removeFromParent() }
        for controller in viewControllers ?? [] { addChild(controller) }
    }
}

/// A tab bar (drawn by nothing).
open class UITabBar: UIView {}
