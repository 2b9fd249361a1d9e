@_spi(LifecycleLab) import UIKit

/// Values along a key path (`title`, `list.name`, `items.@count`) of managed objects and
/// dictionaries, and the comparison predicates filter with. RealmSwift's results sort and
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
        value.flatMap(SortValue.number)
    }
}

/// An object of another SDK module that predicates and sort keys read by key (a RealmSwift
/// object): its properties' values, with to-many ones as arrays.
public protocol __LabPredicateKeyValues: AnyObject {
    func __labPredicateValue(forKey key: String) -> Any?
}
