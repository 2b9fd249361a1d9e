import LabWire

/// How an app broke the wire protocol on its descriptors (fd 3 and 4), which only the
/// simulated SDK should touch: app code that writes to them, closes them or floods them.
enum WireMisuse: Equatable {
    /// A line that is not `hello`, `host …` or `return …`.
    case notAMessage(String)
    /// Its end of the channel closed while the process lived on.
    case closedChannel
    /// More than `WireChannel.maximumLineLength` bytes without a newline.
    case overlongLine

    /// A line that is not a message an app sends (`WireFrameCheck`), as the device reads it.
    static func check(_ message: WireMessage, validUTF8: Bool) -> WireMisuse? {
        WireFrameCheck.problem(in: message, validUTF8: validUTF8) == nil ? nil : .notAMessage(message.line)
    }

    /// The crash's reason.
    var reason: String {
        switch self {
        case let .notAMessage(line):
            let shown = line.count > 60 ? String(line.prefix(60)) + "…" : line
            return RuntimeWords.english(RuntimeWords.wroteNotAMessage, WireMisuse.quoted(shown))
        case .closedChannel:
            return RuntimeWords.closedChannel
        case .overlongLine:
            return RuntimeWords.english(RuntimeWords.overlongLine, String(WireChannel.maximumLineLength >> 20))
        }
    }

    /// In double quotes, with control characters and invalid bytes made visible.
    private static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\t": out += "\\t"
            case "\"": out += "\\\""
            case _ where scalar.value < 0x20 || scalar.value == 0x7F: out += "\\u{\(String(scalar.value, radix: 16))}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
