@_exported import Foundation

/// What a fetch asks for: a key name, or a formatter's descriptor. On iOS the key constants
/// are strings bridged to NSString, which conforms; Swift on Linux does not bridge, so String
/// conforms itself, and `[CNContactGivenNameKey] as [CNKeyDescriptor]` reads as on iOS.
public protocol CNKeyDescriptor {}

extension String: CNKeyDescriptor {}
extension NSString: CNKeyDescriptor {}

/// `CNContactFormatter.descriptorForRequiredKeys(for:)`: the keys a formatter needs.
final class CNAggregateKeyDescriptor: NSObject, CNKeyDescriptor, @unchecked Sendable {
    let keys: [String]
    init(keys: [String]) {
        self.keys = keys
        super.init()
    }
}

public let CNContactIdentifierKey = "identifier"
public let CNContactNamePrefixKey = "namePrefix"
public let CNContactGivenNameKey = "givenName"
public let CNContactMiddleNameKey = "middleName"
public let CNContactFamilyNameKey = "familyName"
public let CNContactNameSuffixKey = "nameSuffix"
public let CNContactNicknameKey = "nickname"
public let CNContactOrganizationNameKey = "organizationName"
public let CNContactJobTitleKey = "jobTitle"
public let CNContactPhoneNumbersKey = "phoneNumbers"
public let CNContactEmailAddressesKey = "emailAddresses"
public let CNContactPostalAddressesKey = "postalAddresses"
public let CNContactBirthdayKey = "birthday"
public let CNContactNoteKey = "note"
public let CNContactImageDataKey = "imageData"
public let CNContactThumbnailImageDataKey = "thumbnailImageData"
public let CNContactImageDataAvailableKey = "imageDataAvailable"
public let CNContactTypeKey = "contactType"

/// A contact, immutable. A fetched contact holds only the keys its fetch asked for: reading
/// another raises CNPropertyNotFetchedException on iOS; here it is a fatal error that says so.
open class CNContact: NSObject {
    public enum ContactType: Int, Sendable { case person, organization }

    public internal(set) var identifier: String
    var values: [String: Any]
    /// The keys this contact was fetched with; nil for a contact made in code (all keys).
    var fetchedKeys: Set<String>?

    public override init() {
        identifier = UUID().uuidString
        values = [:]
        super.init()
    }

    init(identifier: String, values: [String: Any]) {
        self.identifier = identifier
        self.values = values
        super.init()
    }

    func value<T>(_ key: String, default empty: T) -> T {
        if let fetchedKeys, !fetchedKeys.contains(key) {
            fatalError("CNPropertyNotFetchedException: A property was not requested when contact was fetched (\(key))")
        }
        return values[key] as? T ?? empty
    }

    open var contactType: ContactType { value(CNContactTypeKey, default: .person) }
    open var namePrefix: String { value(CNContactNamePrefixKey, default: "") }
    open var givenName: String { value(CNContactGivenNameKey, default: "") }
    open var middleName: String { value(CNContactMiddleNameKey, default: "") }
    open var familyName: String { value(CNContactFamilyNameKey, default: "") }
    open var nameSuffix: String { value(CNContactNameSuffixKey, default: "") }
    open var nickname: String { value(CNContactNicknameKey, default: "") }
    open var organizationName: String { value(CNContactOrganizationNameKey, default: "") }
    open var jobTitle: String { value(CNContactJobTitleKey, default: "") }
    open var note: String { value(CNContactNoteKey, default: "") }
    open var phoneNumbers: [CNLabeledValue<CNPhoneNumber>] { value(CNContactPhoneNumbersKey, default: []) }
    open var emailAddresses: [CNLabeledValue<NSString>] { value(CNContactEmailAddressesKey, default: []) }
    open var birthday: DateComponents? { value(CNContactBirthdayKey, default: nil) }
    open var imageData: Data? { value(CNContactImageDataKey, default: nil) }
    open var thumbnailImageData: Data? { value(CNContactThumbnailImageDataKey, default: nil) }
    open var imageDataAvailable: Bool { value(CNContactImageDataAvailableKey, default: false) }

