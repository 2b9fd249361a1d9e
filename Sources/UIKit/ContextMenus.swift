import Foundation

// Context menus (iOS 13) and 3D Touch's peek and pop (iOS 9–12): a long press or a firm press
// shows them. The simulated device has neither gesture, so they compile and keep what the app
// gives them, the first use says so in the console, and no delegate method is called
// (docs/lifecycle.md, "UIKit classes without a device behind them").

/// Says once per feature that the simulated device cannot show it.
enum UnsimulatedGesture {
    nonisolated(unsafe) private static var said: Set<String> = []

    static func say(_ feature: String, _ gesture: String) {
        guard !said.contains(feature) else { return }
        said.insert(feature)
        print("[LifecycleLab] \(feature): the simulated device has no \(gesture), so it never shows; its delegate is not asked")
    }

    /// Says once, in its own words, what the lab does instead of a feature.
    static func sayOnce(_ feature: String, _ instead: String) {
        guard !said.contains(feature) else { return }
        said.insert(feature)
        print("[LifecycleLab] \(feature): \(instead)")
    }
}

/// Something added to a view that responds to the user (a context menu interaction).
public protocol UIInteraction: AnyObject {
    var view: UIView? { get }
    func willMove(to view: UIView?)
    func didMove(to view: UIView?)
}

extension UIView {
    /// The interactions added to the view (kept; the device has no gesture that triggers them).
    public var interactions: [UIInteraction] {
        get { addedInteractions }
        set { addedInteractions = newValue }
    }

    public func addInteraction(_ interaction: UIInteraction) {
        interaction.willMove(to: self)
        interactions.append(interaction)
        interaction.didMove(to: self)
    }

    public func removeInteraction(_ interaction: UIInteraction) {
        interaction.willMove(to: nil)
        interactions.removeAll { $0 === interaction }
        interaction.didMove(to: nil)
    }
}

public typealias UIContextMenuContentPreviewProvider = () -> UIViewController?
public typealias UIContextMenuActionProvider = ([UIMenuElement]) -> UIMenu?

/// What a context menu shows: a preview and a menu, made when the menu opens.
open class UIContextMenuConfiguration: NSObject {
    public let identifier: NSCopying
    public let previewProvider: UIContextMenuContentPreviewProvider?
    public let actionProvider: UIContextMenuActionProvider?

    public init(identifier: NSCopying?, previewProvider: UIContextMenuContentPreviewProvider?, actionProvider: UIContextMenuActionProvider?) {
        self.identifier = identifier ?? UUID().uuidString as NSString
        self.previewProvider = previewProvider
        self.actionProvider = actionProvider
        super.init()
    }
}

/// A context menu on a view, opened by a long press (which the lab cannot make).
open class UIContextMenuInteraction: NSObject, UIInteraction {
    open private(set) weak var delegate: UIContextMenuInteractionDelegate?
    open private(set) weak var view: UIView?

    public init(delegate: UIContextMenuInteractionDelegate) {
        self.delegate = delegate
        super.init()
        UnsimulatedGesture.say("UIContextMenuInteraction", "long press")
    }

    open func willMove(to view: UIView?) {}
    open func didMove(to view: UIView?) { self.view = view }
    open func location(in view: UIView?) -> CGPoint { .zero }
    open func dismissMenu() {}
}

/// The view a context menu lifts while it opens.
open class UITargetedPreview: NSObject {
    public let view: UIView
    public init(view: UIView) {
        self.view = view
        super.init()
    }
}

/// The animator of a context menu's commit (its preview tapped).
public protocol UIContextMenuInteractionCommitAnimating: AnyObject {
    var preferredCommitStyle: UIContextMenuInteractionCommitStyle { get set }
    var previewViewController: UIViewController? { get }
    func addAnimations(_ animations: @escaping () -> Void)
    func addCompletion(_ completion: @escaping () -> Void)
}

public enum UIContextMenuInteractionCommitStyle: Int, Sendable { case dismiss, pop }

/// Gives a context menu its configuration and previews (never asked in the lab).
public protocol UIContextMenuInteractionDelegate: AnyObject {
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration?
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                previewForHighlightingMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview?
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                previewForDismissingMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview?
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                                animator: UIContextMenuInteractionCommitAnimating)
}

extension UIContextMenuInteractionDelegate {
    public func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                       previewForHighlightingMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? { nil }
    public func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                       previewForDismissingMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? { nil }
    public func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                                       animator: UIContextMenuInteractionCommitAnimating) {}
}

