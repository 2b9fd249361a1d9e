@_spi(LifecycleLab) import UIKit
import LabWire

// The Keychain's four calls (docs/lifecycle.md, "The Keychain"). Items are dictionaries of
// attributes; the device keeps them outside the app's container, so they outlive an uninstall.

/// Adds an item; `errSecDuplicateItem` when one with the same primary key is there already.
public func SecItemAdd(_ attributes: CFDictionary, _ result: UnsafeMutablePointer<CFTypeRef?>?) -> OSStatus {
    let item = KeychainItem(attributes)
    guard let itemClass = item.attributes["class"]?.string, KeychainItem.classes.contains(itemClass) else { return errSecParam }
    var keychain = Keychain.load()
    if keychain.items.contains(where: { $0.primaryKey == item.primaryKey }) { return errSecDuplicateItem }
    var added = item.stored(now: Date())
    keychain.lastRow += 1
    added.row = keychain.lastRow
    keychain.items.append(added)
    keychain.save()
    result?.pointee = added.result(for: item.returns)
    return errSecSuccess
}

/// The first item matching `query` (or every one, with `kSecMatchLimitAll`), in the shape its
/// `kSecReturn…` keys ask for.
public func SecItemCopyMatching(_ query: CFDictionary, _ result: UnsafeMutablePointer<CFTypeRef?>?) -> OSStatus {
    let request = KeychainItem(query)
    guard request.attributes["class"] != nil else { return errSecParam }
    let matches = Keychain.load().items.filter(request.matches)
    guard !matches.isEmpty else { return errSecItemNotFound }
    if request.matchesAll {
        result?.pointee = NSArray(array: matches.compactMap { $0.result(for: request.returns) })
    } else {
        result?.pointee = matches[0].result(for: request.returns)
    }
    return errSecSuccess
}

/// Changes the attributes (or data) of every item matching `query`.
public func SecItemUpdate(_ query: CFDictionary, _ attributesToUpdate: CFDictionary) -> OSStatus {
    let request = KeychainItem(query)
    let changes = KeychainItem(attributesToUpdate).attributes
    guard request.attributes["class"] != nil, changes["class"] == nil else { return errSecParam }
    var keychain = Keychain.load()
    var found = false
    for index in keychain.items.indices where request.matches(keychain.items[index]) {
        found = true
        keychain.items[index].attributes.merge(changes) { $1 }
        keychain.items[index].attributes["mdat"] = .date(Date().timeIntervalSinceReferenceDate)
    }
    guard found else { return errSecItemNotFound }
    keychain.save()
    return errSecSuccess
}

/// Removes every item matching `query`.
public func SecItemDelete(_ query: CFDictionary) -> OSStatus {
    let request = KeychainItem(query)
    guard request.attributes["class"] != nil else { return errSecParam }
    var keychain = Keychain.load()
    let before = keychain.items.count
    keychain.items.removeAll(where: request.matches)
    guard keychain.items.count < before else { return errSecItemNotFound }
    keychain.save()
    return errSecSuccess
}

/// A result code's words, as `SecCopyErrorMessageString` gives them.
public func SecCopyErrorMessageString(_ status: OSStatus, _ reserved: UnsafeMutableRawPointer?) -> CFString? {
    switch status {
    case errSecSuccess: "No error."
    case errSecParam: "One or more parameters passed to a function were not valid."
    case errSecDuplicateItem: "The specified item already exists in the keychain."
    case errSecItemNotFound: "The specified item could not be found in the keychain."
    case errSecInteractionNotAllowed: "User interaction is not allowed."
    default: "OSStatus \(status)" as NSString
    }
}

/// The app's keychain as the device keeps it: its items and the last row number given.
struct Keychain {
    var items: [KeychainItem] = []
    var lastRow = 0

    static func load() -> Keychain {
        let text = AppRuntimeBridge.call(HostCalls.keychain)
        guard !text.isEmpty,
              let object = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any],
              let rows = object["items"] as? [[String: Any]] else { return Keychain() }
        return Keychain(items: rows.compactMap(KeychainItem.init(encoded:)), lastRow: object["lastRow"] as? Int ?? 0)
    }

    func save() {
        let object: [String: Any] = ["lastRow": lastRow, "items": items.map(\.encoded)]
        let text = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])).map { String(decoding: $0, as: UTF8.self) } ?? ""
        AppRuntimeBridge.call(HostCalls.setKeychain, items.isEmpty ? "" : text)
    }
}
