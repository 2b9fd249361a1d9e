import Foundation

/// Reads an old-style (OpenStep) property list, the format of Xcode's `project.pbxproj`:
/// `{ key = value; }` dictionaries, `( a, b, )` arrays, quoted or bare strings, `<hex>` data,
/// and `/* … */` or `//` comments. Unlike Foundation's reader it says which line is wrong and
/// what it expected there, and it refuses nesting deeper than `maximumDepth` instead of
/// running out of stack. Values come back as `[String: Any]`, `[Any]`, `String` and `[UInt8]`.
struct OldStylePlist {
    struct Failure: Error, Equatable {
        var line: Int
        /// What was expected and found, a catalog key with its arguments.
        var text: BuildText
        var message: String { text.english }

        init(line: Int, _ text: BuildText) {
            self.line = line
            self.text = text
        }

        /// A failure as its English reads (for tests).
        init(line: Int, message: String) { self.init(line: line, .verbatim(message)) }

        static func == (lhs: Failure, rhs: Failure) -> Bool { lhs.line == rhs.line && lhs.message == rhs.message }
    }

    /// Real project files nest about six levels; this is far past any of them.
    static let maximumDepth = 64

    static func parse(_ text: String) throws(Failure) -> Any {
        var reader = OldStylePlist(bytes: Array(text.utf8))
        let value = try reader.value(depth: 1)
        reader.skipSpace()
        if reader.position < reader.bytes.count {
            throw reader.failure(tr("expected the end of the file after the top-level value, found %@", reader.found))
        }
        return value
    }

    private let bytes: [UInt8]
    private var position = 0
    private var line = 1

    private init(bytes: [UInt8]) { self.bytes = bytes }

    private func failure(_ text: BuildText) -> Failure { Failure(line: line, text) }

    /// What is at the reading position, for messages.
    private var found: BuildText {
        guard position < bytes.count else { return tr("the end of the file") }
        let byte = bytes[position]
        return byte >= 0x21 && byte < 0x7F ? .verbatim("'\(Character(Unicode.Scalar(byte)))'") : tr("byte %@", String(format: "0x%02x", byte))
    }

    private mutating func value(depth: Int) throws(Failure) -> Any {
        if depth > Self.maximumDepth {
            throw failure(tr("dictionaries and arrays nest deeper than %d levels here", Self.maximumDepth))
        }
        skipSpace()
        guard position < bytes.count else { throw failure(tr("expected a value, found the end of the file")) }
        switch bytes[position] {
        case UInt8(ascii: "{"): return try dictionary(depth: depth)
        case UInt8(ascii: "("): return try array(depth: depth)
        case UInt8(ascii: "<"): return try data()
        case UInt8(ascii: "\""), UInt8(ascii: "'"): return try quoted()
        default:
            guard let bare = bareString() else {
                throw failure(tr("expected a value ('{', '(', '<', a quoted string or a word), found %@", found))
            }
            return bare
        }
    }

    private mutating func dictionary(depth: Int) throws(Failure) -> [String: Any] {
        let opened = line
        position += 1
        var result: [String: Any] = [:]
        while true {
            skipSpace()
            guard position < bytes.count else {
                throw failure(tr("the file ends inside the dictionary opened on line %d; expected '}'", opened))
            }
            if bytes[position] == UInt8(ascii: "}") { position += 1; return result }
            let key: String
            if bytes[position] == UInt8(ascii: "\"") || bytes[position] == UInt8(ascii: "'") { key = try quoted() }
            else if let bare = bareString() { key = bare }
            else { throw failure(tr("expected a key or '}' in the dictionary opened on line %d, found %@", opened, found)) }
            try expect("=", after: tr("the key %@", key))
            result[key] = try value(depth: depth + 1)
            try expect(";", after: tr("the value of %@", key))
        }
    }

    private mutating func array(depth: Int) throws(Failure) -> [Any] {
        let opened = line
        position += 1
        var result: [Any] = []
        while true {
            skipSpace()
            guard position < bytes.count else {
                throw failure(tr("the file ends inside the array opened on line %d; expected ')'", opened))
            }
            if bytes[position] == UInt8(ascii: ")") { position += 1; return result }
            result.append(try value(depth: depth + 1))
            skipSpace()
            guard position < bytes.count else { continue }
            if bytes[position] == UInt8(ascii: ",") { position += 1 }
            else if bytes[position] != UInt8(ascii: ")") {
                throw failure(tr("expected ',' or ')' in the array opened on line %d, found %@", opened, found))
            }
        }
    }

