@_spi(LifecycleLab) import UIKit
import Foundation

/// How attribute values are held: numbers and booleans as `NSNumber` (what `value(forKey:)`
/// answers on iOS), strings as `String`, dates, data, UUIDs and URLs as themselves.
enum ManagedValue {
    /// The value an attribute keeps for `value` as the app set it; nil stays nil.
    static func normalize(_ value: Any?, type: NSAttributeType) -> Any? {
        guard let value = unwrap(value) else { return nil }
        if type.isNumber {
            if type == .decimalAttributeType, let decimal = value as? NSDecimalNumber { return decimal }
            return number(from: value, type: type) ?? value
        }
        return value
    }

    static func number(from value: Any, type: NSAttributeType) -> NSNumber? {
        switch value {
        case let number as NSNumber: return number
        case let value as Bool: return NSNumber(value: value)
        case let value as Int: return NSNumber(value: value)
        case let value as Int16: return NSNumber(value: value)
        case let value as Int32: return NSNumber(value: value)
        case let value as Int64: return NSNumber(value: value)
        case let value as Double: return NSNumber(value: value)
        case let value as Float: return NSNumber(value: value)
        case let value as Decimal: return NSDecimalNumber(decimal: value)
        default: return nil
        }
    }

    /// `Optional<Any>` inside `Any` becomes nil or its wrapped value.
    static func unwrap(_ value: Any?) -> Any? {
        guard let value else { return nil }
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .optional {
            guard let child = mirror.children.first else { return nil }
            return unwrap(child.value)
        }
        if value is NSNull { return nil }
        return value
    }

    /// A model's `defaultValueString` read as its type.
    static func parseDefault(_ text: String, type: NSAttributeType) -> Any? {
        switch type {
        case .integer16AttributeType, .integer32AttributeType, .integer64AttributeType:
            return Int64(text).map { NSNumber(value: $0) }
        case .doubleAttributeType, .floatAttributeType: return Double(text).map { NSNumber(value: $0) }
        case .decimalAttributeType: return NSDecimalNumber(string: text)
        case .booleanAttributeType: return NSNumber(value: text == "YES" || text == "1" || text.lowercased() == "true")
        case .stringAttributeType: return text
        case .UUIDAttributeType: return UUID(uuidString: text)
        case .URIAttributeType: return URL(string: text)
        default: return nil
        }
    }

    /// Converts a held value to the type a property declares (`Int16`, `Bool?`, `NSNumber?`…).
    static func convert<T>(_ value: Any?, to type: T.Type) -> T? {
        guard let value = unwrap(value) else { return nil }
        if let direct = value as? T { return direct }
        if let optional = T.self as? OptionalProperty.Type {
            return optional.wrapping(value) as? T
        }
        guard let number = value as? NSNumber else { return nil }
        let converted: Any? = switch T.self {
        case is Int16.Type: number.int16Value
        case is Int32.Type: number.int32Value
        case is Int64.Type: number.int64Value
        case is Int.Type: number.intValue
        case is Double.Type: number.doubleValue
        case is Float.Type: number.floatValue
        case is Bool.Type: number.boolValue
        case is Decimal.Type: number.decimalValue
        default: nil
        }
        return converted as? T
    }

    /// The value a non-optional scalar property reads when nothing is set.
    static func zero<T>(_ type: T.Type) -> T? {
        let zero: Any? = switch T.self {
        case is Int16.Type: Int16(0)
        case is Int32.Type: Int32(0)
        case is Int64.Type: Int64(0)
        case is Int.Type: 0
        case is Double.Type: 0.0
        case is Float.Type: Float(0)
        case is Bool.Type: false
        case is Decimal.Type: Decimal(0)
        default: nil
        }
        return zero as? T
    }

    /// A value for the console (`description` of an object).
    static func text(_ value: Any?) -> String {
        guard let value = unwrap(value) else { return "nil" }
        switch value {
        case let string as String: return "\"\(string)\""
        case let object as NSManagedObject: return object.objectID.uriRepresentation().absoluteString
        case let set as NSSet: return "<relationship fault: \(set.count) object\(set.count == 1 ? "" : "s")>"
        case let set as NSOrderedSet: return "<relationship fault: \(set.count) object\(set.count == 1 ? "" : "s")>"
        case let data as Data: return "<\(data.count) bytes>"
        default: return "\(value)"
        }
    }
}

