/// Splits a command line into words the way a shell does, simplified:
///
/// - spaces and tabs separate words (a no-break space counts as a space);
/// - `"…"` keeps spaces; inside it `\"` and `\\` stand for `"` and `\`;
/// - `'…'` keeps everything literally;
/// - outside quotes, `\` makes the next character ordinary (`Empty\ Window`);
/// - a line whose first non-blank character is `#` is a comment and runs nothing.
public enum Tokenizer {
    /// The words of `line`, or a one-line error for quotes left open or a trailing backslash.
    public static func words(_ line: String) throws(CommandError) -> [String] {
        let scan = scan(line)
        if let quote = scan.openQuote {
            throw CommandError(tr("unbalanced %@ quote starting at column %@; close it with %@ (or write \\%@ for the character itself)", "\(quote)", "\(scan.openQuoteColumn)", "\(quote)", "\(quote)"))
        }
        if scan.danglingBackslash {
            throw CommandError(tr("the line ends with a lone backslash; write \\\\ for a backslash"))
        }
        if let problem = InputLine.controlCharacterProblem(line) { throw problem }
        return scan.words + (scan.inWord ? [scan.current] : [])
    }

    /// The invocation a line asks for, or nil for a blank line or a comment.
    public static func invocation(from line: String) throws(CommandError) -> Invocation? {
        if isBlankOrComment(line) { return nil }
        let words = try words(line)
        guard let name = words.first else { return nil }
        return Invocation(name: name, arguments: Array(words.dropFirst()), line: line)
    }

    /// `line` with a book's curly double quotes “ ” made straight, when that changes its words
    /// (the curly ones were meant as quotes); nil otherwise, and nil for a line that quotes with
    /// straight quotes already (`quick-action Notes "Open “Groceries”"`: the curly ones are text).
    static func straightQuoted(_ line: String) -> String? {
        guard line.contains("“") || line.contains("”"), !line.contains("\""), !line.contains("'") else { return nil }
        let straight = line.replacingOccurrences(of: "“", with: "\"").replacingOccurrences(of: "”", with: "\"")
        guard let words = try? Tokenizer.words(straight), words != (try? Tokenizer.words(line)) else { return nil }
        return straight
    }

    public static func isBlankOrComment(_ line: String) -> Bool {
        let trimmed = line.drop { $0 == " " || $0 == "\t" }
        return trimmed.isEmpty || trimmed.hasPrefix("#")
    }

    /// The state of a line cut at the cursor, for completion: the finished words before the
    /// cursor, and the word being typed (unquoted so far), with the quote it is inside, if any.
    public static func partial(_ prefix: String) -> PartialLine {
        let scan = scan(prefix)
        return PartialLine(words: scan.words, current: scan.current, openQuote: scan.openQuote,
                           currentStart: scan.inWord ? scan.wordStart : prefix.count)
    }

    /// Writes `word` so that `words(_:)` reads it back as one word: bare when it has no
    /// special characters, otherwise in double quotes.
    public static func quote(_ word: String) -> String {
        let special: Set<Character> = [" ", "\t", "\"", "'", "\\", "#"]
        if !word.isEmpty, !word.contains(where: special.contains) { return word }
        var out = "\""
        for character in word {
            if character == "\"" || character == "\\" { out.append("\\") }
            out.append(character)
        }
        return out + "\""
    }

    private struct Scan {
        var words: [String] = []
        var current = ""
        var inWord = false
        /// Character offset where the current word began (its opening quote, if any).
        var wordStart = 0
        var openQuote: Character?
        var openQuoteColumn = 0
        var danglingBackslash = false
    }

    private static let noBreakSpaces: Set<Character> = ["\u{A0}", "\u{2007}", "\u{202F}"]

    private static func scan(_ line: String) -> Scan {
        var scan = Scan()
        var escaping = false
        for (offset, typed) in line.enumerated() {
            // The character as one ASCII byte, or nil for any other; a no-break space, pasted from
            // a web page or a PDF, looks like a space and is read as one. (Comparing bytes, not
            // Characters: every command line passes here.)
            let byte: UInt8? = typed.asciiValue ?? (noBreakSpaces.contains(typed) ? UInt8(ascii: " ") : nil)
            let character: Character = byte == UInt8(ascii: " ") ? " " : typed
            let blank = byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
            if !scan.inWord && !escaping && !blank { scan.wordStart = offset }
            if escaping {
                if scan.openQuote == "\"" && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\") {
                    scan.current.append("\\")
                }
                scan.current.append(character)
                escaping = false
                continue
            }
            switch (scan.openQuote, byte) {
            case (nil, UInt8(ascii: " ")), (nil, UInt8(ascii: "\t")):
                if scan.inWord { scan.words.append(scan.current) }
                scan.current = ""
                scan.inWord = false
            case (nil, UInt8(ascii: "\"")), (nil, UInt8(ascii: "'")):
                scan.openQuote = character
                scan.openQuoteColumn = offset + 1
                scan.inWord = true
            case (nil, UInt8(ascii: "\\")), ("\"", UInt8(ascii: "\\")):
                escaping = true
                scan.inWord = true
            case let (quote?, byte?) where quote.asciiValue == byte:
                scan.openQuote = nil
            default:
                scan.current.append(character)
                scan.inWord = true
            }
        }
        scan.danglingBackslash = escaping
        return scan
    }
}

/// A command line cut at the cursor (see `Tokenizer.partial`).
public struct PartialLine: Equatable, Sendable {
    /// Words finished before the current one; the first is the command name.
    public var words: [String]
    /// The word under the cursor, quotes removed.
    public var current: String
    /// `"` or `'` when the cursor is inside quotes.
    public var openQuote: Character?
    /// Character offset in the line where the current word starts, its opening quote
    /// included; the cursor position when no word has started.
    public var currentStart: Int
}
