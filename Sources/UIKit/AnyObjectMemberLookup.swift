import Foundation

/// Member lookup on `AnyObject` (`delayObject.doubleValue`, `object.tag`, `key.isEqual(other)`):
/// with Objective-C, Swift finds any `@objc` member of any class on a value typed `AnyObject`, as
/// an implicitly unwrapped optional that is nil when the object does not respond. Swift on Linux
/// has no Objective-C runtime and reports "value of type 'AnyObject' has no member". The build
/// rewrites such a use (a name whose declaration gives it the type `AnyObject`: a local, a loop
/// variable over `[AnyObject]`, a parameter; `AnyObjectMemberLookup` in LabToolchain) to go
/// through this view of the object, which answers the Objective-C properties the SDK's own
/// classes declare, asking each class that declares the property, as the runtime asks whether
/// the object responds; NSObject's methods and the SDK's that app code calls so are in
/// `AnyObjectMethods.swift`. A member only an app class declares is not found (**choice**,
/// README "How app code runs").
public struct __LabAnyObject {
    public let receiver: AnyObject

    public init(_ receiver: AnyObject) { self.receiver = receiver }

    // Foundation's values: NSNumber and NSString both answer the numeric ones.
    public var doubleValue: Double! { (receiver as? NSNumber)?.doubleValue ?? (receiver as? NSString)?.doubleValue }
    public var floatValue: Float! { (receiver as? NSNumber)?.floatValue ?? (receiver as? NSString)?.floatValue }
    public var intValue: Int32! { (receiver as? NSNumber)?.int32Value ?? (receiver as? NSString)?.intValue }
    public var integerValue: Int! { (receiver as? NSNumber)?.intValue ?? (receiver as? NSString)?.integerValue }
    public var longLongValue: Int64! { (receiver as? NSNumber)?.int64Value ?? (receiver as? NSString)?.longLongValue }
    public var int64Value: Int64! { (receiver as? NSNumber)?.int64Value }
    public var uintValue: UInt! { (receiver as? NSNumber)?.uintValue }
    public var boolValue: Bool! { (receiver as? NSNumber)?.boolValue ?? (receiver as? NSString)?.boolValue }
    public var stringValue: String! { (receiver as? NSNumber)?.stringValue }
    public var length: Int! { (receiver as? NSString)?.length ?? (receiver as? NSData)?.length }
    public var count: Int! {
        (receiver as? NSArray)?.count ?? (receiver as? NSDictionary)?.count ?? (receiver as? NSSet)?.count
    }

    // UIKit's: what actions read from their sender.
    public var tag: Int! {
        get { (receiver as? UIView)?.tag ?? (receiver as? UIBarItem)?.tag }
        nonmutating set {
            guard let newValue else { return }
            if let view = receiver as? UIView { view.tag = newValue } else if let item = receiver as? UIBarItem { item.tag = newValue }
        }
    }
    public var isOn: Bool! {
        get { (receiver as? UISwitch)?.isOn }
        nonmutating set { if let newValue { (receiver as? UISwitch)?.isOn = newValue } }
    }
    public var isEnabled: Bool! {
        get { (receiver as? UIControl)?.isEnabled ?? (receiver as? UIBarItem)?.isEnabled }
        nonmutating set {
            guard let newValue else { return }
            if let control = receiver as? UIControl { control.isEnabled = newValue } else { (receiver as? UIBarItem)?.isEnabled = newValue }
        }
    }
    public var isSelected: Bool! {
        get { (receiver as? UIControl)?.isSelected }
        nonmutating set { if let newValue { (receiver as? UIControl)?.isSelected = newValue } }
    }
    public var isHidden: Bool! {
        get { (receiver as? UIView)?.isHidden }
        nonmutating set { if let newValue { (receiver as? UIView)?.isHidden = newValue } }
    }
    public var text: String? {
        get { (receiver as? UILabel)?.text ?? (receiver as? UITextField)?.text ?? (receiver as? UITextView)?.text }
        nonmutating set {
            if let label = receiver as? UILabel { label.text = newValue }
            else if let field = receiver as? UITextField { field.text = newValue }
            else if let view = receiver as? UITextView { view.text = newValue }
        }
    }
    public var currentTitle: String? { (receiver as? UIButton)?.currentTitle }
    public var selectedSegmentIndex: Int! {
        get { (receiver as? UISegmentedControl)?.selectedSegmentIndex }
        nonmutating set { if let newValue { (receiver as? UISegmentedControl)?.selectedSegmentIndex = newValue } }
    }
}
