import Foundation

/// Types a `RealmOptional` may hold.
public protocol RealmOptionalType: _Persistable {}
extension Int: RealmOptionalType {}
extension Int8: RealmOptionalType {}
extension Int16: RealmOptionalType {}
extension Int32: RealmOptionalType {}
extension Int64: RealmOptionalType {}
extension Double: RealmOptionalType {}
extension Float: RealmOptionalType {}
extension Bool: RealmOptionalType {}

/// A value property of an object declared as a `let` (`let age = RealmOptional<Int>()`,
/// `let rating = RealmProperty<Double?>()`): the realm reads and writes its `value`.
protocol ValueHolder: PersistedStorage, AnyObject {
    var owner: Object? { get set }
}

/// `let age = RealmOptional<Int>()`: an optional number or Boolean (older RealmSwift; 10 calls it `RealmProperty<Int?>`).
public final class RealmOptional<Value: RealmOptionalType>: ValueHolder {
    private var stored: Value?
    weak var owner: Object?

    public init(_ value: Value? = nil) { stored = value }

    public var value: Value? {
        get {
            owner?.checkReadable()
            return stored
        }
        set {
            owner?.checkWritable()
            stored = newValue
            if let owner { owner.store?.adoptRelated(of: owner) }
        }
    }

    var storedValue: Any { stored as Any }
    var valueType: Any.Type { Value?.self }
    var isPrimaryKey: Bool { false }
    func assign(_ value: Any?) -> Bool {
        if value == nil || value is NSNull { stored = nil; return true }
        if let value = value as? Value { stored = value; return true }
        if let optional = value as? Value? { stored = optional; return true }
        if let number = value as? NSNumber { stored = NumberConversion.convert(number, to: Value.self); return true }
        return false
    }
}

/// `let rating = RealmProperty<Double?>()`: a value property declared with `let`.
public final class RealmProperty<Value: _Persistable>: ValueHolder {
    private var stored: Value
    weak var owner: Object?

    public init() { stored = Value._rlmDefaultValue() }

    public var value: Value {
        get {
            owner?.checkReadable()
            return stored
        }
        set {
            owner?.checkWritable()
            stored = newValue
            if let owner { owner.store?.adoptRelated(of: owner) }
        }
    }

    var storedValue: Any { stored }
    var valueType: Any.Type { Value.self }
    var isPrimaryKey: Bool { false }
    func assign(_ value: Any?) -> Bool {
        if let value = value as? Value { stored = value; return true }
        if value == nil || value is NSNull, let none = Optional<Any>.none as Any as? Value { stored = none; return true }
        if let number = value as? NSNumber, let converted = NumberConversion.convert(number, to: Value.self) { stored = converted; return true }
        return false
    }
}
