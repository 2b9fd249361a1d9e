import Foundation

/// A type a `@Persisted` property or a `List` may hold.
public protocol _Persistable {
    /// The value a `@Persisted` property without an initial value starts with.
    static func _rlmDefaultValue() -> Self
}

/// What a `List` (or `Results`) may hold: the persistable types.
public protocol RealmCollectionValue {}

/// Types that may be a primary key (`@Persisted(primaryKey: true)`).
public protocol _PrimaryKey {}
/// Types that may be indexed (`@Persisted(indexed: true)`).
public protocol _Indexable {}

/// `@Persisted var title: String`: a property the realm stores. Setting one of a managed object
/// outside a write transaction raises, as on iOS; reading one of a deleted object raises.
@propertyWrapper
public struct Persisted<Value: _Persistable> {
    let storage: PersistedBox<Value>

    public init() { storage = PersistedBox(Value._rlmDefaultValue()) }
    public init(wrappedValue value: Value) { storage = PersistedBox(value) }

    @available(*, unavailable, message: "@Persisted can only be used as a property of a RealmSwift Object")
    public var wrappedValue: Value {
        get { fatalError() }
        set { fatalError() }
    }

    public static subscript<EnclosingSelf: ObjectBase>(_enclosingInstance observed: EnclosingSelf,
                                                      wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
                                                      storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Persisted<Value>>) -> Value {
        get {
            (observed as? Object)?.checkReadable()
            return observed[keyPath: storageKeyPath].storage.value
        }
        set {
            let object = observed as? Object
            if observed[keyPath: storageKeyPath].storage.value is ListBase {
                // Assigning a list replaces its elements (the list stays the object's own).
                (observed[keyPath: storageKeyPath].storage.value as? ListBase)?.replaceElements(with: (newValue as? ListBase)?.anyElements ?? [])
                return
            }
            object?.checkWritable()
            observed[keyPath: storageKeyPath].storage.value = newValue
            if let object { object.store?.adoptRelated(of: object) }
        }
    }
}

extension Persisted where Value: _PrimaryKey {
    public init(primaryKey: Bool) {
        self.init()
        storage.isPrimaryKey = primaryKey
    }
    public init(wrappedValue value: Value, primaryKey: Bool) {
        self.init(wrappedValue: value)
        storage.isPrimaryKey = primaryKey
    }
}

extension Persisted where Value: _Indexable {
    /// `indexed:` is a speed hint for large realms: LifecycleLab's are small, it changes nothing.
    public init(indexed: Bool) { self.init() }
    public init(wrappedValue value: Value, indexed: Bool) { self.init(wrappedValue: value) }
}

extension Persisted {
    /// `@Persisted(originProperty: "items") var lists: LinkingObjects<TodoList>`.
    public init<O: Object>(originProperty: String) where Value == LinkingObjects<O> {
        storage = PersistedBox(LinkingObjects(fromType: O.self, property: originProperty))
    }
}

/// Where a `@Persisted` property's value lives (a reference, so a mirror's copy reaches it).
final class PersistedBox<Value> {
    var value: Value
    var isPrimaryKey = false
    init(_ value: Value) { self.value = value }
}

/// A `@Persisted` property's storage as the schema and the realm file see it.
protocol PersistedStorage {
    var storedValue: Any { get }
    var valueType: Any.Type { get }
    var isPrimaryKey: Bool { get }
    /// Sets the value when `value` is of the property's type; false otherwise.
    func assign(_ value: Any?) -> Bool
}

extension Persisted: PersistedStorage {
    var storedValue: Any { storage.value }
    var valueType: Any.Type { Value.self }
    var isPrimaryKey: Bool { storage.isPrimaryKey }

    func assign(_ value: Any?) -> Bool {
        if let value = value as? Value {
            storage.value = value
            return true
        }
        if value == nil || value is NSNull, let none = Optional<Any>.none as Any as? Value {
            storage.value = none
            return true
        }
        if let number = value as? NSNumber, let converted = NumberConversion.convert(number, to: Value.self) {
            storage.value = converted
            return true
        }
        return false
    }
}

