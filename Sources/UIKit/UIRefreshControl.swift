/// The spinner a table or collection view shows while it refreshes: set as a scroll view's
/// (or a table view controller's) `refreshControl`, it is the scroll view's subview, and
/// `beginRefreshing()`/`endRefreshing()` set `isRefreshing`. The user's pull that sends
/// `.valueChanged` is not simulated (the lab has no finger to pull with): the refresh action
/// runs only when app code calls it.
open class UIRefreshControl: UIControl {
    public private(set) var isRefreshing = false
    open var attributedTitle: NSAttributedString?

    open func beginRefreshing() { isRefreshing = true }
    open func endRefreshing() { isRefreshing = false }
}
