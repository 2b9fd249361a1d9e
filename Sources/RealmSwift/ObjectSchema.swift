@_spi(LifecycleLab) import UIKit
import Foundation

/// What the realm persists of a model class, found as Realm finds it on iOS: `@Persisted`
/// properties, `List` properties, and `@objc` properties (those the key-value coding the build
/// adds answers), less `ignoredProperties()`; `LinkingObjects` are computed, not stored.
final class ObjectSchema {
    enum Kind { case persisted, objc, list }

    struct Property {
        var name: String
        var kind: Kind
        /// The type the class declares (`String`, `Date?`, `List<Item>`…).
        var type: Any.Type
    }

    let type: Object.Type
    let className: String
    private(set) var properties: [Property] = []
    private(set) var linking: [String] = []
    private(set) var primaryKey: String?

    nonisolated(unsafe) private static var schemas: [ObjectIdentifier: ObjectSchema] = [:]
    nonisolated(unsafe) private static var building: Set<ObjectIdentifier> = []

    static func of(_ type: Object.Type) -> ObjectSchema {
        if let known = schemas[ObjectIdentifier(type)] { return known }
        let schema = ObjectSchema(type)
        schemas[ObjectIdentifier(type)] = schema
        return schema
    }

    /// The class's name without its module (`Item`), as Realm names classes.
    static func name(of type: AnyClass) -> String {
        let full = String(reflecting: type)
        return full.split(separator: ".").last.map(String.init) ?? full
    }

    private init(_ type: Object.Type) {
        self.type = type
        className = Self.name(of: type)
        let prototype = type.init()
        let ignored = Set(type.ignoredProperties())
        for (label, value) in Self.storedChildren(of: prototype) {
            if label.hasPrefix("$") { continue }
            if label.hasPrefix("_"), let persisted = value as? PersistedStorage {
                let name = String(label.dropFirst())
                if persisted.storedValue is LinkingObjectsBase { linking.append(name); continue }
                if ignored.contains(name) { continue }
                properties.append(Property(name: name, kind: persisted.storedValue is ListBase ? .list : .persisted, type: persisted.valueType))
                if persisted.isPrimaryKey { primaryKey = name }
            } else if let holder = value as? ValueHolder {
                if !ignored.contains(label) { properties.append(Property(name: label, kind: .persisted, type: holder.valueType)) }
            } else if value is ListBase {
                if !ignored.contains(label) { properties.append(Property(name: label, kind: .list, type: Swift.type(of: value))) }
            } else if value is LinkingObjectsBase {
                linking.append(label)
            } else if !ignored.contains(label), prototype.__labGetValue(forKey: label).found {
                properties.append(Property(name: label, kind: .objc, type: Swift.type(of: value)))
            }
        }
        if primaryKey == nil, let key = type.primaryKey() { primaryKey = key }
    }

    /// The stored properties of an object's app classes, superclasses' first (as declared).
    static func storedChildren(of object: Object) -> [(String, Any)] {
        var mirrors: [Mirror] = []
        var mirror: Mirror? = Mirror(reflecting: object)
        while let current = mirror, current.subjectType != Object.self, current.subjectType != EmbeddedObject.self,
              current.subjectType != ObjectBase.self, current.subjectType != NSObject.self {
            mirrors.insert(current, at: 0)
            mirror = current.superclassMirror
        }
        return mirrors.flatMap { $0.children.compactMap { child in child.label.map { ($0, child.value) } } }
    }

    /// A `@Persisted` property's storage, a `List` or `LinkingObjects` property, by name.
    static func ownedStorage(_ key: String, of object: Object) -> Any? {
        var mirror: Mirror? = Mirror(reflecting: object)
        while let current = mirror {
            for child in current.children {
                if child.label == "_" + key, let persisted = child.value as? PersistedStorage { return persisted }
                if child.label == key, child.value is ListBase || child.value is LinkingObjectsBase || child.value is ValueHolder { return child.value }
            }
            mirror = current.superclassMirror
        }
        return nil
    }

    func property(_ name: String) -> Property? { properties.first { $0.name == name } }

    /// Object's own key-value coding: a `@Persisted` property's value, a list, linking objects.
    static func ownedProperty(_ key: String, of object: Object) -> Any?? {
        switch Self.ownedStorage(key, of: object) {
        case let persisted as PersistedStorage:
            object.checkReadable()
            return .some(persisted.storedValue)
        case let value?: return .some(value)
        case nil: return nil
        }
    }

    /// Sets a `@Persisted` property or replaces a list's elements; false when `key` is neither.
    static func setOwnedProperty(_ key: String, _ value: Any?, of object: Object) -> Bool {
        switch ownedStorage(key, of: object) {
        case let persisted as PersistedStorage:
            if let list = persisted.storedValue as? ListBase {
                list.replaceElements(with: elements(of: value))
                return true
            }
            object.checkWritable()
            guard persisted.assign(value) else { return true }
            object.store?.adoptRelated(of: object)
            return true
        case let list as ListBase:
            list.replaceElements(with: elements(of: value))
            return true
        default: return false
        }
    }

    static func elements(of value: Any?) -> [Any] {
        switch value {
        case let list as ListBase: return list.anyElements
        case let array as [Any]: return array
        case let array as NSArray: return array.map { $0 }
        default: return []
        }
    }

    /// `Object(value:)` and `create(_:value:)`: a dictionary's values by name, or an array's in
    /// the order of the class's properties.
    static func assign(_ value: Any, to object: Object) {
        let schema = of(Swift.type(of: object))
        if let dictionary = value as? [String: Any] {
            for property in schema.properties { if let item = dictionary[property.name] { object.setValue(item, forKey: property.name) } }
        } else if let array = value as? [Any] {
            for (property, item) in zip(schema.properties, array) { object.setValue(item, forKey: property.name) }
        } else if let other = value as? Object {
            for property in schema.properties { object.setValue(other.value(forKey: property.name), forKey: property.name) }
        }
    }

    /// Realm's description of an object: `Item {` then `title = Milk;` per property, `}`.
    static func describe(_ object: Object, indent: String) -> String {
        let schema = of(Swift.type(of: object))
        if object.deleted { return "[invalid object]" }
        var lines = ["\(schema.className) {"]
        for property in schema.properties {
            lines.append("\(indent)\t\(property.name) = \(describe(object.__labGetValue(forKey: property.name).value, indent: indent + "\t"));")
        }
        lines.append(indent + "}")
        return lines.joined(separator: "\n")
    }

    static func describe(_ value: Any?, indent: String) -> String {
        let coding = StoredValueCoding(number: { $0.objectNumber }, resolve: { _ in nil })
        guard let value = coding.unwrapped(value) else { return "(null)" }
        switch value {
        case let object as Object: return describe(object, indent: indent)
        case let list as ListBase:
            let items = list.anyElements.enumerated().map { "\(indent)\t[\($0.offset)] \(describe($0.element, indent: indent + "\t"))" }
            return "List<\(list.elementTypeName)> (\n" + items.joined(separator: ",\n") + (items.isEmpty ? "" : "\n") + indent + ")"
        case let flag as Bool: return flag ? "1" : "0"
        default: return "\(value)"
        }
    }
}
