/// Lines folded to a terminal's width at word boundaries, for the REPL on a terminal only:
/// plain mode, `--record` and transcripts keep each line whole, so replays stay byte-exact.
///
/// Widths are display widths (`DisplayWidth`: a CJK character takes two columns); colour
/// escapes take none. A line breaks at a space (which is dropped) or between two wide
/// characters (Chinese has no spaces between words); a word wider than the line is cut. A
/// continuation keeps the line's indentation, so help's paragraphs and narration stay aligned.
/// Drawings (box-drawing characters: `diagram`, `screen`, `views`) are left as they are.
public enum TerminalWrap {
    public static func lines(_ lines: [String], width: Int) -> [String] {
        guard width >= 20 else { return lines }
        return lines.flatMap { wrap($0, width: width) }
    }

    static func wrap(_ line: String, width: Int) -> [String] {
        if columns(of: line) <= width || isDrawing(line) { return [line] }
        let indent = String(line.prefix { $0 == " " })
        let room = max(10, width - indent.count)
        var result: [String] = []
        var current = ""
        var currentColumns = 0
        for piece in pieces(of: String(line.dropFirst(indent.count))) {
            let pieceColumns = columns(of: piece.text)
            let gap = piece.spaceBefore && currentColumns > 0 ? 1 : 0
            if currentColumns > 0, currentColumns + gap + pieceColumns > room {
                result.append(indent + current)
                (current, currentColumns) = ("", 0)
            }
            if currentColumns > 0, gap == 1 { current += " "; currentColumns += 1 }
            var text = piece.text
            // A word wider than the whole line is cut where the line ends.
            while currentColumns + columns(of: text) > room {
                let (head, tail) = split(text, columns: room - currentColumns)
                result.append(indent + current + head)
                (current, currentColumns) = ("", 0)
                text = tail
            }
            current += text
            currentColumns += columns(of: text)
        }
        if !current.isEmpty || result.isEmpty { result.append(indent + current) }
        return result
    }

    /// The places a line may break: words after a space, and each wide character on its own
    /// (an opening bracket stays with what follows it, closing punctuation with what precedes it).
    private static func pieces(of text: String) -> [(text: String, spaceBefore: Bool)] {
        var pieces: [(text: String, spaceBefore: Bool)] = []
        var word = ""
        var spaceBefore = false
        var inEscape = false
        func flush() {
            if !word.isEmpty { pieces.append((word, spaceBefore)) }
            word = ""
            spaceBefore = false
        }
        for character in text {
            if inEscape {
                word.append(character)
                if character.isLetter { inEscape = false }
                continue
            }
            switch character {
            case "\u{1B}":
                word.append(character)
                inEscape = true
            case " ":
                flush()
                spaceBefore = true
            case _ where isClosing(character):
                if word.isEmpty, !spaceBefore, !pieces.isEmpty {
                    pieces[pieces.count - 1].text.append(character)
                } else {
                    word.append(character)
                    flush()
                }
            case _ where DisplayWidth.of(character) == 2:
                if let last = word.last, !isOpening(last) { flush() }
                word.append(character)
                if !isOpening(character) { flush() }
            default:
                word.append(character)
            }
        }
        flush()
        return pieces
    }

    private static func isClosing(_ character: Character) -> Bool { "，。、；：！？）」』】》".contains(character) }
    private static func isOpening(_ character: Character) -> Bool { "（「『【《".contains(character) }

    /// Display columns, colour escapes left out.
    static func columns(of text: String) -> Int {
        var total = 0
        var inEscape = false
        for character in text {
            if inEscape { if character.isLetter { inEscape = false }; continue }
            if character == "\u{1B}" { inEscape = true; continue }
            total += DisplayWidth.of(character)
        }
        return total
    }

    /// `text` cut after `columns` display columns (at least one character goes first).
    private static func split(_ text: String, columns: Int) -> (String, String) {
        var used = 0
        var index = text.startIndex
        while index < text.endIndex {
            let width = DisplayWidth.of(text[index])
            if used + width > columns, index > text.startIndex { break }
            used += width
            index = text.index(after: index)
        }
        return (String(text[..<index]), String(text[index...]))
    }

    private static func isDrawing(_ line: String) -> Bool {
        line.unicodeScalars.contains { (0x2500...0x257F).contains($0.value) }
    }
}
