import BundleFormats

/// A view controller: its class, whether its view is loaded, its nib, and where its view
/// came from.
public final class UIViewController {
    public let ref: ObjectRef
    public var className: String { ref.className }
    /// `nibName`: the storyboard scene's view nib, or the xib the controller loads; nil when
    /// the controller has none.
    public internal(set) var nibName: String?
    /// The storyboard it was instantiated from (`Main`), if any.
    public internal(set) var storyboardName: String?
    public internal(set) var view: UIView?
    /// Where the loaded view came from: a nib, the app's own `loadView()`, a plain view.
    public internal(set) var viewSource: ViewSource?
    /// The archived view to build when the view loads (storyboard scene or xib).
    var archivedView: NibObject?
    /// The file the archive came from, for `viewSource`.
    var archiveSource: String?
    /// Whether `viewDidAppear(_:)` ran since the view was last shown.
    public internal(set) var hasAppeared = false
    /// Child controllers (a navigation stack, a tab bar's tabs), in order.
    public internal(set) var children: [UIViewController] = []
    public internal(set) weak var parent: UIViewController?
    /// The controller it presents modally, and the one that presented it.
    public internal(set) var presented: UIViewController?
    public internal(set) weak var presenting: UIViewController?
    /// How it is presented, when it is: covering the screen, or leaving the presenter on
    /// screen beneath it (a sheet, `.overFullScreen`, an alert).
    public internal(set) var presentationKind: PresentationKind?
    /// Whether its presentation removes the presenter's view.
    public var coversPresenter: Bool { presentationKind == .fullScreen }

    /// The kinds of modal presentation (`views` words them).
    public enum PresentationKind: Sendable {
        case fullScreen
        case sheet
        case overPresenter
    }
    /// For a tab bar controller or a split view controller: which child is shown.
    public internal(set) var selectedIndex = 0
    /// The storyboard scene it was made from (outlets, segues, actions), if any.
    public internal(set) var archive: NibObject?
    /// Outlets the nib connected, by property name.
    public internal(set) var outlets: [String: ObjectRef] = [:]
    /// Its navigation item's bar button items, as the navigation bar shows them when this
    /// controller is on top: `tap` reaches them by title, `views` lists them.
    public internal(set) var leftBarButtonItems: [UIView] = []
    public internal(set) var rightBarButtonItems: [UIView] = []
    public var barButtonItems: [UIView] { leftBarButtonItems + rightBarButtonItems }
    /// Its navigation item's title as app code last set it (`title`, `navigationItem.title`);
    /// nil when code set none (a storyboard's is in `archive`).
    public internal(set) var navigationTitle: String?

    init(ref: ObjectRef, baseClass: String? = nil) {
        self.ref = ref
        self.baseClass = baseClass ?? ref.className
    }

    public var isViewLoaded: Bool { view != nil }

    /// The child whose view a container shows: the top of a navigation stack, the selected
    /// tab, a collapsed split view's primary (or compact column); nil for a controller that
    /// is not a container.
    public var visibleChild: UIViewController? {
        guard !children.isEmpty else { return nil }
        switch baseClass {
        case "UITabBarController", "UISplitViewController": return children[min(max(0, selectedIndex), children.count - 1)]
        default: return children.last
        }
    }

    /// Its `restorationIdentifier` (set in app code or in the storyboard): only controllers
    /// with one are preserved.
    public internal(set) var restorationIdentifier: String?

    /// The UIKit class it is, or an app subclass derives from (`UITabBarController`).
    public internal(set) var baseClass: String
}
