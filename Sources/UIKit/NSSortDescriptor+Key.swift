import Foundation

/// `NSSortDescriptor(key:ascending:)` and its `selector:` and `comparator:` forms, which
/// swift-corelibs-foundation leaves out (it has no key-value coding). UIKit owns them, beside
/// key-value coding (KeyValueCoding.swift), so that every app file sees one declaration: those
/// of the SDK's other modules (Core Data's fetch requests) are this one.
///
/// The descriptor stands on a key path to the whole element, and its comparison reads `key`
/// of each element as `value(forKeyPath:)` does: an NSObject's `@objc` properties, a managed
/// object's attributes, a dictionary's values. Sorting with it (`NSArray.sortedArray(using:)`,
/// `NSMutableArray.sort(using:)`, a fetch request) works wherever key-value coding does; an
/// element that has no such key raises `NSUnknownKeyException`, as iOS does.
extension NSSortDescriptor {
    public convenience init(key: String?, ascending: Bool) {
        self.init(key: key, ascending: ascending, selector: nil)
    }

    /// `selector:` names how two values compare (`compare:`, `caseInsensitiveCompare:`,
    /// `localizedCompare:`, `localizedCaseInsensitiveCompare:`, `localizedStandardCompare:`).
    public convenience init(key: String?, ascending: Bool, selector: Selector?) {
        let comparison = SortComparison(selector: selector)
        self.init(keyPath: SortKeyPath.element, ascending: ascending) { left, right in
            comparison.compare(SortKeyPath.value(of: left, key: key), SortKeyPath.value(of: right, key: key))
        }
        SortKeyPath.remember(key, of: self)
    }

    /// The comparator gets the two values at `key` (`NSNull()` for nil).
    public convenience init(key: String?, ascending: Bool, comparator cmptr: @escaping Comparator) {
        self.init(keyPath: SortKeyPath.element, ascending: ascending) { left, right in
            cmptr(SortKeyPath.value(of: left, key: key) ?? NSNull(), SortKeyPath.value(of: right, key: key) ?? NSNull())
        }
        SortKeyPath.remember(key, of: self)
    }

    /// The key a descriptor made with `key:` sorts by; nil for one made with a Swift key path.
    public var key: String? { SortKeyPath.key(of: self) }
}

/// Reading a sort key of an element, and the keys the descriptors were made with.
enum SortKeyPath {
    /// The whole element: the comparison reads the key itself.
    static let element: KeyPath<Any, Any> = \Any.self

    private struct Entry {
        weak var descriptor: NSSortDescriptor?
        var key: String?
    }

    nonisolated(unsafe) private static var keys: [ObjectIdentifier: Entry] = [:]

    static func remember(_ key: String?, of descriptor: NSSortDescriptor) {
        // Descriptors that are gone leave their entries behind; sweep them now and then.
        if keys.count >= 64 && keys.count.isMultiple(of: 64) { keys = keys.filter { $0.value.descriptor != nil } }
        keys[ObjectIdentifier(descriptor)] = Entry(descriptor: descriptor, key: key)
    }

    static func key(of descriptor: NSSortDescriptor) -> String? {
        guard let entry = keys[ObjectIdentifier(descriptor)], entry.descriptor === descriptor else { return nil }
        return entry.key
    }

    /// `value(forKeyPath: key)` of an element (the element itself for a nil key), nil for
    /// a nil or `NSNull` value.
    static func value(of element: Any, key: String?) -> Any? {
        guard let key, !key.isEmpty else { return SortValue.unwrap(element) }
        var current: Any? = element
        var components = key.split(separator: ".", omittingEmptySubsequences: false)[...]
        while let component = components.popFirst() {
            guard let value = SortValue.unwrap(current) else { return nil }
            switch value {
            case let object as KeyValueCodingOfItsOwn:
                // A managed object answers the rest of the path (`list.name`, `items.@count`).
                return SortValue.unwrap(object.ownValue(forKeyPath: ([component] + components).joined(separator: ".")))
            case let dictionary as [AnyHashable: Any]: current = dictionary[String(component)]
            case let dictionary as NSDictionary: current = dictionary[String(component)]
            case let object as NSObject: current = KeyValueCoding.value(forKey: String(component), on: object)
            default:
                AppRuntimeBridge.raise("NSUnknownKeyException", "[<\(String(describing: type(of: value)))> valueForUndefinedKey:]: "
                    + "this class is not key value coding-compliant for the key \(component).")
            }
        }
        return SortValue.unwrap(current)
    }
}

