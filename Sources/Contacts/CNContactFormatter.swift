@_exported import Foundation

/// Names a contact as iOS does in English: given name first (`Kate Bell`).
open class CNContactFormatter: NSObject {
    public enum Style: Int, Sendable { case fullName, phoneticFullName }

    open var style: Style = .fullName

    public override init() { super.init() }

    /// The keys `string(from:)` reads.
    open class func descriptorForRequiredKeys(for style: Style) -> CNKeyDescriptor {
        CNAggregateKeyDescriptor(keys: [CNContactNamePrefixKey, CNContactGivenNameKey, CNContactMiddleNameKey, CNContactFamilyNameKey,
                                        CNContactNameSuffixKey, CNContactOrganizationNameKey, CNContactTypeKey])
    }

    open class func string(from contact: CNContact, style: Style) -> String? {
        let formatter = CNContactFormatter()
        formatter.style = style
        return formatter.string(from: contact)
    }

    /// The full name, or the organisation for a contact without one; nil when both are empty.
    open func string(from contact: CNContact) -> String? {
        let parts = [contact.namePrefix, contact.givenName, contact.middleName, contact.familyName, contact.nameSuffix].filter { !$0.isEmpty }
        if !parts.isEmpty { return parts.joined(separator: " ") }
        return contact.organizationName.isEmpty ? nil : contact.organizationName
    }
}
