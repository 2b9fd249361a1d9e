/// A line of input as bytes, before it becomes text.
///
/// The front end reads bytes; this is where they are checked, so that a NUL byte or invalid
/// UTF-8 gets one clear error instead of being silently repaired into something else.
public enum InputLine {
    /// The line as text, or why it cannot be one.
    public static func decode(_ bytes: [UInt8]) -> Result<String, CommandError> {
        var bytes = bytes
        if bytes.last == UInt8(ascii: "\n") { bytes.removeLast() }
        if bytes.last == UInt8(ascii: "\r") { bytes.removeLast() }
        if bytes.count > maximumLength { return .failure(tooLong) }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            let offset = firstInvalidOffset(bytes)
            let byte = String(bytes[offset], radix: 16, uppercase: true)
            let hex = byte.count == 1 ? "0" + byte : byte
            return .failure(CommandError(tr("the line is not valid UTF-8 text (byte 0x%@ at byte %d); retype it with plain characters", hex, offset + 1)))
        }
        if let problem = controlCharacterProblem(text) { return .failure(problem) }
        return .success(text)
    }

    /// The longest line lab reads. A command is a few dozen bytes, a pasted push payload a few
    /// kilobytes (APNs takes 4 KB); a longer line is a mistake, refused at once, whole.
    public static let maximumLength = 65_536

    static var tooLong: CommandError {
        CommandError(tr("the line is longer than %d bytes; lab's commands are short (a long push payload goes in a file: push APP FILE)", maximumLength))
    }

    /// Refuses a line (from a transcript, which is read as text) past `maximumLength`.
    static func checkLength(_ line: String) throws(CommandError) {
        if line.utf8.count > maximumLength { throw tooLong }
    }

    /// A NUL byte or other control character (tab excepted) makes a line unusable: it cannot
    /// be shown, recorded in a transcript or passed to a command faithfully.
    static func controlCharacterProblem(_ text: String) -> CommandError? {
        for (index, scalar) in text.unicodeScalars.enumerated() {
            if scalar.value == 0 {
                return CommandError(tr("the line contains a NUL byte (character %d); retype it without control characters", index + 1))
            }
            if scalar.value < 0x20 && scalar != "\t" || scalar.value == 0x7F {
                let hex = String(scalar.value, radix: 16, uppercase: true)
                return CommandError(tr("the line contains control character 0x%@ (character %d); retype it without control characters", hex.count == 1 ? "0" + hex : hex, index + 1))
            }
        }
        return nil
    }

    /// How a line that could not be decoded is shown when echoed or recorded: invalid bytes
    /// become U+FFFD, control characters their `^X` spelling.
    public static func display(_ bytes: [UInt8]) -> String {
        var bytes = bytes
        if bytes.last == UInt8(ascii: "\n") { bytes.removeLast() }
        if bytes.count > maximumLength { bytes = Array(bytes.prefix(80)) + Array("…".utf8) }
        return visible(String(decoding: bytes, as: UTF8.self))
    }

    /// Control characters spelled `^@`, `^A`, … so a line can be shown on one line.
    public static func visible(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            if scalar.value < 0x20 && scalar != "\t" {
                out += "^" + String(UnicodeScalar(UInt8(scalar.value) + 0x40))
            } else if scalar.value == 0x7F {
                out += "^?"
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// A word as it appears in an error message: in double quotes, control characters visible.
    static func quoted(_ word: String) -> String {
        "\"" + visible(word) + "\""
    }

    private static func firstInvalidOffset(_ bytes: [UInt8]) -> Int {
        var index = 0
        while index < bytes.count {
            let lead = bytes[index]
            let length: Int
            switch lead {
            case 0x00...0x7F: length = 1
            case 0xC2...0xDF: length = 2
            case 0xE0...0xEF: length = 3
            case 0xF0...0xF4: length = 4
            default: return index
            }
            guard index + length <= bytes.count,
                  String(validating: bytes[index..<index + length], as: UTF8.self) != nil else { return index }
            index += length
        }
        return max(0, bytes.count - 1)
    }
}
