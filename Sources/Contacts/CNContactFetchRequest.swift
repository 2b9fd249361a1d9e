@_exported import Foundation

/// Which contacts `enumerateContacts(with:usingBlock:)` goes through, with which keys.
open class CNContactFetchRequest: NSObject {
    open var keysToFetch: [CNKeyDescriptor]
    open var predicate: NSPredicate?
    open var unifyResults: Bool = true
    open var sortOrder: CNContactSortOrder = .none

    public init(keysToFetch: [CNKeyDescriptor]) {
        self.keysToFetch = keysToFetch
        super.init()
    }
}

public enum CNContactSortOrder: Int, Sendable { case none, userDefault, givenName, familyName }
