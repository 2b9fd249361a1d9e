/// A value crossing between the device and an app process: what the engine passes to app
/// code and gets back (LabCore calls it `AppValue`) and what the wire carries.
///
/// Encoded as one tab-free token: `v` void, `n` nil, `t`/`f` booleans, `i42`, `d1.5`,
/// `s<text>` (backslash escapes for backslash, tab and newline), `o<id>:<class>` an object
/// the device knows, `c<id>` a closure the app handed over.
public enum WireValue: Equatable, Sendable {
    case void
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case object(ObjectRef)
    case closure(ClosureRef)

    public var token: String {
        switch self {
        case .void: "v"
        case .null: "n"
        case let .bool(value): value ? "t" : "f"
        case let .int(value): "i\(value)"
        case let .double(value): "d\(value)"
        case let .string(text): "s" + WireValue.escape(text)
        case let .object(ref): "o\(ref.id):\(ref.className)"
        case let .closure(ref): "c\(ref.id)"
        }
    }

    public init(token: Substring) {
        guard let first = token.first else { self = .void; return }
        let rest = token.dropFirst()
        switch first {
        case "n": self = .null
        case "t": self = .bool(true)
        case "f": self = .bool(false)
        case "i": self = Int(rest).map(WireValue.int) ?? .null
        case "d": self = Double(rest).map(WireValue.double) ?? .null
        case "s": self = .string(WireValue.unescape(rest))
        case "o":
            let parts = rest.split(separator: ":", maxSplits: 1)
            self = parts.count == 2 ? .object(ObjectRef(id: Int(parts[0]) ?? 0, className: String(parts[1]))) : .null
        case "c": self = Int(rest).map { .closure(ClosureRef(id: $0)) } ?? .null
        default: self = .void
        }
    }

    public var string: String? { if case let .string(text) = self { text } else { nil } }
    public var int: Int? { if case let .int(value) = self { value } else { nil } }
    public var bool: Bool? { if case let .bool(value) = self { value } else { nil } }
    public var double: Double? {
        switch self {
        case let .double(value): value
        case let .int(value): Double(value)
        default: nil
        }
    }
    public var objectID: Int? { object?.id }
    public var object: ObjectRef? { if case let .object(ref) = self { ref } else { nil } }
    public var closure: ClosureRef? { if case let .closure(ref) = self { ref } else { nil } }

    /// An object, or nil.
    public init(_ ref: ObjectRef?) { self = ref.map(WireValue.object) ?? .null }

    static func escape(_ text: String) -> String {
        guard text.contains(where: { $0 == "\\" || $0 == "\t" || $0 == "\n" || $0 == "\r" }) else { return text }
        var out = ""
        for character in text {
            switch character {
            case "\\": out += "\\\\"
            case "\t": out += "\\t"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            default: out.append(character)
            }
        }
        return out
    }

    static func unescape(_ text: Substring) -> String {
        guard text.contains("\\") else { return String(text) }
        var out = ""
        var escaping = false
        for character in text {
            if escaping {
                switch character {
                case "t": out += "\t"
                case "n": out += "\n"
                case "r": out += "\r"
                default: out.append(character)
                }
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else {
                out.append(character)
            }
        }
        return out
    }
}
