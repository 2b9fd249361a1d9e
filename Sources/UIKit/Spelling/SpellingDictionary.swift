/// The words `UITextChecker` knows: the small English dictionary (`EnglishWords`, read once per
/// process) and the words the app learned with `UITextChecker.learnWord(_:)`.
enum SpellingDictionary {
    /// The dictionary's words, lowercase.
    static let words: Set<String> = Set(wordList.map { String(decoding: $0, as: UTF8.self) })

    /// The same words as bytes, in the dictionary's (alphabetical) order, for guesses and completions.
    static let wordList: [[UInt8]] = EnglishWords.text.utf8
        .split(whereSeparator: { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\n") })
        .map(Array.init)

    /// Words learned in this process (docs/lifecycle.md, "Spell checking").
    nonisolated(unsafe) static var learned: Set<String> = []

    /// The languages the dictionary is for: any English (`en`, `en_US`, `en-GB`, …).
    static func isEnglish(_ language: String) -> Bool {
        let lowered = language.lowercased()
        return lowered == "en" || lowered.hasPrefix("en_") || lowered.hasPrefix("en-")
    }

    /// How a word is written for looking it up: lowercase, a typographic apostrophe as `'`.
    static func key(_ word: String) -> String {
        word.lowercased().replacingOccurrences(of: "\u{2019}", with: "'")
    }

    static func knows(_ word: String) -> Bool {
        let key = key(word)
        return words.contains(key) || learned.contains(key)
    }

    /// At most this many guesses for a word (docs/lifecycle.md, "Spell checking").
    static let guessLimit = 10

    /// Dictionary words one edit from `word` (a letter left out, added, changed, or two next to
    /// each other swapped), then two edits, until `guessLimit`: nearer first; among equals, those
    /// with the same letters (two swapped, the likeliest slip), then those that keep the first
    /// letter, then those nearer in length, then alphabetically.
    static func guesses(for word: String) -> [String] {
        let typed = Array(key(word).utf8)
        guard !typed.isEmpty else { return [] }
        let typedLetters = typed.sorted()
        var found: [(distance: Int, word: [UInt8])] = []
        for candidate in wordList where abs(candidate.count - typed.count) <= 2 && candidate != typed {
            if let distance = editDistance(typed, candidate, atMost: 2) { found.append((distance, candidate)) }
        }
        func rank(_ entry: (distance: Int, word: [UInt8])) -> (Int, Int, Int, Int) {
            (entry.distance, entry.word.sorted() == typedLetters ? 0 : 1, entry.word.first == typed.first ? 0 : 1,
             abs(entry.word.count - typed.count))
        }
        found.sort { rank($0) != rank($1) ? rank($0) < rank($1) : $0.word.lexicographicallyPrecedes($1.word) }
        return found.prefix(guessLimit).map { shaped(String(decoding: $0.word, as: UTF8.self), like: word) }
    }

    /// Dictionary words that begin with `partial` and are longer: shorter first, then alphabetically.
    static func completions(for partial: String) -> [String] {
        let prefix = Array(key(partial).utf8)
        guard !prefix.isEmpty else { return [] }
        return wordList
            .filter { $0.count > prefix.count && $0.starts(with: prefix) }
            .sorted { $0.count != $1.count ? $0.count < $1.count : $0.lexicographicallyPrecedes($1) }
            .map { shaped(String(decoding: $0, as: UTF8.self), like: partial) }
    }

    /// `word` in the case the typed word is in: all capitals, a capital first, else as it is.
    static func shaped(_ word: String, like typed: String) -> String {
        let letters = typed.filter(\.isLetter)
        if letters.count > 1, letters.allSatisfy(\.isUppercase) { return word.uppercased() }
        if let first = letters.first, first.isUppercase { return word.prefix(1).uppercased() + word.dropFirst() }
        return word
    }

    /// The Damerau–Levenshtein distance (with adjacent swaps) between `a` and `b`, or nil when it
    /// is more than `limit`.
    static func editDistance(_ a: [UInt8], _ b: [UInt8], atMost limit: Int) -> Int? {
        let (n, m) = (a.count, b.count)
        var previous2 = [Int](repeating: 0, count: m + 1)
        var previous = Array(0...m)
        var current = [Int](repeating: 0, count: m + 1)
        for i in 1...max(n, 1) where n > 0 {
            current[0] = i
            var rowBest = current[0]
            for j in 1...max(m, 1) where m > 0 {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { value = min(value, previous2[j - 2] + 1) }
                current[j] = value
                rowBest = min(rowBest, value)
            }
            if rowBest > limit { return nil }
            (previous2, previous, current) = (previous, current, previous2)
        }
        let distance = n == 0 ? m : (m == 0 ? n : previous[m])
        return distance <= limit ? distance : nil
    }
}
