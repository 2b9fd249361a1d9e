import Foundation

/// `addObserver(_:selector:name:object:)`, which swift-corelibs-foundation leaves out (it has
/// no Objective-C runtime): the method runs as a control's action does, through the class's
/// `@objc` table, for observers that are NSObject classes (view controllers, views, models). The
/// observer is held weakly, as NotificationCenter does since iOS 9.
extension NotificationCenter {
    public func addObserver(_ observer: Any, selector aSelector: Selector, name aName: NSNotification.Name?, object anObject: Any?) {
        if let aName { LifecycleNotifications.observe(aName) }
        let target = WeakObserver(observer as AnyObject)
        _ = addObserver(forName: aName, object: anObject, queue: nil) { notification in
            if let object = target.object { _ = ObjectMembers.perform(aSelector.name, on: object, notification as AnyObject) }
        }
    }
}

/// The observer of a selector-based registration, held weakly. Notifications are posted on
/// the app's one thread, so the box is never shared across threads.
private final class WeakObserver: @unchecked Sendable {
    weak var object: AnyObject?
    init(_ object: AnyObject) { self.object = object }
}

/// The keyboard's notifications (no keyboard is simulated, so none is posted).
extension UIResponder {
    public static let keyboardWillShowNotification = NSNotification.Name("UIKeyboardWillShowNotification")
    public static let keyboardDidShowNotification = NSNotification.Name("UIKeyboardDidShowNotification")
    public static let keyboardWillHideNotification = NSNotification.Name("UIKeyboardWillHideNotification")
    public static let keyboardDidHideNotification = NSNotification.Name("UIKeyboardDidHideNotification")
    public static let keyboardWillChangeFrameNotification = NSNotification.Name("UIKeyboardWillChangeFrameNotification")
    public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
}

extension NSNotification.Name {
    @available(swift, obsoleted: 4.2, renamed: "UIResponder.keyboardWillShowNotification")
    public static let UIKeyboardWillShow = UIResponder.keyboardWillShowNotification
    @available(swift, obsoleted: 4.2, renamed: "UIResponder.keyboardWillHideNotification")
    public static let UIKeyboardWillHide = UIResponder.keyboardWillHideNotification
}
