import Foundation

/// Realm's 12-byte object identifier. `generate()` counts up from 1 in each app process
/// (LifecycleLab reads no clock and no randomness), where Realm's mixes in the time.
public struct ObjectId: Hashable, Comparable, CustomStringConvertible, _Persistable, RealmCollectionValue, _PrimaryKey, _Indexable {
    public let stringValue: String

    nonisolated(unsafe) private static var generated: UInt64 = 0

    public static func generate() -> ObjectId {
        generated += 1
        return ObjectId(uncheckedHex: String(repeating: "0", count: 8) + String(format: "%016llx", generated))
    }

    public init() { self = Self.generate() }

    public init(string: String) throws {
        guard string.count == 24, string.allSatisfy(\.isHexDigit) else {
            throw Realm.Error(.fail, "Invalid Object ID string '\(string)': must be 24 hex digits")
        }
        self.init(uncheckedHex: string.lowercased())
    }

    private init(uncheckedHex: String) { stringValue = uncheckedHex }

    public static func _rlmDefaultValue() -> ObjectId { generate() }
    public var description: String { stringValue }
    public static func < (lhs: ObjectId, rhs: ObjectId) -> Bool { lhs.stringValue < rhs.stringValue }
}
