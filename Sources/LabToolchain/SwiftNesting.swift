/// How deep a Swift file's brackets nest, checked before SwiftParser sees the file: its
/// lookahead recurses once per bracket whatever its nesting limit, so a file of 10,000 nested
/// `[` ran the lab out of stack (a crash of the lab itself, not a build error), and it tries
/// each `[` as a type and as a literal, so its time doubles with each square bracket (24 of
/// them held the lab for minutes). Real code nests a few dozen brackets, square ones a few;
/// past the limits the file is refused with its line.
enum SwiftNesting {
    static let limit = 128
    /// Square brackets inside square brackets (`[[[Int]]]` is 3).
    static let squareLimit = 12

    /// The line where the nesting first passes `limit`, or nil. Comments and string literals
    /// are skipped roughly (a bracket in a string never counts towards the depth it opened).
    static func tooDeep(_ text: String) -> Int? {
        var depth = 0, line = 1
        var squares: [Int] = []  // the depth at which each open square bracket was opened
        var inLineComment = false, blockComments = 0, inString = false, escaped = false
        var previous: UInt8 = 0
        for byte in text.utf8 {
            defer { previous = byte }
            if byte == 0x0A {
                line += 1
                inLineComment = false
                if inString, !escaped { inString = false }
                escaped = false
                continue
            }
            if inLineComment { continue }
            if blockComments > 0 {
                if previous == UInt8(ascii: "*"), byte == UInt8(ascii: "/") { blockComments -= 1 }
                else if previous == UInt8(ascii: "/"), byte == UInt8(ascii: "*") { blockComments += 1 }
                continue
            }
            if inString {
                if escaped { escaped = false } else if byte == UInt8(ascii: "\\") { escaped = true } else if byte == UInt8(ascii: "\"") { inString = false }
                continue
            }
            switch byte {
            case UInt8(ascii: "/") where previous == UInt8(ascii: "/"): inLineComment = true
            case UInt8(ascii: "*") where previous == UInt8(ascii: "/"): blockComments = 1
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
                if depth > limit { return line }
                if byte == UInt8(ascii: "[") {
                    squares.append(depth)
                    if squares.count > squareLimit { return line }
                }
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                depth = max(0, depth - 1)
                while let last = squares.last, last > depth { squares.removeLast() }
            default: break
            }
        }
        return nil
    }

    static func message() -> BuildText {
        tr("brackets nest more than %d levels deep here (or square brackets more than %d); the file is damaged or generated (no hand-written Swift nests this deep), so it is not read", limit, squareLimit)
    }
}
