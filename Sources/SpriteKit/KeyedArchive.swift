import Foundation

/// A keyed archive in a binary property list (`bplist00`), as Xcode's scene editor writes
/// `.sks` files (NSKeyedArchiver). Foundation on Linux reads binary property lists but hides
/// the archive's object references (UIDs), so the file is read here: objects by index, each
/// decoded when asked for, nesting limited.
struct KeyedArchive {
    indirect enum Value {
        case string(String), int(Int), real(Double), bool(Bool), uid(Int), array([Value]), dictionary([String: Value]), other
    }

    let objects: [Value]
    let top: [String: Value]

    init?(_ data: Data) {
        let bytes = [UInt8](data)
        guard bytes.count >= 40, bytes.starts(with: Array("bplist00".utf8)) else { return nil }
        let trailer = bytes.count - 32
        let offsetSize = Int(bytes[trailer + 6]), referenceSize = Int(bytes[trailer + 7])
        let count = Self.integer(bytes, trailer + 8, 8), topIndex = Self.integer(bytes, trailer + 16, 8)
        let table = Self.integer(bytes, trailer + 24, 8)
        guard (1...8).contains(offsetSize), (1...8).contains(referenceSize), count > 0, topIndex < count,
              table >= 8, table <= trailer, (trailer - table) / offsetSize >= count else { return nil }
        let reader = Reader(bytes: bytes, table: table, offsetSize: offsetSize, referenceSize: referenceSize, count: count)
        guard case let .dictionary(root)? = reader.value(topIndex, depth: 0),
              case let .array(objects)? = root["$objects"], case let .dictionary(top)? = root["$top"] else { return nil }
        self.objects = objects
        self.top = top
    }

    /// A value, with a reference followed to the object it names.
    func resolve(_ value: Value?) -> Value? {
        if case let .uid(index)? = value { return index < objects.count ? objects[index] : nil }
        return value
    }

    func dictionary(_ value: Value?) -> [String: Value]? {
        if case let .dictionary(d)? = resolve(value) { return d }
        return nil
    }

    func string(_ value: Value?) -> String? {
        if case let .string(s)? = resolve(value) { return s }
        if let d = dictionary(value), case let .string(s)? = resolve(d["NS.string"]) { return s }
        return nil
    }

    func number(_ value: Value?) -> Double? {
        switch resolve(value) {
        case let .real(r)?: r
        case let .int(i)?: Double(i)
        case let .bool(b)?: b ? 1 : 0
        default: nil
        }
    }

    func bool(_ value: Value?) -> Bool? {
        if case let .bool(b)? = resolve(value) { return b }
        return number(value).map { $0 != 0 }
    }

    /// The archived class's name of an object (`SKSpriteNode`).
    func className(_ object: [String: Value]) -> String? {
        dictionary(object["$class"]).flatMap { string($0["$classname"]) }
    }

    /// An `NSArray`'s objects.
    func array(_ value: Value?) -> [Value] {
        if case let .array(items)? = resolve(value) { return items }
        if let d = dictionary(value), case let .array(items)? = d["NS.objects"] { return items }
        return []
    }

    /// An `NSDictionary`'s entries, by string key.
    func entries(_ value: Value?) -> [String: Value] {
        guard let d = dictionary(value), case let .array(keys)? = d["NS.keys"], case let .array(values)? = d["NS.objects"] else { return [:] }
        var entries: [String: Value] = [:]
        for (key, value) in zip(keys, values) { if let key = string(key) { entries[key] = value } }
        return entries
    }

    /// Numbers in a string such as `{512, 384}` or `{{0, 0}, {1024, 768}}` (an NSValue's point,
    /// size or rectangle, or a string the editor wrote).
    func numbers(_ value: Value?) -> [Double] {
        var text = string(value)
        if text == nil, let d = dictionary(value) {
            text = string(d["NS.pointval"]) ?? string(d["NS.sizeval"]) ?? string(d["NS.rectval"])
        }
        guard let text else { return [] }
        return text.split { !"0123456789.-e+".contains($0) }.compactMap { Double($0) }
    }

    /// Reads objects of the binary property list by index, each once (an object referred to
    /// from many places is shared, so a file cannot make the reading grow past its own size).
    private final class Reader {
        let bytes: [UInt8], table: Int, offsetSize: Int, referenceSize: Int, count: Int
        static let maximumDepth = 64
        private var decoded: [Int: Value] = [:]