/// Lets `convert` reach through `Optional<Wrapped>` to the wrapped type.
protocol OptionalProperty {
    static func wrapping(_ value: Any) -> Any?
}

extension Optional: OptionalProperty {
    static func wrapping(_ value: Any) -> Any? {
        guard let wrapped = ManagedValue.convert(value, to: Wrapped.self) else { return nil }
        return Optional(wrapped) as Any
    }
}

// MARK: What generated entity classes and `@NSManaged` properties call

/// Reads a managed property (what `@NSManaged` does on iOS).
public func __labManagedGet<T>(_ object: NSManagedObject, _ key: String) -> T {
    let value = object.value(forKey: key)
    if let converted = ManagedValue.convert(value, to: T.self) { return converted }
    if let none = Optional<Any>.none as Any as? T { return none }
    if let zero = ManagedValue.zero(T.self) { return zero }
    AppRuntimeBridge.raise("NSInvalidArgumentException", "the value of \(object.entity.name ?? "?").\(key) (\(ManagedValue.text(value))) is not a \(T.self)")
}

/// Writes a managed property.
public func __labManagedSet<T>(_ object: NSManagedObject, _ key: String, _ value: T) {
    object.setValue(value, forKey: key)
}

/// `addToLabels(_:)`: one object, or a set of them.
public func __labManagedAdd(_ object: NSManagedObject, _ key: String, _ value: Any) {
    object.relationshipMembers(key, adding: ManagedValue.members(of: value))
}

/// `removeFromLabels(_:)`.
public func __labManagedRemove(_ object: NSManagedObject, _ key: String, _ value: Any) {
    object.relationshipMembers(key, removing: ManagedValue.members(of: value))
}

/// `insertIntoLabels(_:at:)` of an ordered relationship: one object or an array, at an
/// index or an index set.
public func __labManagedInsert(_ object: NSManagedObject, _ key: String, _ values: Any, at indexes: Any) {
    var members = object.orderedMembers(key)
    for (value, index) in zip(ManagedValue.members(of: values), ManagedValue.indexes(indexes)).sorted(by: { $0.1 < $1.1 }) {
        members.insert(value, at: min(index, members.count))
    }
    object.setValue(NSOrderedSet(array: members), forKey: key)
}

/// `removeFromLabels(at:)` of an ordered relationship.
public func __labManagedRemove(_ object: NSManagedObject, _ key: String, at indexes: Any) {
    var members = object.orderedMembers(key)
    for index in ManagedValue.indexes(indexes).sorted(by: >) where index < members.count { members.remove(at: index) }
    object.setValue(NSOrderedSet(array: members), forKey: key)
}

/// `replaceLabels(at:with:)` of an ordered relationship.
public func __labManagedReplace(_ object: NSManagedObject, _ key: String, at indexes: Any, with values: Any) {
    var members = object.orderedMembers(key)
    for (index, value) in zip(ManagedValue.indexes(indexes), ManagedValue.members(of: values)) where index < members.count {
        members[index] = value
    }
    object.setValue(NSOrderedSet(array: members), forKey: key)
}

extension ManagedValue {
    static func members(of value: Any) -> [NSManagedObject] {
        switch value {
        case let object as NSManagedObject: return [object]
        case let set as NSSet: return set.allObjects.compactMap { $0 as? NSManagedObject }
        case let set as NSOrderedSet: return set.array.compactMap { $0 as? NSManagedObject }
        case let array as [Any]: return array.compactMap { $0 as? NSManagedObject }
        case let set as Set<NSManagedObject>: return Array(set)
        default: return []
        }
    }

    static func indexes(_ value: Any) -> [Int] {
        switch value {
        case let index as Int: return [index]
        case let set as NSIndexSet: return Array(set)
        case let set as IndexSet: return Array(set)
        default: return []
        }
    }
}
