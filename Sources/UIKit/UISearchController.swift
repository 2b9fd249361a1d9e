/// A search controller: its search bar, shown in the navigation bar through
/// `navigationItem.searchController`, and the controller that shows results. Nothing types
/// into the bar (no keyboard is simulated), so `searchResultsUpdater` is told only when app
/// code sets the bar's text through `searchBar.text` and calls it; `isActive` is what the app set.
open class UISearchController: UIViewController {
    public let searchResultsController: UIViewController?
    public let searchBar = UISearchBar()
    open weak var searchResultsUpdater: UISearchResultsUpdating?
    open weak var delegate: UISearchControllerDelegate?
    open var isActive: Bool = false
    open var obscuresBackgroundDuringPresentation: Bool = true
    open var dimsBackgroundDuringPresentation: Bool = true
    open var hidesNavigationBarDuringPresentation: Bool = true
    open var automaticallyShowsCancelButton: Bool = true
    /// iOS 13: whether the results controller shows even while the bar's text is empty (kept:
    /// the device shows no results controller over the searching one).
    open var showsSearchResultsController: Bool = false
    open var automaticallyShowsSearchResultsController: Bool = true
    open var automaticallyShowsScopeBar: Bool = true

    public init(searchResultsController: UIViewController?) {
        self.searchResultsController = searchResultsController
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) {
        searchResultsController = nil
        super.init(coder: coder)
    }
}

/// Told when the search bar's text changes.
public protocol UISearchResultsUpdating: AnyObject {
    func updateSearchResults(for searchController: UISearchController)
}

public protocol UISearchControllerDelegate: AnyObject {
    func willPresentSearchController(_ searchController: UISearchController)
    func didPresentSearchController(_ searchController: UISearchController)
    func willDismissSearchController(_ searchController: UISearchController)
    func didDismissSearchController(_ searchController: UISearchController)
}

extension UISearchControllerDelegate {
    public func willPresentSearchController(_ searchController: UISearchController) {}
    public func didPresentSearchController(_ searchController: UISearchController) {}
    public func willDismissSearchController(_ searchController: UISearchController) {}
    public func didDismissSearchController(_ searchController: UISearchController) {}
}