        init(bytes: [UInt8], table: Int, offsetSize: Int, referenceSize: Int, count: Int) {
            (self.bytes, self.table, self.offsetSize, self.referenceSize, self.count) = (bytes, table, offsetSize, referenceSize, count)
        }

        func value(_ index: Int, depth: Int) -> Value? {
            if let known = decoded[index] { return known }
            decoded[index] = .other  // an object that contains itself reads as nothing there
            let read = decode(index, depth: depth)
            decoded[index] = read
            return read
        }

        private func decode(_ index: Int, depth: Int) -> Value? {
            guard index < count, depth < Self.maximumDepth else { return nil }
            let start = KeyedArchive.integer(bytes, table + index * offsetSize, offsetSize)
            guard start >= 8, start < table else { return nil }
            let marker = bytes[start], kind = marker >> 4, low = Int(marker & 0x0F)
            switch kind {
            case 0x0: return low == 8 ? .bool(false) : low == 9 ? .bool(true) : .other
            case 0x1:
                let size = 1 << low
                guard size <= 8, start + 1 + size <= table else { return nil }
                let raw = KeyedArchive.unsigned(bytes, start + 1, size)
                return .int(size == 8 ? Int(Int64(bitPattern: raw)) : Int(raw))
            case 0x2:
                let size = 1 << low
                guard size == 4 || size == 8, start + 1 + size <= table else { return nil }
                let raw = KeyedArchive.unsigned(bytes, start + 1, size)
                return .real(size == 4 ? Double(Float(bitPattern: UInt32(raw))) : Double(bitPattern: raw))
            case 0x5, 0x6:
                guard let (length, position) = lengthAndStart(start) else { return nil }
                let width = kind == 0x5 ? 1 : 2
                guard length >= 0, position + length * width <= table else { return nil }
                if kind == 0x5 { return .string(String(decoding: bytes[position..<position + length], as: UTF8.self)) }
                let units = (0..<length).map { UInt16(bytes[position + 2 * $0]) << 8 | UInt16(bytes[position + 2 * $0 + 1]) }
                return .string(String(decoding: units, as: UTF16.self))
            case 0x8:
                guard start + 2 + low <= table else { return nil }
                return .uid(Int(KeyedArchive.unsigned(bytes, start + 1, low + 1)))
            case 0xA, 0xD:
                guard let (length, position) = lengthAndStart(start) else { return nil }
                let total = kind == 0xD ? length * 2 : length
                guard length >= 0, position + total * referenceSize <= table else { return nil }
                let references = (0..<total).map { KeyedArchive.integer(bytes, position + $0 * referenceSize, referenceSize) }
                if kind == 0xA { return .array(references.map { value($0, depth: depth + 1) ?? .other }) }
                var dictionary: [String: Value] = [:]
                for item in 0..<length {
                    guard case let .string(key)? = value(references[item], depth: depth + 1) else { continue }
                    dictionary[key] = value(references[length + item], depth: depth + 1) ?? .other
                }
                return .dictionary(dictionary)
            default: return .other
            }
        }

        /// An object's count (in its marker or the integer after it) and where its contents start.
        private func lengthAndStart(_ start: Int) -> (Int, Int)? {
            let low = Int(bytes[start] & 0x0F)
            guard low == 0x0F else { return (low, start + 1) }
            guard start + 1 < table, bytes[start + 1] >> 4 == 0x1 else { return nil }
            let size = 1 << Int(bytes[start + 1] & 0x0F)
            guard size <= 8, start + 2 + size <= table else { return nil }
            return (KeyedArchive.integer(bytes, start + 2, size), start + 2 + size)
        }
    }

    static func unsigned(_ bytes: [UInt8], _ position: Int, _ size: Int) -> UInt64 {
        var value: UInt64 = 0
        for index in position..<min(bytes.count, position + size) { value = value << 8 | UInt64(bytes[index]) }
        return value
    }

    /// A big-endian count or offset (clamped to Int's range).
    static func integer(_ bytes: [UInt8], _ position: Int, _ size: Int) -> Int {
        let value = unsigned(bytes, position, size)
        return value > UInt64(Int.max) ? Int.max : Int(value)
    }
}
