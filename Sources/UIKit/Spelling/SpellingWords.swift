import Foundation

/// The words of a string as `UITextChecker` reads them: runs of letters, an apostrophe between
/// two letters kept inside ("don't"), each with its range in UTF-16 units (`NSRange`'s). A run
/// holding a digit ("mp3") is no word to check.
enum SpellingWords {
    struct Word {
        var text: String
        var range: NSRange
    }

    /// The words that lie wholly inside `range` (cut to the string's length).
    static func words(in string: String, range: NSRange) -> [Word] {
        let length = string.utf16.count
        let lower = min(max(range.location, 0), length)
        let upper = min(max(lower + max(range.length, 0), lower), length)
        var words: [Word] = []
        var current = ""
        // Where the current word starts, and ends so far (after its last letter or digit).
        var start = 0, end = 0, offset = 0
        var hasDigit = false
        var pendingApostrophe: Unicode.Scalar?
        func finish() {
            if !current.isEmpty, !hasDigit, start >= lower, end <= upper {
                words.append(Word(text: current, range: NSRange(location: start, length: end - start)))
            }
            (current, hasDigit, pendingApostrophe) = ("", false, nil)
        }
        for scalar in string.unicodeScalars {
            let isLetter = scalar.properties.isAlphabetic
            let isDigit = scalar.properties.numericType != nil
            if isLetter || isDigit {
                if current.isEmpty { start = offset }
                if let apostrophe = pendingApostrophe {
                    current.unicodeScalars.append(apostrophe)
                    pendingApostrophe = nil
                }
                current.unicodeScalars.append(scalar)
                hasDigit = hasDigit || isDigit
                end = offset + scalar.utf16.count
            } else if scalar == "'" || scalar == "\u{2019}", !current.isEmpty, pendingApostrophe == nil {
                pendingApostrophe = scalar
            } else {
                finish()
            }
            offset += scalar.utf16.count
        }
        finish()
        return words
    }
}
