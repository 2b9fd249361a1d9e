import Foundation

/// Writes property lists as XML in the layout Xcode writes them (tab indentation), with
/// dictionary keys sorted, so the same value always gives the same bytes.
///
/// Foundation's writer is not used: it can emit keys in hash order, and a build must be
/// byte-for-byte reproducible.
public enum PlistWriter {
    public static func xml(_ value: PlistValue) -> Data {
        var out = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">

        """
        write(value, indent: 0, into: &out)
        out += "</plist>\n"
        return Data(out.utf8)
    }

    private static func write(_ value: PlistValue, indent: Int, into out: inout String) {
        let pad = String(repeating: "\t", count: indent)
        switch value {
        case let .string(s): out += "\(pad)<string>\(escape(s))</string>\n"
        case let .integer(i): out += "\(pad)<integer>\(i)</integer>\n"
        case let .real(r): out += "\(pad)<real>\(r)</real>\n"
        case let .bool(b): out += "\(pad)<\(b ? "true" : "false")/>\n"
        case let .date(d):
            let formatter = ISO8601DateFormatter()
            out += "\(pad)<date>\(formatter.string(from: d))</date>\n"
        case let .data(bytes):
            out += "\(pad)<data>\n\(pad)\(Data(bytes).base64EncodedString())\n\(pad)</data>\n"
        case let .array(items):
            if items.isEmpty { out += "\(pad)<array/>\n"; return }
            out += "\(pad)<array>\n"
            for item in items { write(item, indent: indent + 1, into: &out) }
            out += "\(pad)</array>\n"
        case let .dictionary(dict):
            if dict.isEmpty { out += "\(pad)<dict/>\n"; return }
            out += "\(pad)<dict>\n"
            for key in dict.keys.sorted() {
                out += "\(pad)\t<key>\(escape(key))</key>\n"
                write(dict[key]!, indent: indent + 1, into: &out)
            }
            out += "\(pad)</dict>\n"
        }
    }

    private static func escape(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            default: result.append(character)
            }
        }
        return result
    }
}
