@_spi(LifecycleLab) import UIKit
@_exported import Foundation
import LabWire

/// The device's address book. Access is the device's to give: an app asks once
/// (`requestAccess(for:completionHandler:)`), the simulated user answers as `contacts
/// allow|deny` says (Allow by default), and the answer is remembered for the app. The address
/// book holds the sample contacts the iOS Simulator ships with (`CNContact.simulatorSamples`);
/// nothing adds to it (no `CNSaveRequest`).
open class CNContactStore: NSObject {
    public override init() { super.init() }

    open class func authorizationStatus(for entityType: CNEntityType) -> CNAuthorizationStatus {
        CNAuthorizationStatus(rawValue: AppRuntimeBridge.call(HostCalls.contactsAuthorizationStatus).rawValue) ?? .notDetermined
    }

    /// Asks the user (the first time only); the completion handler runs at once with the answer
    /// (on iOS it runs on an arbitrary queue once the user has tapped).
    open func requestAccess(for entityType: CNEntityType, completionHandler: @escaping (Bool, Error?) -> Void) {
        let granted = AppRuntimeBridge.call(HostCalls.requestContactsAccess)
        completionHandler(granted, granted ? nil : CNError(.authorizationDenied))
    }

    /// Each contact in turn, with the keys the request asked for; throws without access.
    open func enumerateContacts(with fetchRequest: CNContactFetchRequest,
                                usingBlock block: (CNContact, UnsafeMutablePointer<ObjCBool>) -> Void) throws {
        try requireAccess()
        var stop: ObjCBool = false
        for contact in try matching(fetchRequest.predicate, keys: fetchRequest.keysToFetch) {
            block(contact, &stop)
            if stop.boolValue { break }
        }
    }

    open func unifiedContacts(matching predicate: NSPredicate, keysToFetch keys: [CNKeyDescriptor]) throws -> [CNContact] {
        try requireAccess()
        return try matching(predicate, keys: keys)
    }

    open func unifiedContact(withIdentifier identifier: String, keysToFetch keys: [CNKeyDescriptor]) throws -> CNContact {
        try requireAccess()
        guard let found = CNContact.simulatorSamples.first(where: { $0.identifier == identifier }) else {
            throw CNError(.recordDoesNotExist)
        }
        return found.fetched(keys)
    }

    open func defaultContainerIdentifier() -> String { "local" }

    private func requireAccess() throws {
        guard Self.authorizationStatus(for: .contacts) == .authorized else { throw CNError(.authorizationDenied) }
    }

    private func matching(_ predicate: NSPredicate?, keys: [CNKeyDescriptor]) throws -> [CNContact] {
        let all = CNContact.simulatorSamples
        guard let predicate else { return all.map { $0.fetched(keys) } }
        guard let filter = CNContactPredicates.filters[ObjectIdentifier(predicate)] else { throw CNError(.predicateInvalid) }
        return all.filter(filter).map { $0.fetched(keys) }
    }
}

public enum CNEntityType: Int, Sendable { case contacts }

public enum CNAuthorizationStatus: Int, Sendable {
    case notDetermined = 0, restricted, denied, authorized
}

/// Contacts' errors (`CNErrorDomain`).
public struct CNError: Error, CustomStringConvertible, Sendable {
    public enum Code: Int, Sendable {
        case communicationError = 1, dataAccessError = 2, authorizationDenied = 100, recordDoesNotExist = 200, predicateInvalid = 400
    }
    public let code: Code
    public init(_ code: Code) { self.code = code }
    public static var errorDomain: String { "CNErrorDomain" }
    public var localizedDescription: String { description }
    public var description: String {
        switch code {
        case .authorizationDenied: "Access Denied: This application has not been granted permission to access Contacts."
        case .recordDoesNotExist: "Updated Record Does Not Exist"
        case .predicateInvalid: "Invalid Predicate"
        case .communicationError: "Communication Error"
        case .dataAccessError: "Data Access Error"
        }
    }
}

/// The predicates Contacts builds (`CNContact.predicateForContacts(matchingName:)`), by identity:
/// Foundation's NSPredicate on Linux evaluates only blocks.
enum CNContactPredicates {
    nonisolated(unsafe) static var filters: [ObjectIdentifier: (CNContact) -> Bool] = [:]

    static func make(_ filter: @escaping (CNContact) -> Bool) -> NSPredicate {
        let predicate = NSPredicate { object, _ in (object as? CNContact).map(filter) ?? false }
        filters[ObjectIdentifier(predicate)] = filter
        return predicate
    }
}