    private mutating func expect(_ character: Character, after what: BuildText) throws(Failure) {
        skipSpace()
        guard position < bytes.count, bytes[position] == character.asciiValue! else {
            throw failure(tr("expected '%@' after %@, found %@", String(character), what, found))
        }
        position += 1
    }

    private mutating func data() throws(Failure) -> [UInt8] {
        position += 1
        var digits: [UInt8] = []
        while position < bytes.count, bytes[position] != UInt8(ascii: ">") {
            let byte = bytes[position]
            if byte == 0x0A { line += 1 }
            if let digit = Self.hexValue(byte) { digits.append(digit) }
            else if byte != 0x20 && byte != 0x0A && byte != 0x09 && byte != 0x0D {
                throw failure(tr("expected hexadecimal digits or '>' in <data>, found %@", found))
            }
            position += 1
        }
        guard position < bytes.count else { throw failure(tr("the file ends inside <data>; expected '>'")) }
        position += 1
        guard digits.count % 2 == 0 else { throw failure(tr("<data> holds an odd number of hexadecimal digits")) }
        return stride(from: 0, to: digits.count, by: 2).map { digits[$0] << 4 | digits[$0 + 1] }
    }

    private mutating func quoted() throws(Failure) -> String {
        let quote = bytes[position]
        let opened = line
        position += 1
        var scalars: [UInt8] = []
        while position < bytes.count, bytes[position] != quote {
            var byte = bytes[position]
            if byte == 0x0A { line += 1 }
            if byte == UInt8(ascii: "\\"), position + 1 < bytes.count {
                position += 1
                switch bytes[position] {
                case UInt8(ascii: "n"): byte = 0x0A
                case UInt8(ascii: "t"): byte = 0x09
                case UInt8(ascii: "r"): byte = 0x0D
                case UInt8(ascii: "U"), UInt8(ascii: "u"):
                    let hex = bytes[(position + 1)...].prefix(4).compactMap(Self.hexValue)
                    guard hex.count == 4 else { throw failure(tr("expected four hexadecimal digits after \\U")) }
                    let value = hex.reduce(UInt32(0)) { $0 << 4 | UInt32($1) }
                    scalars += Array(String(Unicode.Scalar(value).map(Character.init) ?? "\u{FFFD}").utf8)
                    position += 5
                    continue
                default: byte = bytes[position]
                }
            }
            scalars.append(byte)
            position += 1
        }
        guard position < bytes.count else {
            throw failure(tr("the string opened on line %d is not closed; expected %@", opened, quote == 0x22 ? "'\"'" : "\"'\""))
        }
        position += 1
        return String(decoding: scalars, as: UTF8.self)
    }

    /// Letters, digits and `_$+/:.-` (the characters a bare word may hold), or nil if none.
    private mutating func bareString() -> String? {
        let start = position
        while position < bytes.count, Self.isBare(bytes[position]) { position += 1 }
        return position > start ? String(decoding: bytes[start..<position], as: UTF8.self) : nil
    }

    private static func isBare(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"): true
        case UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "+"), UInt8(ascii: "/"),
             UInt8(ascii: ":"), UInt8(ascii: "."), UInt8(ascii: "-"): true
        default: byte >= 0x80
        }
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    /// Skips white space and comments, counting lines.
    private mutating func skipSpace() {
        while position < bytes.count {
            let byte = bytes[position]
            if byte == 0x0A { line += 1; position += 1 }
            else if byte == 0x20 || byte == 0x09 || byte == 0x0D { position += 1 }
            else if byte == UInt8(ascii: "/"), position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "/") {
                while position < bytes.count, bytes[position] != 0x0A { position += 1 }
            } else if byte == UInt8(ascii: "/"), position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "*") {
                position += 2
                while position < bytes.count, !(bytes[position] == UInt8(ascii: "*") && position + 1 < bytes.count && bytes[position + 1] == UInt8(ascii: "/")) {
                    if bytes[position] == 0x0A { line += 1 }
                    position += 1
                }
                position = min(bytes.count, position + 2)
            } else { return }
        }
    }
}
