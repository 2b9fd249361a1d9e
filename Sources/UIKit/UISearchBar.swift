/// A search bar: its text and placeholder, kept in the app (no keyboard is simulated).
open class UISearchBar: UIView, UITextInputTraits {
    /// The storyboard connects a search bar's delegate as an outlet.
    open override func __labSetOutlet(_ name: String, _ value: AnyObject?) -> Bool {
        guard name == "delegate" else { return super.__labSetOutlet(name, value) }
        delegate = value as? UISearchBarDelegate
        return true
    }

    open var text: String?
    open var placeholder: String?
    open var showsCancelButton: Bool = false
    open var searchBarStyle: Style = .default
    open weak var delegate: UISearchBarDelegate?
    open var keyboardType: UIKeyboardType = .default
    open var returnKeyType: UIReturnKeyType = .default
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    open var autocorrectionType: UITextAutocorrectionType = .default
    open var enablesReturnKeyAutomatically: Bool = false
    open var isSecureTextEntry: Bool = false
    /// The scope bar's buttons and the selected one (kept: nothing taps the bar, so the
    /// delegate's `selectedScopeButtonIndexDidChange` is not called).
    open var scopeButtonTitles: [String]?
    open var selectedScopeButtonIndex: Int = 0
    open var showsScopeBar: Bool = false
    open func setShowsScope(_ show: Bool, animated: Bool) { showsScopeBar = show }
    open var showsBookmarkButton: Bool = false
    open var showsSearchResultsButton: Bool = false
    open var prompt: String?
    open var barTintColor: UIColor?
    open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) { self.showsCancelButton = showsCancelButton }

    public enum Style: Int, Sendable { case `default`, prominent, minimal }
}

/// What a search bar tells its delegate (nothing types into it yet, so nothing calls these).
public protocol UISearchBarDelegate: AnyObject {
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar)
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar)
    func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int)
}

extension UISearchBarDelegate {
    public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
    public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
    public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
    public func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {}
}
