import Foundation

/// Where a file stops being UTF-8, so a reader can refuse it with a line and a byte offset
/// before handing it to a parser that would misread it (or, for FoundationXML, trap).
public enum UTF8Validation {
    /// The first byte that does not start a well-formed UTF-8 sequence (overlong forms and
    /// encoded surrogates included): its offset, its 1-based line, and up to four bytes from
    /// it in hexadecimal; nil when every byte is right.
    public static func firstInvalid(in data: Data) -> (offset: Int, line: Int, bytes: String)? {
        // The standard library's validation of contiguous bytes is many times faster than
        // decoding through Data's iterator; the slow walk below only runs to find the offset.
        let valid = data.withUnsafeBytes { String(validating: $0.bindMemory(to: UInt8.self), as: UTF8.self) != nil }
        if valid { return nil }
        var iterator = data.makeIterator()
        var decoder = UTF8()
        var offset = 0
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): offset += UTF8.width(scalar)
            case .emptyInput: return nil
            case .error:
                let line = data.prefix(offset).reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
                let bytes = data.dropFirst(offset).prefix(4).map { String(format: "%02x", $0) }.joined(separator: " ")
                return (offset, line, bytes)
            }
        }
    }
}
