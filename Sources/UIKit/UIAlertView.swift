import Foundation

/// The alert of iOS 2–7 (deprecated since iOS 9, still in the SDK): `show()` puts it on screen
/// through the alert path iOS 8 and later use for it — an alert controller presented over the
/// key window's topmost controller, one button per title, the cancel button first — and a tap
/// on a button tells the delegate `alertView(_:clickedButtonAt:)`, then
/// `alertView(_:willDismissWithButtonIndex:)` and `alertView(_:didDismissWithButtonIndex:)`,
/// with the button's index as the alert view numbers them (the cancel button's first).
open class UIAlertView: UIView {
    open var title: String = ""
    open var message: String?
    /// Any object; the one that adopts `UIAlertViewDelegate` hears the alert's buttons.
    open weak var delegate: AnyObject?
    open var cancelButtonIndex: Int = -1
    open var alertViewStyle: Style = .default {
        didSet { fields = Self.fields(for: alertViewStyle) }
    }
    public private(set) var isVisible = false
    private var titles: [String] = []
    private var fields: [UITextField] = []
    /// The alert controller showing it, while it is on screen.
    private var shown: UIAlertController?

    public enum Style: Int, Sendable { case `default` = 0, secureTextInput, plainTextInput, loginAndPasswordInput }

    public convenience init(title: String, message: String, delegate: AnyObject?, cancelButtonTitle: String?) {
        self.init(frame: .zero)
        self.title = title
        self.message = message
        self.delegate = delegate
        if let cancelButtonTitle { cancelButtonIndex = addButton(withTitle: cancelButtonTitle) }
    }

    public convenience init(title: String, message: String, delegate: AnyObject?, cancelButtonTitle: String?,
                            otherButtonTitles firstButtonTitle: String, _ moreButtonTitles: String...) {
        self.init(title: title, message: message, delegate: delegate, cancelButtonTitle: cancelButtonTitle)
        for other in [firstButtonTitle] + moreButtonTitles { addButton(withTitle: other) }
    }

    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    @discardableResult
    open func addButton(withTitle title: String?) -> Int {
        titles.append(title ?? "")
        return titles.count - 1
    }

    open func buttonTitle(at buttonIndex: Int) -> String? { titles.indices.contains(buttonIndex) ? titles[buttonIndex] : nil }
    open var numberOfButtons: Int { titles.count }
    /// The first button that is not the cancel button, or -1.
    open var firstOtherButtonIndex: Int { titles.indices.first { $0 != cancelButtonIndex } ?? -1 }

    /// The style's text fields: 0 a login field, 1 a password field.
    open func textField(at textFieldIndex: Int) -> UITextField? {
        fields.indices.contains(textFieldIndex) ? fields[textFieldIndex] : nil
    }

    private static func fields(for style: Style) -> [UITextField] {
        switch style {
        case .default: return []
        case .plainTextInput: return [UITextField()]
        case .secureTextInput:
            let field = UITextField()
            field.isSecureTextEntry = true
            return [field]
        case .loginAndPasswordInput:
            let password = UITextField()
            password.isSecureTextEntry = true
            return [UITextField(), password]
        }
    }

    private var alertDelegate: UIAlertViewDelegate? { delegate as? UIAlertViewDelegate }

    /// Shows the alert over the key window's topmost presented controller.
    open func show() {
        guard shown == nil, var presenter = UIApplication.shared.keyWindow?.rootViewController else { return }
        while let presented = presenter.presentedViewController { presenter = presented }
        let alert = UIAlertController(title: title, message: message, preferredStyle: .alert)
        // The cancel button first, then the others in the order they were added, as iOS shows two or more.
        let order = (cancelButtonIndex >= 0 ? [cancelButtonIndex] : []) + titles.indices.filter { $0 != cancelButtonIndex }
        for index in order {
            let action = UIAlertAction(title: titles[index], style: index == cancelButtonIndex ? .cancel : .default) { [weak self] _ in
                self?.buttonChosen(index)
            }
            if index == firstOtherButtonIndex, let delegate = alertDelegate, !fields.isEmpty {
                action.isEnabled = delegate.alertViewShouldEnableFirstOtherButton(self)
            }
            alert.addAction(action)
        }
        for field in fields {
            alert.addTextField { shownField in
                shownField.isSecureTextEntry = field.isSecureTextEntry
                shownField.placeholder = field.placeholder
                shownField.text = field.text
            }
        }
        alertDelegate?.willPresent(self)
        shown = alert
        isVisible = true
        presenter.present(alert, animated: true) { [weak self] in
            guard let self else { return }
            self.alertDelegate?.didPresent(self)
        }
    }

    /// Dismisses the alert as if the button at `buttonIndex` were chosen, without telling
    /// the delegate of a click (as UIKit does).
    open func dismiss(withClickedButtonIndex buttonIndex: Int, animated: Bool) {
        guard let alert = shown else { return }
        alertDelegate?.alertView(self, willDismissWithButtonIndex: buttonIndex)
        close(alert, buttonIndex)
    }

    private func buttonChosen(_ index: Int) {
        // The alert controller is already dismissed when its action's handler runs.
        copyTexts()
        alertDelegate?.alertView(self, clickedButtonAt: index)
        alertDelegate?.alertView(self, willDismissWithButtonIndex: index)
        shown = nil
        isVisible = false
        alertDelegate?.alertView(self, didDismissWithButtonIndex: index)
    }

    private func close(_ alert: UIAlertController, _ index: Int) {
        copyTexts()
        alert.dismiss(animated: true) { [weak self] in
            guard let self else { return }
            self.shown = nil
            self.isVisible = false
            self.alertDelegate?.alertView(self, didDismissWithButtonIndex: index)
        }
    }

    /// What was typed in the shown alert's fields becomes the alert view's fields' text.
    private func copyTexts() {
        for (field, shownField) in zip(fields, shown?.textFields ?? []) { field.text = shownField.text }
    }
}

/// What an alert view tells; every method is optional, as in UIKit.
public protocol UIAlertViewDelegate: AnyObject {
    func alertView(_ alertView: UIAlertView, clickedButtonAt buttonIndex: Int)
    func alertViewCancel(_ alertView: UIAlertView)
    func willPresent(_ alertView: UIAlertView)
    func didPresent(_ alertView: UIAlertView)
    func alertView(_ alertView: UIAlertView, willDismissWithButtonIndex buttonIndex: Int)
    func alertView(_ alertView: UIAlertView, didDismissWithButtonIndex buttonIndex: Int)
    func alertViewShouldEnableFirstOtherButton(_ alertView: UIAlertView) -> Bool
}

extension UIAlertViewDelegate {
    public func alertView(_ alertView: UIAlertView, clickedButtonAt buttonIndex: Int) {}
    public func alertViewCancel(_ alertView: UIAlertView) {}
    public func willPresent(_ alertView: UIAlertView) {}
    public func didPresent(_ alertView: UIAlertView) {}
    public func alertView(_ alertView: UIAlertView, willDismissWithButtonIndex buttonIndex: Int) {}
    public func alertView(_ alertView: UIAlertView, didDismissWithButtonIndex buttonIndex: Int) {}
    public func alertViewShouldEnableFirstOtherButton(_ alertView: UIAlertView) -> Bool { true }
}

@available(swift, obsoleted: 4.2, renamed: "UIAlertView.Style")
public typealias UIAlertViewStyle = UIAlertView.Style
