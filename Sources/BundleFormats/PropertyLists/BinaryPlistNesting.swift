import Foundation

/// Checks a binary property list's structure (`bplist00`) before Foundation reads it:
/// Foundation's reader, and `PlistValue(foundation:)` after it, recurse once per level, so a
/// file of 100,000 nested arrays would run them out of stack; an array that holds itself has
/// no end at all. The objects are walked with a stack of their own, each measured once.
enum BinaryPlistNesting {
    /// Why the structure is refused, or nil when it is sound and no deeper than `limit`.
    static func problem(in data: Data, limit: Int) -> PlistProblem? {
        let bytes = [UInt8](data)
        guard bytes.count >= 40 else { return .binaryTooShort }
        let trailer = bytes.count - 32
        let offsetSize = Int(bytes[trailer + 6]), referenceSize = Int(bytes[trailer + 7])
        let count = integer(bytes, at: trailer + 8, size: 8), top = integer(bytes, at: trailer + 16, size: 8)
        let table = integer(bytes, at: trailer + 24, size: 8)
        guard (1...8).contains(offsetSize), (1...8).contains(referenceSize), count > 0, count <= bytes.count,
              top < count, table >= 8, table <= trailer, (trailer - table) / offsetSize >= count else {
            return .binaryTrailerDamaged
        }
        func offset(of object: Int) -> Int { integer(bytes, at: table + object * offsetSize, size: offsetSize) }
        /// An object's length (the count in its marker, or the integer after it) and where its
        /// contents start; nil for a damaged one.
        func lengthAndContents(at start: Int) -> (length: Int, position: Int)? {
            var length = Int(bytes[start] & 0x0F), position = start + 1
            if length == 0x0F {
                guard position < table, bytes[position] >> 4 == 0x1 else { return nil }
                let size = 1 << Int(bytes[position] & 0x0F)
                guard size <= 8, position + 1 + size <= table else { return nil }
                length = integer(bytes, at: position + 1, size: size)
                position += 1 + size
            }
            return (length, position)
        }
        // A UTF-16 string (marker 0x6) must be UTF-16: Foundation reads a lone surrogate as
        // something else instead of refusing it.
        for object in 0..<count {
            let start = offset(of: object)
            // A set: no property list file holds one, and Foundation's reader crashed the
            // process bridging one (found by Fuzz/run.sh).
            if start >= 8, start < table, bytes[start] >> 4 == 0xC {
                return .binaryHoldsSet(object: object)
            }
            guard start >= 8, start < table, bytes[start] >> 4 == 0x6 else { continue }
            guard let (length, position) = lengthAndContents(at: start), length >= 0, length <= (table - position) / 2 else {
                return .binaryObjectDamaged(object: object)
            }
            let units = (0..<length).map { UInt16(bytes[position + 2 * $0]) << 8 | UInt16(bytes[position + 2 * $0 + 1]) }
            var decoder = UTF16()
            var iterator = units.makeIterator()
            decoding: while true {
                switch decoder.decode(&iterator) {
                case .scalarValue: continue
                case .emptyInput: break decoding
                case .error: return .binaryStringNotUTF16(object: object)
                }
            }
        }
        /// The objects an array, set or dictionary refers to; nil for a damaged one.
        func references(of object: Int) -> [Int]? {
            let start = offset(of: object)
            guard start >= 8, start < table else { return nil }
            let kind = bytes[start] >> 4
            guard kind == 0xA || kind == 0xC || kind == 0xD else { return [] }
            guard let (length, position) = lengthAndContents(at: start) else { return nil }
            let total = kind == 0xD ? length * 2 : length
            guard length >= 0, total <= (table - position) / referenceSize else { return nil }
            return (0..<total).map { integer(bytes, at: position + $0 * referenceSize, size: referenceSize) }
        }
        // Depth-first, iteratively: 0 unseen, -1 on the path, else the object's depth.
        var depth = [Int](repeating: 0, count: count)
        var path: [(object: Int, children: [Int], next: Int, deepest: Int)] = []
        guard let first = references(of: top) else { return .binaryObjectDamaged(object: top) }
        path.append((top, first, 0, 0))
        depth[top] = -1
        while let last = path.last {
            if last.next == last.children.count {
                path.removeLast()
                let measured = last.deepest + 1
                depth[last.object] = measured
                if measured > limit { return .binaryNestsTooDeep(limit: limit) }
                if !path.isEmpty { path[path.count - 1].deepest = max(path[path.count - 1].deepest, measured) }
                continue
            }
            path[path.count - 1].next += 1
            let child = last.children[last.next]
            guard child < count else { return .binaryReferenceOutOfRange(object: child, count: count) }
            switch depth[child] {
            case -1: return .binaryObjectHoldsItself(object: child)
            case 0:
                guard let children = references(of: child) else { return .binaryObjectDamaged(object: child) }
                if path.count >= limit { return .binaryNestsTooDeep(limit: limit) }
                depth[child] = -1
                path.append((child, children, 0, 0))
            case let known: path[path.count - 1].deepest = max(path[path.count - 1].deepest, known)
            }
        }
        return nil
    }

    /// A big-endian unsigned integer of `size` bytes (clamped to Int's range).
    private static func integer(_ bytes: [UInt8], at position: Int, size: Int) -> Int {
        var value: UInt64 = 0
        for index in position..<(position + size) { value = value << 8 | UInt64(bytes[index]) }
        return value > UInt64(Int.max) ? Int.max : Int(value)
    }
}
