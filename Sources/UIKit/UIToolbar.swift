/// A toolbar: its items are kept (the device shows the bar as one view).
open class UIToolbar: UIView {
    open var items: [UIBarButtonItem]?
    open var barStyle: UIBarStyle = .default
    open var isTranslucent: Bool = true
    open var barTintColor: UIColor?

    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) { self.items = items }
}

public enum UIBarStyle: Int, Sendable { case `default`, black
    public static var blackOpaque: UIBarStyle { .black }
}
