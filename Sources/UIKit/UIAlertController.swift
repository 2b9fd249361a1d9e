/// An alert or action sheet: presented like any controller (it leaves the presenter on screen),
/// it shows its title, message, text fields and one button per action; `tap TITLE` chooses an
/// action, which dismisses the alert, then runs the action's handler, as UIKit does.
open class UIAlertController: UIViewController {
    public enum Style: Int, Sendable { case actionSheet = 0, alert }

    open var message: String?
    public private(set) var preferredStyle: Style = .alert
    public private(set) var actions: [UIAlertAction] = []
    public private(set) var textFields: [UITextField]?
    open var preferredAction: UIAlertAction?
    /// The button shown for each action, in order, once the alert is on screen.
    private var buttons: [UIButton] = []

    public convenience init(title: String?, message: String?, preferredStyle: Style) {
        self.init(nibName: nil, bundle: nil)
        self.title = title
        self.message = message
        self.preferredStyle = preferredStyle
        // UIKit presents alerts over the presenter, which stays on screen.
        modalPresentationStyle = .custom
    }

    open func addAction(_ action: UIAlertAction) {
        actions.append(action)
    }

    open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
        let field = UITextField()
        configurationHandler?(field)
        textFields = (textFields ?? []) + [field]
    }

    /// Builds what the alert shows, in the device's view tree, once it is presented.
    open override func __labDidPresent() {
        guard buttons.isEmpty, let root = view else { return }
        for text in [title, message].compactMap({ $0 }) {
            let label = UILabel()
            label.text = text
            root.addSubview(label)
        }
        for field in textFields ?? [] { root.addSubview(field) }
        for action in actions {
            let button = UIButton(type: .system)
            button.setTitle(action.title, for: .normal)
            button.isEnabled = action.isEnabled
            button.addTarget(self, action: Selector("alertButtonTapped:"), for: .touchUpInside)
            root.addSubview(button)
            buttons.append(button)
        }
    }

    open override func __labPerformAction(_ selector: String, _ sender: AnyObject?) -> Bool {
        guard selector == "alertButtonTapped:", let index = buttons.firstIndex(where: { $0 === sender }) else {
            return super.__labPerformAction(selector, sender)
        }
        let action = actions[index]
        guard action.isEnabled else { return true }
        dismiss(animated: true) {
            action.handler?(action)
        }
        return true
    }
}

/// One choice of an alert: its title, style and handler.
open class UIAlertAction: NSObject {
    public enum Style: Int, Sendable { case `default` = 0, cancel, destructive }

    public let title: String?
    public let style: Style
    open var isEnabled: Bool = true
    let handler: ((UIAlertAction) -> Void)?

    public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
        super.init()
    }
}
