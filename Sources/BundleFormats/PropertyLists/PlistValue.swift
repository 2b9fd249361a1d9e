import Foundation

/// A property-list value, as Info.plist, compiled storyboards and CodeResources hold them.
///
/// Dictionaries keep no order of their own; everything that prints or writes one sorts keys,
/// so output is byte-stable.
public indirect enum PlistValue: Sendable, Equatable {
    case string(String)
    case integer(Int)
    case real(Double)
    case bool(Bool)
    case date(Date)
    case data([UInt8])
    case array([PlistValue])
    case dictionary([String: PlistValue])

    /// Converts what `PropertyListSerialization` returns.
    public init?(foundation value: Any) {
        switch value {
        case let s as String: self = .string(s)
        case let b as Bool where type(of: value) == Bool.self: self = .bool(b)
        case let n as NSNumber:
            // Foundation on Linux hands back integers and reals as NSNumber (and booleans as
            // Bool, caught above); `objCType` tells the kinds apart: c = bool, f/d = real.
            switch String(cString: n.objCType) {
            case "c", "B": self = .bool(n.boolValue)
            case "f", "d": self = .real(n.doubleValue)
            default: self = .integer(n.intValue)
            }
        case let d as Date: self = .date(d)
        case let d as Data: self = .data([UInt8](d))
        case let a as [Any]:
            var items: [PlistValue] = []
            for element in a {
                guard let item = PlistValue(foundation: element) else { return nil }
                items.append(item)
            }
            self = .array(items)
        case let d as [String: Any]:
            var dict: [String: PlistValue] = [:]
            for (key, element) in d {
                guard let item = PlistValue(foundation: element) else { return nil }
                dict[key] = item
            }
            self = .dictionary(dict)
        default: return nil
        }
    }

    /// The value as `PropertyListSerialization` takes it.
    public var foundation: Any {
        switch self {
        case let .string(s): s
        case let .integer(i): NSNumber(value: i)
        case let .real(r): NSNumber(value: r)
        case let .bool(b): NSNumber(value: b)
        case let .date(d): d
        case let .data(bytes): Data(bytes)
        case let .array(items): items.map(\.foundation)
        case let .dictionary(dict): dict.mapValues(\.foundation)
        }
    }

    public var string: String? { if case let .string(s) = self { s } else { nil } }
    public var bool: Bool? { if case let .bool(b) = self { b } else { nil } }
    public var integer: Int? { if case let .integer(i) = self { i } else { nil } }
    public var array: [PlistValue]? { if case let .array(a) = self { a } else { nil } }
    public var dictionary: [String: PlistValue]? { if case let .dictionary(d) = self { d } else { nil } }

    /// Looks up a dotted key path (`UIApplicationSceneManifest.UISceneConfigurations`);
    /// a numeric component indexes an array.
    public func value(atPath path: String) -> PlistValue? {
        var current: PlistValue? = self
        for component in path.split(separator: ".", omittingEmptySubsequences: false) {
            switch current {
            case let .dictionary(dict)?: current = dict[String(component)]
            case let .array(items)?:
                guard let index = Int(component), items.indices.contains(index) else { return nil }
                current = items[index]
            default: return nil
            }
        }
        return current
    }
}
