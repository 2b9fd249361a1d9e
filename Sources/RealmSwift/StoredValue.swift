import Foundation

/// A property's value as the realm file keeps it: typed, so that it reads back as the Swift type
/// the property declares; objects by their number in the file, lists as arrays.
enum StoredValue: Equatable, Codable {
    case null
    case string(String)
    case int(Int64)
    case double(Double)
    case bool(Bool)
    /// Seconds since 2001-01-01 (`timeIntervalSinceReferenceDate`).
    case date(Double)
    case data(Data)
    case uuid(String)
    case objectId(String)
    case object(Int)
    case list([StoredValue])

    private enum Key: String, CodingKey { case string, int, double, bool, date, data, uuid, objectId, object, list }

    func encode(to encoder: Encoder) throws {
        if case .null = self {
            var single = encoder.singleValueContainer()
            try single.encodeNil()
            return
        }
        var container = encoder.container(keyedBy: Key.self)
        switch self {
        case .null: break
        case let .string(value): try container.encode(value, forKey: .string)
        case let .int(value): try container.encode(value, forKey: .int)
        case let .double(value): try container.encode(value, forKey: .double)
        case let .bool(value): try container.encode(value, forKey: .bool)
        case let .date(value): try container.encode(value, forKey: .date)
        case let .data(value): try container.encode(value.base64EncodedString(), forKey: .data)
        case let .uuid(value): try container.encode(value, forKey: .uuid)
        case let .objectId(value): try container.encode(value, forKey: .objectId)
        case let .object(value): try container.encode(value, forKey: .object)
        case let .list(value): try container.encode(value, forKey: .list)
        }
    }

    init(from decoder: Decoder) throws {
        if let single = try? decoder.singleValueContainer(), single.decodeNil() { self = .null; return }
        let container = try decoder.container(keyedBy: Key.self)
        guard let key = container.allKeys.first else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "a value without its type"))
        }
        switch key {
        case .string: self = .string(try container.decode(String.self, forKey: key))
        case .int: self = .int(try container.decode(Int64.self, forKey: key))
        case .double: self = .double(try container.decode(Double.self, forKey: key))
        case .bool: self = .bool(try container.decode(Bool.self, forKey: key))
        case .date: self = .date(try container.decode(Double.self, forKey: key))
        case .data: self = .data(Data(base64Encoded: try container.decode(String.self, forKey: key)) ?? Data())
        case .uuid: self = .uuid(try container.decode(String.self, forKey: key))
        case .objectId: self = .objectId(try container.decode(String.self, forKey: key))
        case .object: self = .object(try container.decode(Int.self, forKey: key))
        case .list: self = .list(try container.decode([StoredValue].self, forKey: key))
        }
    }
}

/// Converts between Swift values and stored ones. `resolve` finds an object by its number when
/// a file is read; `number` gives an object's number (adding it to the realm if need be).
struct StoredValueCoding {
    var number: (Object) -> Int
    var resolve: (Int) -> Object?

    func encode(_ value: Any?) -> StoredValue {
        guard let value = unwrapped(value) else { return .null }
        switch value {
        case let value as String: return .string(value)
        case let value as Bool: return .bool(value)
        case let value as Int: return .int(Int64(value))
        case let value as Int8: return .int(Int64(value))
        case let value as Int16: return .int(Int64(value))
        case let value as Int32: return .int(Int64(value))
        case let value as Int64: return .int(value)
        case let value as Double: return .double(value)
        case let value as Float: return .double(Double(value))
        case let value as Date: return .date(value.timeIntervalSinceReferenceDate)
        case let value as Data: return .data(value)
        case let value as UUID: return .uuid(value.uuidString)
        case let value as ObjectId: return .objectId(value.stringValue)
        case let value as Object: return .object(number(value))
        case let value as ListBase: return .list(value.anyElements.map { encode($0) })
        case let value as any PersistableEnum: return encode(value._rlmStoredRawValue)
        case let value as NSNumber: return .double(value.doubleValue)
        default: return .string("\(value)")
        }
    }

    /// The stored value as `type` (the property's declared type), or nil when it cannot be one.
    func decode(_ stored: StoredValue, as type: Any.Type) -> Any? {
        if let optional = type as? OptionalValueType.Type {
            if case .null = stored { return optional.noneValue }
            guard let wrapped = decode(stored, as: optional.wrappedType) else { return optional.noneValue }
            return optional.wrap(wrapped)
        }
        if let enumType = type as? any PersistableEnum.Type {
            guard let raw = decode(stored, as: enumType._rlmStoredRawType) else { return nil }
            return enumType._rlmFromStoredRawValue(raw)
        }
        switch stored {
        case .null: return nil
        case let .string(value): return type == String.self ? value : nil
        case let .bool(value): return type == Bool.self ? value : nil
        case let .int(value):
            switch type {
            case is Int.Type: return Int(value)
            case is Int8.Type: return Int8(truncatingIfNeeded: value)
            case is Int16.Type: return Int16(truncatingIfNeeded: value)
            case is Int32.Type: return Int32(truncatingIfNeeded: value)
            case is Int64.Type: return value
            case is Double.Type: return Double(value)
            case is Float.Type: return Float(value)
            default: return nil
            }
        case let .double(value):
            switch type {
            case is Double.Type: return value
            case is Float.Type: return Float(value)
            case is Int.Type: return Int(value)
            default: return nil
            }
        case let .date(value): return type == Date.self ? Date(timeIntervalSinceReferenceDate: value) : nil
        case let .data(value): return type == Data.self ? value : nil
        case let .uuid(value): return type == UUID.self ? UUID(uuidString: value) : nil
        case let .objectId(value): return type == ObjectId.self ? (try? ObjectId(string: value)) : nil
        case let .object(number):
            guard let object = resolve(number), let objectType = type as? Object.Type, object.isKind(of: objectType) else { return nil }
            return object
        case .list: return nil
        }
    }

    func unwrapped(_ value: Any?) -> Any? {
        guard let value else { return nil }
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .optional {
            guard let child = mirror.children.first else { return nil }
            return unwrapped(child.value)
        }
        return value
    }
}

/// Reaches through `Optional<Wrapped>` to the wrapped type when reading a value back.
protocol OptionalValueType {
    static var wrappedType: Any.Type { get }
    static var noneValue: Any { get }
    static func wrap(_ value: Any) -> Any?
}

extension Optional: OptionalValueType {
    static var wrappedType: Any.Type { Wrapped.self }
    static var noneValue: Any { Optional<Wrapped>.none as Any }
    static func wrap(_ value: Any) -> Any? {
        guard let wrapped = value as? Wrapped else { return nil }
        return Optional(wrapped) as Any
    }
}
