import Foundation
import UIKit

/// `NSSortDescriptor(key:ascending:)`, which swift-corelibs-foundation leaves out (it has no
/// key-value coding). CoreData brings it back for managed objects: the descriptor is made
/// on a key path of its own, and the key is kept beside it for `ObjectSorting`.
extension NSSortDescriptor {
    public convenience init(key: String?, ascending: Bool) {
        self.init(keyPath: \SortKeyAnchor.order, ascending: ascending)
        SortDescriptorKeys.remember(self, key: key ?? "", caseInsensitive: false)
    }

    /// `selector:` names the comparison (`localizedStandardCompare:`, `caseInsensitiveCompare:`):
    /// the case-insensitive ones compare ignoring case, the rest as `compare:`.
    public convenience init(key: String?, ascending: Bool, selector: Selector?) {
        self.init(keyPath: \SortKeyAnchor.order, ascending: ascending)
        let name = selector?.name ?? ""
        SortDescriptorKeys.remember(self, key: key ?? "", caseInsensitive: name.contains("localized") || name.contains("caseInsensitive"))
    }
}

/// The key path `NSSortDescriptor(key:)` stands on; never read.
final class SortKeyAnchor {
    var order = 0
}

enum SortDescriptorKeys {
    struct Entry {
        weak var descriptor: NSSortDescriptor?
        var key: String
        var caseInsensitive: Bool
    }

    nonisolated(unsafe) private static var entries: [ObjectIdentifier: Entry] = [:]

    static func remember(_ descriptor: NSSortDescriptor, key: String, caseInsensitive: Bool) {
        entries = entries.filter { $0.value.descriptor != nil }
        entries[ObjectIdentifier(descriptor)] = Entry(descriptor: descriptor, key: key, caseInsensitive: caseInsensitive)
    }

    static func key(of descriptor: NSSortDescriptor) -> Entry? {
        guard let entry = entries[ObjectIdentifier(descriptor)], entry.descriptor === descriptor else { return nil }
        return entry
    }
}

/// Values along a key path (`title`, `list.name`, `items.@count`) of managed objects and
/// dictionaries, and the comparison fetches sort and filter with. RealmSwift's results sort and
/// filter with them too (its objects answer keys as `__LabPredicateKeyValues`).
@_spi(LifecycleLab) public enum KeyPathValue {
    public static func value(of object: Any?, keyPath: String) -> Any? {
        var current: Any? = object
        for component in keyPath.split(separator: ".").map(String.init) {
            guard let value = ManagedValue.unwrap(current) else { return nil }
            if component == "@count" {
                current = PredicateFormat.collection(value)?.count ?? 0
                continue
            }
            if component == "self" || component == "SELF" { continue }
            switch value {
            case let object as NSManagedObject: current = object.value(forKey: component)
            case let object as __LabPredicateKeyValues: current = object.__labPredicateValue(forKey: component)
            case let dictionary as [String: Any]: current = dictionary[component]
            case let dictionary as NSDictionary: current = dictionary[component]
            case let set as NSSet: current = set.allObjects.compactMap { Self.value(of: $0, keyPath: component) }
            case let set as NSOrderedSet: current = set.array.compactMap { Self.value(of: $0, keyPath: component) }
            case let array as [Any]: current = array.compactMap { Self.value(of: $0, keyPath: component) }
            default: return nil
            }
        }
        return current
    }

    /// Orders two values as a store would: nil first, numbers by value, strings by
    /// characters, dates by time.
    public static func compare(_ left: Any?, _ right: Any?, caseInsensitive: Bool = false) -> ComparisonResult {
        let left = ManagedValue.unwrap(left), right = ManagedValue.unwrap(right)
        switch (left, right) {
        case (nil, nil): return .orderedSame
        case (nil, _): return .orderedAscending
        case (_, nil): return .orderedDescending
        default: break
        }
        if let l = number(left), let r = number(right) { return l < r ? .orderedAscending : l > r ? .orderedDescending : .orderedSame }
        if let l = left as? String, let r = right as? String {
            return caseInsensitive ? l.caseInsensitiveCompare(r) : l.compare(r)
        }
        if let l = left as? Date, let r = right as? Date { return l.compare(r) }
        if let l = left as? UUID, let r = right as? UUID { return l.uuidString.compare(r.uuidString) }
        let l = "\(left!)", r = "\(right!)"
        return l.compare(r)
    }

    static func number(_ value: Any?) -> Double? {
        switch value {
        case let number as NSNumber: return number.doubleValue
        case let value as Int: return Double(value)
        case let value as Double: return value
        case let value as Float: return Double(value)
        case let value as Int16: return Double(value)
        case let value as Int32: return Double(value)
        case let value as Int64: return Double(value)
        case let value as Bool: return value ? 1 : 0
        default: return nil
        }
    }
}

/// An object of another SDK module that predicates and sort keys read by key (a RealmSwift
/// object): its properties' values, with to-many ones as arrays.
public protocol __LabPredicateKeyValues: AnyObject {
    func __labPredicateValue(forKey key: String) -> Any?
}