/// How two sort values compare, by the descriptor's selector: nil before any value, numbers
/// by value, strings by the selector, other values of one Comparable type by `<`.
struct SortComparison {
    enum Strings {
        case literal, caseInsensitive, localized, localizedCaseInsensitive, localizedStandard
    }

    let strings: Strings

    init(selector: Selector?) {
        var name = selector?.name ?? "compare:"
        // `#selector(NSString.localizedStandardCompare(_:))` names its class.
        if let open = name.firstIndex(of: "("), let dot = name[..<open].lastIndex(of: ".") { name = String(name[name.index(after: dot)...]) }
        switch Selector(name).objectiveCName {
        case "caseInsensitiveCompare:": strings = .caseInsensitive
        case "localizedCompare:": strings = .localized
        case "localizedCaseInsensitiveCompare:": strings = .localizedCaseInsensitive
        case "localizedStandardCompare:": strings = .localizedStandard
        case "compare:": strings = .literal
        case let other:
            print("[LifecycleLab] LifecycleLab does not simulate sorting by the selector \(other) yet: values are compared with compare:")
            strings = .literal
        }
    }

    /// The device's locale, for the localized comparisons (**choice**: every device speaks en_US).
    private static let locale = Locale(identifier: "en_US")

    func compare(_ left: Any?, _ right: Any?) -> ComparisonResult {
        guard let left else { return right == nil ? .orderedSame : .orderedAscending }
        guard let right else { return .orderedDescending }
        if let l = SortValue.number(left), let r = SortValue.number(right) { return l < r ? .orderedAscending : l > r ? .orderedDescending : .orderedSame }
        if let l = SortValue.string(left), let r = SortValue.string(right) { return compare(l, r) }
        if let l = left as? any Comparable, let order = SortValue.compare(l, right) { return order }
        AppRuntimeBridge.raise("NSInvalidArgumentException", "-[\(String(describing: type(of: left))) compare:]: unrecognized selector sent to instance")
    }

    private func compare(_ left: String, _ right: String) -> ComparisonResult {
        switch strings {
        case .literal: return left.compare(right)
        case .caseInsensitive: return left.compare(right, options: .caseInsensitive)
        case .localized: return left.compare(right, options: [], range: nil, locale: Self.locale)
        case .localizedCaseInsensitive: return left.compare(right, options: .caseInsensitive, range: nil, locale: Self.locale)
        case .localizedStandard: return left.compare(right, options: [.caseInsensitive, .numeric], range: nil, locale: Self.locale)
        }
    }
}

/// The kinds of values sort descriptors compare (Core Data's predicates and sorts too).
@_spi(LifecycleLab) public enum SortValue {
    /// The value inside optionals, nil for none or `NSNull`.
    static func unwrap(_ value: Any?) -> Any? {
        guard let value else { return nil }
        if let optional = value as? OptionalSortValue { return unwrap(optional.wrappedSortValue) }
        return value is NSNull ? nil : value
    }

    public static func number(_ value: Any) -> Double? {
        switch value {
        case let number as NSNumber: return number.doubleValue
        case let value as Int: return Double(value)
        case let value as Double: return value
        case let value as Float: return Double(value)
        case let value as CGFloat: return Double(value)
        case let value as Int16: return Double(value)
        case let value as Int32: return Double(value)
        case let value as Int64: return Double(value)
        case let value as UInt: return Double(value)
        case let value as Bool: return value ? 1 : 0
        default: return nil
        }
    }

    static func string(_ value: Any) -> String? {
        switch value {
        case let string as String: return string
        case let string as NSString: return string as String
        case let string as Substring: return String(string)
        default: return nil
        }
    }

    /// `left < right` when both are of `left`'s Comparable type (dates, UUIDs, index paths).
    static func compare<Value: Comparable>(_ left: Value, _ right: Any) -> ComparisonResult? {
        guard let right = right as? Value else { return nil }
        return left < right ? .orderedAscending : right < left ? .orderedDescending : .orderedSame
    }
}

private protocol OptionalSortValue {
    var wrappedSortValue: Any? { get }
}

extension Optional: OptionalSortValue {
    fileprivate var wrappedSortValue: Any? { self.map { $0 as Any } }
}