    open func isKeyAvailable(_ key: String) -> Bool { fetchedKeys?.contains(key) ?? true }
    open func areKeysAvailable(_ keyDescriptors: [CNKeyDescriptor]) -> Bool {
        CNContact.names(of: keyDescriptors).allSatisfy(isKeyAvailable)
    }

    open override func mutableCopy() -> Any {
        let copy = CNMutableContact()
        copy.identifier = identifier
        copy.values = values
        copy.fetchedKeys = fetchedKeys
        return copy
    }

    /// This contact as a fetch with `keys` returns it.
    func fetched(_ keys: [CNKeyDescriptor]) -> CNContact {
        let contact = CNContact(identifier: identifier, values: values)
        contact.fetchedKeys = Set(CNContact.names(of: keys)).union([CNContactIdentifierKey])
        return contact
    }

    static func names(of keys: [CNKeyDescriptor]) -> [String] {
        keys.flatMap { key -> [String] in
            if let aggregate = key as? CNAggregateKeyDescriptor { return aggregate.keys }
            if let name = key as? String { return [name] }
            if let name = key as? NSString { return [name as String] }
            return []
        }
    }

    open class func predicateForContacts(matchingName name: String) -> NSPredicate {
        let wanted = name.lowercased()
        return CNContactPredicates.make { contact in
            [contact.values[CNContactGivenNameKey], contact.values[CNContactFamilyNameKey]]
                .compactMap { $0 as? String }.contains { $0.lowercased().hasPrefix(wanted) }
        }
    }

    open class func predicateForContacts(withIdentifiers identifiers: [String]) -> NSPredicate {
        CNContactPredicates.make { identifiers.contains($0.identifier) }
    }

    open override var description: String {
        "<CNContact: identifier=\(identifier), givenName=\(values[CNContactGivenNameKey] ?? ""), familyName=\(values[CNContactFamilyNameKey] ?? "")>"
    }
}

/// A contact app code builds (`CNMutableContact()`), every property settable.
open class CNMutableContact: CNContact {
    open override var contactType: ContactType { get { super.contactType } set { values[CNContactTypeKey] = newValue } }
    open override var namePrefix: String { get { super.namePrefix } set { values[CNContactNamePrefixKey] = newValue } }
    open override var givenName: String { get { super.givenName } set { values[CNContactGivenNameKey] = newValue } }
    open override var middleName: String { get { super.middleName } set { values[CNContactMiddleNameKey] = newValue } }
    open override var familyName: String { get { super.familyName } set { values[CNContactFamilyNameKey] = newValue } }
    open override var nameSuffix: String { get { super.nameSuffix } set { values[CNContactNameSuffixKey] = newValue } }
    open override var nickname: String { get { super.nickname } set { values[CNContactNicknameKey] = newValue } }
    open override var organizationName: String { get { super.organizationName } set { values[CNContactOrganizationNameKey] = newValue } }
    open override var jobTitle: String { get { super.jobTitle } set { values[CNContactJobTitleKey] = newValue } }
    open override var note: String { get { super.note } set { values[CNContactNoteKey] = newValue } }
    open override var phoneNumbers: [CNLabeledValue<CNPhoneNumber>] {
        get { super.phoneNumbers }
        set { values[CNContactPhoneNumbersKey] = newValue }
    }
    open override var emailAddresses: [CNLabeledValue<NSString>] {
        get { super.emailAddresses }
        set { values[CNContactEmailAddressesKey] = newValue }
    }
    open override var birthday: DateComponents? { get { super.birthday } set { values[CNContactBirthdayKey] = newValue } }
    open override var imageData: Data? { get { super.imageData } set { values[CNContactImageDataKey] = newValue } }
}
