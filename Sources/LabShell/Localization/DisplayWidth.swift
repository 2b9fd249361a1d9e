/// How many terminal columns text takes: CJK ideographs, kana, Hangul and full-width forms take
/// two (Unicode's East Asian Wide and Fullwidth ranges), everything else one. Enough for the
/// lab's own words in its languages; the drawings (`diagram`, `screen`) centre by it.
public enum DisplayWidth {
    public static func of(_ text: String) -> Int { text.reduce(0) { $0 + of($1) } }

    static func of(_ character: Character) -> Int {
        guard let scalar = character.unicodeScalars.first else { return 0 }
        return isWide(scalar.value) ? 2 : 1
    }

    static func isWide(_ value: UInt32) -> Bool {
        switch value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
             0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
             0xFFE0...0xFFE6, 0x20000...0x3FFFD:
            true
        default:
            false
        }
    }

    /// `text` with spaces after it up to `width` columns (none when it is as wide or wider).
    static func padded(_ text: String, to width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - of(text)))
    }
}

extension DisplayWidth {
    /// The longest start of `text` that fits in `columns`.
    static func prefix(_ text: String, columns: Int) -> String {
        var used = 0
        var result = ""
        for character in text {
            let width = of(character)
            if used + width > columns { break }
            used += width
            result.append(character)
        }
        return result
    }

    /// `text` cut or padded with spaces to exactly `columns` (as `padding(toLength:)` does by characters).
    static func fitted(_ text: String, to columns: Int) -> String {
        padded(prefix(text, columns: columns), to: columns)
    }
}
