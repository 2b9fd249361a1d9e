import Foundation

/// The methods Objective-C's lookup reaches on an `AnyObject` (`serverKey.isEqual(pinnedKey)`,
/// `object.isKind(of: UIView.self)`, `view.removeFromSuperview()`): NSObject's own, which every
/// object answers, and those of the SDK's classes that app code most often calls so. As on iOS,
/// a method without argument labels is an implicitly unwrapped optional function — nil when the
/// object does not respond, so `object.removeFromSuperview?()` does nothing and
/// `object.removeFromSuperview()` stops the app as Swift does; a method with labels (which a
/// Swift function value cannot carry) stops the app the same way when the object does not respond.
extension __LabAnyObject {
    /// NSObject's `isEqual(_:)`: an NSObject's own (an app class's override included); a Core
    /// Foundation stand-in or another hashable object compares by value, as `CFEqual` does; any
    /// other object by identity.
    public var isEqual: ((Any?) -> Bool)! {
        let receiver = self.receiver
        return { other in
            if let object = receiver as? NSObject { return object.isEqual(other) }
            if let mine = receiver as? AnyHashable, let theirs = other.flatMap({ $0 as AnyObject }) as? AnyHashable { return mine == theirs }
            return other.map { receiver === $0 as AnyObject } ?? false
        }
    }
    public var hash: Int! { (receiver as? NSObject)?.hash ?? (receiver as? AnyHashable)?.hashValue ?? ObjectIdentifier(receiver).hashValue }
    public var description: String! { (receiver as? NSObject)?.description ?? String(describing: receiver) }
    public var copy: (() -> Any)! { (receiver as? NSObject).map { object in { object.copy() } } }
    public var mutableCopy: (() -> Any)! { (receiver as? NSObject).map { object in { object.mutableCopy() } } }

    /// `isKind(of:)`: the object's class is `aClass` or derives from it.
    public func isKind(of aClass: AnyClass) -> Bool {
        if let object = receiver as? NSObject { return object.isKind(of: aClass) }
        var current: AnyClass? = type(of: receiver)
        while let type = current {
            if ObjectIdentifier(type) == ObjectIdentifier(aClass) { return true }
            current = _getSuperclass(type)
        }
        return false
    }
    public func isMember(of aClass: AnyClass) -> Bool { ObjectIdentifier(type(of: receiver)) == ObjectIdentifier(aClass) }

    // Key-value coding, which every NSObject answers (KeyValueCoding.swift).
    public func value(forKey key: String) -> Any? { responding(NSObject.self, "value(forKey:)").value(forKey: key) }
    public func setValue(_ value: Any?, forKey key: String) { responding(NSObject.self, "setValue(_:forKey:)").setValue(value, forKey: key) }
    public func value(forKeyPath keyPath: String) -> Any? { responding(NSObject.self, "value(forKeyPath:)").value(forKeyPath: keyPath) }
    public func setValue(_ value: Any?, forKeyPath keyPath: String) {
        responding(NSObject.self, "setValue(_:forKeyPath:)").setValue(value, forKeyPath: keyPath)
    }
    @discardableResult
    public func perform(_ aSelector: Selector) -> Unmanaged<AnyObject>! { responding(NSObject.self, "perform(_:)").perform(aSelector) }
    @discardableResult
    public func perform(_ aSelector: Selector, with object: Any?) -> Unmanaged<AnyObject>! {
        responding(NSObject.self, "perform(_:with:)").perform(aSelector, with: object)
    }

    // Foundation's collections.
    public func object(forKey key: Any) -> Any? {
        if let defaults = receiver as? UserDefaults, let key = key as? String { return defaults.object(forKey: key) }
        return responding(NSDictionary.self, "object(forKey:)").object(forKey: key)
    }
    public func object(at index: Int) -> Any { responding(NSArray.self, "object(at:)").object(at: index) }

    // UIKit's views and controls.
    public var removeFromSuperview: (() -> Void)! { (receiver as? UIView).map { view in { view.removeFromSuperview() } } }
    public var addSubview: ((UIView) -> Void)! { (receiver as? UIView).map { view in { view.addSubview($0) } } }
    public var sizeToFit: (() -> Void)! { (receiver as? UIView).map { view in { view.sizeToFit() } } }
    public var layoutIfNeeded: (() -> Void)! { (receiver as? UIView).map { view in { view.layoutIfNeeded() } } }
    public var setNeedsLayout: (() -> Void)! { (receiver as? UIView).map { view in { view.setNeedsLayout() } } }
    public var becomeFirstResponder: (() -> Bool)! { (receiver as? UIResponder).map { responder in { responder.becomeFirstResponder() } } }
    public var resignFirstResponder: (() -> Bool)! { (receiver as? UIResponder).map { responder in { responder.resignFirstResponder() } } }
    public var superview: UIView! { (receiver as? UIView)?.superview }
    public func setTitle(_ title: String?, for state: UIControl.State) { responding(UIButton.self, "setTitle(_:for:)").setTitle(title, for: state) }
    public func title(for state: UIControl.State) -> String? { responding(UIButton.self, "title(for:)").title(for: state) }
    public func setImage(_ image: UIImage?, for state: UIControl.State) { responding(UIButton.self, "setImage(_:for:)").setImage(image, for: state) }
    public func setOn(_ on: Bool, animated: Bool) { responding(UISwitch.self, "setOn(_:animated:)").setOn(on, animated: animated) }

    /// The object as the class that declares `method`; when it is not one, the object does not
    /// respond, and the implicitly unwrapped method stops the app as Swift does on iOS.
    private func responding<T>(_ type: T.Type, _ method: String) -> T {
        guard let typed = receiver as? T else {
            fatalError("Unexpectedly found nil while implicitly unwrapping an Optional value (\(AppRuntime.className(of: receiver)) does not respond to \(method))")
        }
        return typed
    }
}
