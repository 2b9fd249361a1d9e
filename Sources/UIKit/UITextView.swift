import LabWire

/// A scrollable, editable text view: its text goes to the device, as a label's does.
open class UITextView: UIScrollView, UITextInputTraits {
    /// The storyboard connects a text view's delegate as an outlet.
    open override func __labSetOutlet(_ name: String, _ value: AnyObject?) -> Bool {
        guard name == "delegate" else { return super.__labSetOutlet(name, value) }
        delegate = value as? UITextViewDelegate
        return true
    }

    open var text: String! {
        get { AppRuntime.shared.call(HostCalls.text, AppRuntime.shared.ref(self)) ?? "" }
        set { AppRuntime.shared.call(HostCalls.setText, AppRuntime.shared.ref(self), newValue) }
    }
    open var attributedText: NSAttributedString! {
        get { NSAttributedString(string: text ?? "") }
        set { text = newValue?.string }
    }
    open var font: UIFont?
    open var textColor: UIColor?
    open var textAlignment: NSTextAlignment = .natural
    open var isEditable: Bool = true
    open var isSelectable: Bool = true
    open weak var delegate: UITextViewDelegate?
    override var scrollViewDelegate: UIScrollViewDelegate? { delegate }
    open var keyboardType: UIKeyboardType = .default
    open var returnKeyType: UIReturnKeyType = .default
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    open var autocorrectionType: UITextAutocorrectionType = .default
    open var enablesReturnKeyAutomatically: Bool = false
    open var isSecureTextEntry: Bool = false
    /// Kept, as a text field's are (no keyboard is simulated to show them).
    open override var inputView: UIView? {
        get { customInputView }
        set { customInputView = newValue }
    }
    open override var inputAccessoryView: UIView? {
        get { customAccessoryView }
        set { customAccessoryView = newValue }
    }
    private var customInputView: UIView?
    private var customAccessoryView: UIView?

    /// The selection, in UTF-16 units: kept as the app sets it, within the text (no keyboard
    /// or touch is simulated to move it). Until set, an insertion point at the end of the text.
    open var selectedRange: NSRange {
        get {
            let length = (text ?? "").utf16.count
            guard let range = keptSelection else { return NSRange(location: length, length: 0) }
            let location = min(range.location, length)
            return NSRange(location: location, length: min(range.length, length - location))
        }
        set { keptSelection = newValue }
    }
    private var keptSelection: NSRange?

    /// The lab does not lay text out in lines, so it knows no line to scroll to: the console
    /// says so once and the content offset stays.
    open func scrollRangeToVisible(_ range: NSRange) {
        __LabNotSimulated.say("UITextView.scrollRangeToVisible(_:)", instead: "text is not laid out in lines, so the content offset stays")
    }
}

/// What a text view tells its delegate (no keyboard is simulated, so nothing calls these yet).
public protocol UITextViewDelegate: UIScrollViewDelegate {
    func textViewDidBeginEditing(_ textView: UITextView)
    func textViewDidEndEditing(_ textView: UITextView)
    func textViewDidChange(_ textView: UITextView)
}

extension UITextViewDelegate {
    public func textViewDidBeginEditing(_ textView: UITextView) {}
    public func textViewDidEndEditing(_ textView: UITextView) {}
    public func textViewDidChange(_ textView: UITextView) {}
}

/// What a text field tells its delegate (no keyboard is simulated, so nothing calls these yet).
public protocol UITextFieldDelegate: AnyObject {
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
    func textFieldDidBeginEditing(_ textField: UITextField)
    func textFieldDidEndEditing(_ textField: UITextField)
}

extension UITextFieldDelegate {
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    public func textFieldDidEndEditing(_ textField: UITextField) {}
}

/// The keyboard a text input asks for (no keyboard is simulated; the settings are kept).
public enum UIKeyboardType: Int, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress, decimalPad, twitter, webSearch, asciiCapableNumberPad
}
public enum UIReturnKeyType: Int, Sendable {
    case `default`, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`
}
public enum UITextAutocapitalizationType: Int, Sendable { case none, words, sentences, allCharacters }
public enum UITextAutocorrectionType: Int, Sendable { case `default`, no, yes }

/// The keyboard settings text inputs share (UIKit's UITextInputTraits).
public protocol UITextInputTraits: AnyObject {
    var keyboardType: UIKeyboardType { get set }
    var returnKeyType: UIReturnKeyType { get set }
    var autocapitalizationType: UITextAutocapitalizationType { get set }
    var autocorrectionType: UITextAutocorrectionType { get set }
    var enablesReturnKeyAutomatically: Bool { get set }
    var isSecureTextEntry: Bool { get set }
}
