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
            return "the app wrote \(WireMisuse.quoted(shown)) to the system's channel (file descriptor 4), which is not a message of the system's protocol; the system ended it"
        case .closedChannel:
            return "the app closed its channel to the system (file descriptor 3 or 4) and went on running; the system ended it"
        case .overlongLine:
            return "the app wrote more than \(WireChannel.maximumLineLength >> 20) MB to the system's channel (file descriptor 4) without a line break; the system ended it"
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
