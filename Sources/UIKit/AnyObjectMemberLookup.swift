import Foundation

/// Member lookup on `AnyObject` (`delayObject.doubleValue`, `object.tag`): with Objective-C,
/// Swift finds any `@objc` member of any class on a value typed `AnyObject`, as an implicitly
/// unwrapped optional that is nil when the object does not respond. Swift on Linux has no
/// Objective-C runtime and reports "value of type 'AnyObject' has no member". The build rewrites
/// such a use (a local variable declared `AnyObject`, `name.member`) to go through this view of
/// the object, which answers the Objective-C properties the SDK's own classes declare: asking
/// each class that declares the property, as the runtime asks whether the object responds.
/// A member only an app class declares is not found (**choice**, README "How app code runs").
public struct __LabAnyObject {
    public let object: AnyObject

    public init(_ object: AnyObject) { self.object = object }

    // Foundation's values: NSNumber and NSString both answer the numeric ones.
    public var doubleValue: Double! { (object as? NSNumber)?.doubleValue ?? (object as? NSString)?.doubleValue }
    public var floatValue: Float! { (object as? NSNumber)?.floatValue ?? (object as? NSString)?.floatValue }
    public var intValue: Int32! { (object as? NSNumber)?.int32Value ?? (object as? NSString)?.intValue }
    public var integerValue: Int! { (object as? NSNumber)?.intValue ?? (object as? NSString)?.integerValue }
    public var longLongValue: Int64! { (object as? NSNumber)?.int64Value ?? (object as? NSString)?.longLongValue }
    public var int64Value: Int64! { (object as? NSNumber)?.int64Value }
    public var uintValue: UInt! { (object as? NSNumber)?.uintValue }
    public var boolValue: Bool! { (object as? NSNumber)?.boolValue ?? (object as? NSString)?.boolValue }
    public var stringValue: String! { (object as? NSNumber)?.stringValue }
    public var length: Int! { (object as? NSString)?.length ?? (object as? NSData)?.length }
    public var count: Int! {
        (object as? NSArray)?.count ?? (object as? NSDictionary)?.count ?? (object as? NSSet)?.count
    }

    // UIKit's: what actions read from their sender.
    public var tag: Int! {
        get { (object as? UIView)?.tag ?? (object as? UIBarItem)?.tag }
        nonmutating set {
            guard let newValue else { return }
            if let view = object as? UIView { view.tag = newValue } else if let item = object as? UIBarItem { item.tag = newValue }
        }
    }
    public var isOn: Bool! {
        get { (object as? UISwitch)?.isOn }
        nonmutating set { if let newValue { (object as? UISwitch)?.isOn = newValue } }
    }
    public var isEnabled: Bool! {
        get { (object as? UIControl)?.isEnabled ?? (object as? UIBarItem)?.isEnabled }
        nonmutating set {
            guard let newValue else { return }
            if let control = object as? UIControl { control.isEnabled = newValue } else { (object as? UIBarItem)?.isEnabled = newValue }
        }
    }
    public var isSelected: Bool! {
        get { (object as? UIControl)?.isSelected }
        nonmutating set { if let newValue { (object as? UIControl)?.isSelected = newValue } }
    }
    public var isHidden: Bool! {
        get { (object as? UIView)?.isHidden }
        nonmutating set { if let newValue { (object as? UIView)?.isHidden = newValue } }
    }
    public var text: String? {
        get { (object as? UILabel)?.text ?? (object as? UITextField)?.text ?? (object as? UITextView)?.text }
        nonmutating set {
            if let label = object as? UILabel { label.text = newValue }
            else if let field = object as? UITextField { field.text = newValue }
            else if let view = object as? UITextView { view.text = newValue }
        }
    }
    public var currentTitle: String? { (object as? UIButton)?.currentTitle }
    public var selectedSegmentIndex: Int! {
        get { (object as? UISegmentedControl)?.selectedSegmentIndex }
        nonmutating set { if let newValue { (object as? UISegmentedControl)?.selectedSegmentIndex = newValue } }
    }
}
