import Foundation

/// Spell checking against the lab's small English dictionary: about 25,000 common words of at
/// most 8 letters (SCOWL's size-35 American English list), not the full dictionary of iOS.
/// A word is spelled right when the dictionary or the words learned with `learnWord(_:)` hold it,
/// or this checker ignores it, whatever its case; a word game's check
/// `rangeOfMisspelledWord(in:range:startingAt:wrap:language:).location == NSNotFound` works as on
/// iOS for everyday words. Guesses are the dictionary's words one or two edits away; completions,
/// those that begin with the partial word. Only English is checked (docs/lifecycle.md, "Spell checking").
open class UITextChecker: NSObject {
    /// The words this checker passes over (`ignoreWord(_:)`), as on iOS for one document.
    open var ignoredWords: [String]?

    public override init() { super.init() }

    /// The first misspelled word in `range` at or after `startingOffset` (then, with `wrapFlag`,
    /// from the range's start), or `NSNotFound`.
    open func rangeOfMisspelledWord(in stringToCheck: String, range: NSRange, startingAt startingOffset: Int,
                                    wrap wrapFlag: Bool, language: String) -> NSRange {
        let notFound = NSRange(location: NSNotFound, length: 0)
        guard Self.checks(language, "rangeOfMisspelledWord") else { return notFound }
        let misspelled = SpellingWords.words(in: stringToCheck, range: range).filter { !isSpelledRight($0.text) }
        if let word = misspelled.first(where: { $0.range.location + $0.range.length > startingOffset }) { return word.range }
        if wrapFlag, let word = misspelled.first { return word.range }
        return notFound
    }

    /// Words of the dictionary near the one in `range`: one edit away, then two, at most ten,
    /// in the typed word's case.
    open func guesses(forWordRange range: NSRange, in string: String, language: String) -> [String]? {
        guard Self.checks(language, "guesses"), let word = Self.text(of: range, in: string) else { return [] }
        return SpellingDictionary.guesses(for: word)
    }

    /// Words of the dictionary that begin with the partial word in `range`, shorter first.
    open func completions(forPartialWordRange range: NSRange, in string: String, language: String) -> [String]? {
        guard Self.checks(language, "completions"), let partial = Self.text(of: range, in: string) else { return [] }
        return SpellingDictionary.completions(for: partial)
    }

    open func ignoreWord(_ wordToIgnore: String) {
        if ignoredWords?.contains(wordToIgnore) == true { return }
        ignoredWords = (ignoredWords ?? []) + [wordToIgnore]
    }

    /// Learned for the rest of the process, by every checker (docs/lifecycle.md, "Spell checking").
    open class func learnWord(_ word: String) { SpellingDictionary.learned.insert(SpellingDictionary.key(word)) }
    open class func hasLearnedWord(_ word: String) -> Bool { SpellingDictionary.learned.contains(SpellingDictionary.key(word)) }
    open class func unlearnWord(_ word: String) { SpellingDictionary.learned.remove(SpellingDictionary.key(word)) }
    /// The dictionary's language.
    open class var availableLanguages: [String] { ["en_US"] }

    private func isSpelledRight(_ word: String) -> Bool {
        SpellingDictionary.knows(word)
            || ignoredWords?.contains(where: { SpellingDictionary.key($0) == SpellingDictionary.key(word) }) == true
    }

    /// Whether `language` is one the dictionary checks; for another, says once that it is not.
    private static func checks(_ language: String, _ method: String) -> Bool {
        if SpellingDictionary.isEnglish(language) { return true }
        __LabNotSimulated.say("UITextChecker in \"\(language)\"",
                              instead: "the lab's dictionary is English (en_US) only, so \(method) finds nothing in another language")
        return false
    }

    /// The text `range` covers (cut to the string), nil when it is empty.
    private static func text(of range: NSRange, in string: String) -> String? {
        let units = Array(string.utf16)
        let lower = min(max(range.location, 0), units.count)
        let upper = min(lower + max(range.length, 0), units.count)
        guard upper > lower else { return nil }
        return String(decoding: units[lower..<upper], as: UTF16.self)
    }
}
