import LabCore
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

    /// The crash's cause, as a fact (LabShell words it): a line that is not a message is kept
    /// to its first 60 characters.
    var fault: ProcessFault {
        switch self {
        case let .notAMessage(line): .wroteNotAMessage(line: line.count > 60 ? String(line.prefix(60)) + "…" : line)
        case .closedChannel: .closedChannel
        case .overlongLine: .overlongLine(megabytes: WireChannel.maximumLineLength >> 20)
        }
    }
}