enum NumberConversion {
    static func convert<T>(_ number: NSNumber, to type: T.Type) -> T? {
        let converted: Any? = switch T.self {
        case is Int.Type, is Int?.Type: number.intValue
        case is Int8.Type, is Int8?.Type: number.int8Value
        case is Int16.Type, is Int16?.Type: number.int16Value
        case is Int32.Type, is Int32?.Type: number.int32Value
        case is Int64.Type, is Int64?.Type: number.int64Value
        case is Double.Type, is Double?.Type: number.doubleValue
        case is Float.Type, is Float?.Type: number.floatValue
        case is Bool.Type, is Bool?.Type: number.boolValue
        default: nil
        }
        return converted as? T
    }
}

// MARK: The persistable types

extension String: _Persistable, RealmCollectionValue, _PrimaryKey, _Indexable { public static func _rlmDefaultValue() -> String { "" } }
extension Bool: _Persistable, RealmCollectionValue, _Indexable { public static func _rlmDefaultValue() -> Bool { false } }
extension Int: _Persistable, RealmCollectionValue, _PrimaryKey, _Indexable { public static func _rlmDefaultValue() -> Int { 0 } }
extension Int8: _Persistable, RealmCollectionValue, _PrimaryKey, _Indexable { public static func _rlmDefaultValue() -> Int8 { 0 } }
extension Int16: _Persistable, RealmCollectionValue, _PrimaryKey, _Indexable { public static func _rlmDefaultValue() -> Int16 { 0 } }
extension Int32: _Persistable, RealmCollectionValue, _PrimaryKey, _Indexable { public static func _rlmDefaultValue() -> Int32 { 0 } }
extension Int64: _Persistable, RealmCollectionValue, _PrimaryKey, _Indexable { public static func _rlmDefaultValue() -> Int64 { 0 } }
extension Double: _Persistable, RealmCollectionValue { public static func _rlmDefaultValue() -> Double { 0 } }
extension Float: _Persistable, RealmCollectionValue { public static func _rlmDefaultValue() -> Float { 0 } }
extension Data: _Persistable, RealmCollectionValue { public static func _rlmDefaultValue() -> Data { Data() } }
/// A non-optional date starts at 1970-01-01 00:00:00 UTC, as Realm's does.
extension Date: _Persistable, RealmCollectionValue, _Indexable { public static func _rlmDefaultValue() -> Date { Date(timeIntervalSince1970: 0) } }
/// A non-optional UUID starts as all zeros (LifecycleLab reads no randomness).
extension UUID: _Persistable, RealmCollectionValue, _PrimaryKey, _Indexable {
    public static func _rlmDefaultValue() -> UUID { UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)) }
}
extension Optional: _Persistable, RealmCollectionValue where Wrapped: _Persistable {
    public static func _rlmDefaultValue() -> Wrapped? { nil }
}
extension Optional: _PrimaryKey where Wrapped: _PrimaryKey {}
extension Optional: _Indexable where Wrapped: _Indexable {}
extension Object: _Persistable, RealmCollectionValue {
    public static func _rlmDefaultValue() -> Self { Self() }
}

/// `enum Priority: Int, PersistableEnum`: stored as its raw value.
public protocol PersistableEnum: _Persistable, RealmCollectionValue, RawRepresentable, CaseIterable where RawValue: _Persistable {}

extension PersistableEnum {
    public static func _rlmDefaultValue() -> Self { allCases.first! }
}

extension PersistableEnum {
    /// The raw value the realm file keeps.
    public var _rlmStoredRawValue: Any { rawValue }
    public static var _rlmStoredRawType: Any.Type { RawValue.self }
    public static func _rlmFromStoredRawValue(_ raw: Any) -> Any? { (raw as? RawValue).flatMap(Self.init(rawValue:)) }
}
