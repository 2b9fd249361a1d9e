/// State restoration's protocols and the calls that are declared but not simulated
/// (docs/lifecycle.md "State preservation and restoration").

/// A class that makes a view controller again at restoration, named by the controller's
/// `restorationClass`.
public protocol UIViewControllerRestoration: AnyObject {
    static func viewController(withRestorationIdentifierPath identifierComponents: [String], coder: NSCoder) -> UIViewController?
}

/// An object other than a view controller that takes part in restoration.
public protocol UIStateRestoring: AnyObject {
    var restorationParent: UIStateRestoring? { get }
    var objectRestorationClass: UIObjectRestoration.Type? { get }
    func encodeRestorableState(with coder: NSCoder)
    func decodeRestorableState(with coder: NSCoder)
    func applicationFinishedRestoringState()
}

extension UIStateRestoring {
    public var restorationParent: UIStateRestoring? { nil }
    public var objectRestorationClass: UIObjectRestoration.Type? { nil }
    public func encodeRestorableState(with coder: NSCoder) {}
    public func decodeRestorableState(with coder: NSCoder) {}
    public func applicationFinishedRestoringState() {}
}

/// Makes a restorable object that is not a view controller.
public protocol UIObjectRestoration: AnyObject {
    static func object(withRestorationIdentifierPath identifierComponents: [String], coder: NSCoder) -> UIStateRestoring?
}

extension UIApplication {
    /// Keys UIKit writes in the application-level coder before the delegate's
    /// `willEncodeRestorableStateWith` (the lab writes all but the storyboard's: a controller's
    /// coder holds no `UIStoryboard`).
    public static let stateRestorationViewControllerStoryboardKey = "UIStateRestorationViewControllerStoryboard"
    public static let stateRestorationBundleVersionKey = "UIApplicationStateRestorationBundleVersion"
    public static let stateRestorationUserInterfaceIdiomKey = "UIApplicationStateRestorationUserInterfaceIdiom"
    public static let stateRestorationTimestampKey = "UIApplicationStateRestorationTimestamp"
    public static let stateRestorationSystemVersionKey = "UIApplicationStateRestorationSystemVersion"

    @available(*, unavailable, message: "LifecycleLab does not simulate the restoration of objects other than view controllers yet")
    public static func registerObject(forStateRestoration object: UIStateRestoring, restorationIdentifier: String) {}

    @available(*, unavailable, message: "LifecycleLab does not simulate asynchronous state restoration yet")
    public func extendStateRestoration() {}

    @available(*, unavailable, message: "LifecycleLab does not simulate asynchronous state restoration yet")
    public func completeStateRestoration() {}
}
