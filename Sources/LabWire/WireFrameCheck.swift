/// Whether a line an app wrote to its descriptor is one the simulated SDK writes: `hello` with
/// three fields, `host NAME VALUES…`, or `return VALUE`, every value a token of `WireValue`'s
/// forms. Anything else was written by app code (or a broken tool) and is not taken as a message,
/// however close it comes: a `return` whose value is `zzz` must not read as void.
public enum WireFrameCheck {
    /// What is wrong with `message` as an app's message; nil when it is well formed.
    /// `validUTF8` is false when the line's bytes were not UTF-8 (the SDK writes only Swift strings).
    public static func problem(in message: WireMessage, validUTF8: Bool) -> String? {
        guard validUTF8 else { return "its bytes are not UTF-8" }
        switch message.verb {
        case "hello":
            return message.fields.count == 3 ? nil : "hello takes 3 fields, not \(message.fields.count)"
        case "host":
            guard let name = message.fields.first, !name.isEmpty,
                  name.unicodeScalars.allSatisfy({ $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_") }) else {
                return "host names no call"
            }
            return message.fields.dropFirst().contains { !isValueToken(Substring($0)) } ? "a value is not a token of the protocol" : nil
        case "return":
            guard message.fields.count == 1 else { return "return takes one value, not \(message.fields.count)" }
            return isValueToken(Substring(message.fields[0])) ? nil : "its value is not a token of the protocol"
        default:
            return "\(message.verb.isEmpty ? "an empty line" : "the verb") is not one an app sends"
        }
    }

    /// A token as `WireValue.token` writes one.
    public static func isValueToken(_ token: Substring) -> Bool {
        guard let first = token.first else { return false }
        let rest = token.dropFirst()
        switch first {
        case "v", "n", "t", "f": return rest.isEmpty
        case "i", "c": return Int(rest) != nil
        case "d": return Double(rest) != nil
        case "s": return !endsInLoneBackslash(rest) && !rest.contains("\r")
        case "o":
            let parts = rest.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
            return parts.count == 2 && Int(parts[0]) != nil && !parts[1].isEmpty
        default: return false
        }
    }

    /// `WireValue.escape` doubles every backslash, so an odd run at the end is no escape.
    private static func endsInLoneBackslash(_ text: Substring) -> Bool {
        var count = 0
        for character in text.reversed() {
            guard character == "\\" else { break }
            count += 1
        }
        return count % 2 == 1
    }
}