/// A peek's action (3D Touch, iOS 9–12).
public protocol UIPreviewActionItem: AnyObject {
    var title: String { get }
}

open class UIPreviewAction: NSObject, UIPreviewActionItem {
    public enum Style: Int, Sendable { case `default`, selected, destructive }
    public let title: String
    public let style: Style
    public let handler: (UIPreviewActionItem, UIViewController) -> Void

    public init(title: String, style: Style, handler: @escaping (UIPreviewActionItem, UIViewController) -> Void) {
        self.title = title
        self.style = style
        self.handler = handler
        super.init()
    }
}

open class UIPreviewActionGroup: NSObject, UIPreviewActionItem {
    public let title: String
    public let style: UIPreviewAction.Style
    public let actions: [UIPreviewAction]

    public init(title: String, style: UIPreviewAction.Style, actions: [UIPreviewAction]) {
        self.title = title
        self.style = style
        self.actions = actions
        super.init()
    }
}

/// A view registered for peek and pop.
public protocol UIViewControllerPreviewing: AnyObject {
    var sourceView: UIView { get }
    var sourceRect: CGRect { get set }
    var delegate: UIViewControllerPreviewingDelegate { get }
}

/// Gives the peeked controller and commits it (never asked in the lab).
public protocol UIViewControllerPreviewingDelegate: AnyObject {
    func previewingContext(_ previewingContext: UIViewControllerPreviewing, viewControllerForLocation location: CGPoint) -> UIViewController?
    func previewingContext(_ previewingContext: UIViewControllerPreviewing, commit viewControllerToCommit: UIViewController)
}

final class PreviewingRegistration: UIViewControllerPreviewing {
    let sourceView: UIView
    var sourceRect: CGRect
    let delegate: UIViewControllerPreviewingDelegate

    init(sourceView: UIView, delegate: UIViewControllerPreviewingDelegate) {
        self.sourceView = sourceView
        sourceRect = sourceView.bounds
        self.delegate = delegate
    }
}

extension UIViewController {
    /// 3D Touch's peek and pop: kept; the simulated device has no firm press.
    @discardableResult
    public func registerForPreviewing(with delegate: UIViewControllerPreviewingDelegate, sourceView: UIView) -> UIViewControllerPreviewing {
        UnsimulatedGesture.say("registerForPreviewing(with:sourceView:)", "3D Touch")
        return PreviewingRegistration(sourceView: sourceView, delegate: delegate)
    }

    public func unregisterForPreviewing(withContext previewing: UIViewControllerPreviewing) {}
}

/// 3D Touch's firm press on a view (iOS 10–12; deprecated in iOS 13): kept with its view and
/// delegate. The simulated device has no firm press, so the console says so at the first one
/// made and the delegate is never asked.
@available(iOS, deprecated: 13.0, message: "Use UIContextMenuInteraction")
open class UIPreviewInteraction: NSObject {
    public let view: UIView?
    open weak var delegate: UIPreviewInteractionDelegate?

    public init(view: UIView) {
        self.view = view
        super.init()
        UnsimulatedGesture.say("UIPreviewInteraction", "3D Touch")
    }

    /// Where the touch is: no touch, so the origin.
    open func location(in coordinateSpace: UICoordinateSpace?) -> CGPoint { .zero }
    open func cancel() {}
}

@available(iOS, deprecated: 13.0, message: "Use UIContextMenuInteraction")
public protocol UIPreviewInteractionDelegate: AnyObject {
    func previewInteraction(_ previewInteraction: UIPreviewInteraction, didUpdatePreviewTransition transitionProgress: CGFloat, ended: Bool)
    func previewInteractionDidCancel(_ previewInteraction: UIPreviewInteraction)
    func previewInteractionShouldBegin(_ previewInteraction: UIPreviewInteraction) -> Bool
    func previewInteraction(_ previewInteraction: UIPreviewInteraction, didUpdateCommitTransition transitionProgress: CGFloat, ended: Bool)
}

@available(iOS, deprecated: 13.0)
extension UIPreviewInteractionDelegate {
    public func previewInteractionShouldBegin(_ previewInteraction: UIPreviewInteraction) -> Bool { true }
    public func previewInteraction(_ previewInteraction: UIPreviewInteraction, didUpdateCommitTransition transitionProgress: CGFloat, ended: Bool) {}
}
