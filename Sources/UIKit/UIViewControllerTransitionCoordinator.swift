import Foundation

/// Which controller of a transition `viewController(forKey:)` gives.
public struct UITransitionContextViewControllerKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let from = UITransitionContextViewControllerKey(rawValue: "UITransitionContextFromViewControllerKey")
    public static let to = UITransitionContextViewControllerKey(rawValue: "UITransitionContextToViewControllerKey")
}

/// What UIKit gives during an animated transition. Transitions in the lab take no time, so no
/// controller ever has one: `transitionCoordinator` is nil.
public protocol UIViewControllerTransitionCoordinator: AnyObject {
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    var isAnimated: Bool { get }
    var isCancelled: Bool { get }
    var transitionDuration: TimeInterval { get }
}

extension UIViewController {
    /// Nil: no transition is ever under way in the lab (each takes no time).
    public var transitionCoordinator: UIViewControllerTransitionCoordinator? { nil }
}
