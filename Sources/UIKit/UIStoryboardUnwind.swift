import LabWire

/// What an unwind segue starts from: its source, its action and the sender, as the
/// controllers searched for its destination are told.
open class UIStoryboardUnwindSegueSource: NSObject {
    public let source: UIViewController
    public let unwindAction: Selector
    public let sender: Any?

    init(source: UIViewController, unwindAction: Selector, sender: Any?) {
        self.source = source
        self.unwindAction = unwindAction
        self.sender = sender
        super.init()
    }
}

/// An unwind segue's search and unwinding, as UIKit runs them (docs/lifecycle.md, "Unwind
/// segues"). The device asks for the destination, runs the source's `prepare(for:sender:)`,
/// then asks the destination to run its action and unwind.
extension UIViewController {
    /// Whether the class implements the action method (the build's class table says).
    func implementsAction(_ action: Selector) -> Bool {
        AppRuntime.shared.call(HostCalls.implementsAction, AppRuntime.shared.ref(self), action.name)
    }

    /// Whether `controller` is this controller, or among its children or what it presents.
    func holds(_ controller: UIViewController) -> Bool {
        if controller === self { return true }
        if let presentedViewController, presentedViewController.presentingViewController === self, presentedViewController.holds(controller) {
            return true
        }
        return children.contains { $0.holds(controller) }
    }

    /// The controller an unwind segue from this one goes back to: the source is asked first
    /// (by default it declines), then up the parents and presenters, each container's allowed
    /// children first (nearest first), then the container itself.
    func unwindDestination(action: Selector, sender: Any?) -> UIViewController? {
        if canPerformUnwindSegueAction(action, from: self, sender: sender) { return self }
        let source = UIStoryboardUnwindSegueSource(source: self, unwindAction: action, sender: sender)
        var came: UIViewController = self
        var current = parent ?? presentingViewController
        while let container = current {
            if let found = Self.search(container, excluding: came, source) { return found }
            came = container
            current = container.parent ?? container.presentingViewController
        }
        return nil
    }

    private static func search(_ controller: UIViewController, excluding: UIViewController?,
                               _ source: UIStoryboardUnwindSegueSource) -> UIViewController? {
        for child in controller.allowedChildrenForUnwinding(from: source).reversed() where child !== excluding {
            if let found = search(child, excluding: nil, source) { return found }
        }
        return controller.canPerformUnwindSegueAction(source.unwindAction, from: source.source, sender: source.sender) ? controller : nil
    }

    /// This controller is the destination: its action runs with the segue, then whatever is
    /// presented above it is dismissed, and its containers bring it back on screen.
    func performUnwind(from source: UIViewController, identifier: String?, action: String) {
        let segue = UIStoryboardSegue(identifier: identifier, source: source, destination: self)
        _ = __labPerformAction(action, segue)
        var presenter: UIViewController? = self
        while let candidate = presenter, candidate.presentedViewController == nil { presenter = candidate.parent }
        presenter?.dismiss(animated: true)
        var child: UIViewController = self
        while let container = child.parent {
            container.unwind(for: segue, towards: child)
            child = container
        }
    }
}
