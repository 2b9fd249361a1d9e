@_exported import Foundation

/// A value with a label (`_$!<Mobile>!$_`), as a contact's phone numbers and e-mail addresses are.
open class CNLabeledValue<ValueType: NSObjectProtocol>: NSObject {
    public let identifier: String
    public let label: String?
    public let value: ValueType

    public init(label: String?, value: ValueType) {
        self.label = label
        self.value = value
        identifier = UUID().uuidString
        super.init()
    }

    init(identifier: String, label: String?, value: ValueType) {
        self.label = label
        self.value = value
        self.identifier = identifier
        super.init()
    }

    open func settingLabel(_ label: String?) -> CNLabeledValue<ValueType> { CNLabeledValue(identifier: identifier, label: label, value: value) }
    open func settingValue(_ value: ValueType) -> CNLabeledValue<ValueType> { CNLabeledValue(identifier: identifier, label: label, value: value) }
    open func settingLabel(_ label: String?, value: ValueType) -> CNLabeledValue<ValueType> { CNLabeledValue(identifier: identifier, label: label, value: value) }

    /// The label as the user reads it: `_$!<Mobile>!$_` → `mobile`, as iOS's English strings have it.
    open class func localizedString(forLabel label: String) -> String {
        guard label.hasPrefix("_$!<"), label.hasSuffix(">!$_") else { return label }
        let name = String(label.dropFirst(4).dropLast(4))
        return name == "iPhone" ? name : name.lowercased()
    }

    open override var description: String { "<CNLabeledValue: label=\(label ?? "nil"), value=\(value)>" }
}

public let CNLabelHome = "_$!<Home>!$_"
public let CNLabelWork = "_$!<Work>!$_"
public let CNLabelSchool = "_$!<School>!$_"
public let CNLabelOther = "_$!<Other>!$_"
public let CNLabelPhoneNumberMobile = "_$!<Mobile>!$_"
public let CNLabelPhoneNumberiPhone = "iPhone"
public let CNLabelPhoneNumberMain = "_$!<Main>!$_"
public let CNLabelPhoneNumberHomeFax = "_$!<HomeFAX>!$_"
public let CNLabelPhoneNumberWorkFax = "_$!<WorkFAX>!$_"
public let CNLabelPhoneNumberPager = "_$!<Pager>!$_"

/// A phone number as typed.
open class CNPhoneNumber: NSObject {
    public let stringValue: String

    public init(stringValue: String) {
        self.stringValue = stringValue
        super.init()
    }

    open override func isEqual(_ object: Any?) -> Bool { (object as? CNPhoneNumber)?.stringValue == stringValue }
    open override var hash: Int { stringValue.hashValue }
    open override var description: String { "<CNPhoneNumber: stringValue=\(stringValue)>" }
}
