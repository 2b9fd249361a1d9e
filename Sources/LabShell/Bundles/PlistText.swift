import LabCore

/// Property lists as text, in the layout of `plutil -p` (keys sorted, arrays indexed), which
/// `plist` and `cat` print.
enum PlistText {
    static func render(_ value: PlistValue) -> String {
        var lines: [String] = []
        write(value, indent: 0, prefix: "", into: &lines)
        return lines.joined(separator: "\n")
    }

    private static func write(_ value: PlistValue, indent: Int, prefix: String, into lines: inout [String]) {
        let pad = String(repeating: "  ", count: indent)
        switch value {
        case let .dictionary(dict):
            guard !dict.isEmpty else { lines.append(pad + prefix + "{}"); return }
            lines.append(pad + prefix + "{")
            for key in dict.keys.sorted() {
                write(dict[key]!, indent: indent + 1, prefix: "\"\(key)\" => ", into: &lines)
            }
            lines.append(pad + "}")
        case let .array(items):
            guard !items.isEmpty else { lines.append(pad + prefix + "[]"); return }
            lines.append(pad + prefix + "[")
            for (index, item) in items.enumerated() {
                write(item, indent: indent + 1, prefix: "\(index) => ", into: &lines)
            }
            lines.append(pad + "]")
        default:
            lines.append(pad + prefix + scalar(value))
        }
    }

    /// One value on one line: strings quoted, data summarised.
    static func scalar(_ value: PlistValue) -> String {
        switch value {
        case let .string(s): "\"\(s.replacingOccurrences(of: "\n", with: "\\n"))\""
        case let .integer(i): "\(i)"
        case let .real(r): "\(r)"
        case let .bool(b): b ? "true" : "false"
        case let .date(d): "\(d)"
        case let .data(bytes): "{length = \(bytes.count), bytes = 0x\(bytes.prefix(16).map { hex($0) }.joined())\(bytes.count > 16 ? "…" : "")}"
        case let .array(items): "[\(items.count) items]"
        case let .dictionary(dict): "{\(dict.count) keys}"
        }
    }

    static func hex(_ byte: UInt8) -> String {
        let digits = Array("0123456789abcdef")
        return String([digits[Int(byte >> 4)], digits[Int(byte & 0x0f)]])
    }
}
