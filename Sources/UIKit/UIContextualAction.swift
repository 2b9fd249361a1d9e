/// Swipe actions on a table row (iOS 11): what the delegate's
/// `tableView(_:leadingSwipeActionsConfigurationForRowAt:)` and `…trailing…` return. No
/// swipe is simulated: the table asks for them only when app code does.
open class UIContextualAction: NSObject {
    public enum Style: Int, Sendable { case normal, destructive }
    /// Called with `true` when the action was performed, which closes the row.
    public typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

    public let style: Style
    open var title: String?
    open var backgroundColor: UIColor!
    open var image: UIImage?
    public let handler: Handler

    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
        backgroundColor = style == .destructive ? .systemRed : .systemGray
        super.init()
    }
}

/// The actions of one swipe, first to last.
open class UISwipeActionsConfiguration: NSObject {
    public let actions: [UIContextualAction]
    /// A full swipe performs the first action.
    open var performsFirstActionWithFullSwipe: Bool = true

    public init(actions: [UIContextualAction]) {
        self.actions = actions
        super.init()
    }
}
