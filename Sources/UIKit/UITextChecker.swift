import Foundation

/// Spelling. LifecycleLab has no dictionary to check words against: the first use says so in
/// the console, and every word counts as spelled right (no range is misspelled, no guesses).
open class UITextChecker: NSObject {
    nonisolated(unsafe) private static var said = false

    private static func sayUnsimulated(_ method: String) {
        guard !said else { return }
        said = true
        print("[LifecycleLab] UITextChecker.\(method): LifecycleLab does not simulate spell checking (it has no dictionary): every word counts as spelled right")
    }

    public override init() { super.init() }

    open func rangeOfMisspelledWord(in stringToCheck: String, range: NSRange, startingAt startingOffset: Int,
                                    wrap wrapFlag: Bool, language: String) -> NSRange {
        Self.sayUnsimulated("rangeOfMisspelledWord")
        return NSRange(location: NSNotFound, length: 0)
    }

    open func guesses(forWordRange range: NSRange, in string: String, language: String) -> [String]? {
        Self.sayUnsimulated("guesses")
        return []
    }

    open func completions(forPartialWordRange range: NSRange, in string: String, language: String) -> [String]? {
        Self.sayUnsimulated("completions")
        return []
    }

    open func ignoreWord(_ wordToIgnore: String) {}
    open var ignoredWords: [String]?
    open class func learnWord(_ word: String) {}
    open class func hasLearnedWord(_ word: String) -> Bool { false }
    open class func unlearnWord(_ word: String) {}
    open class var availableLanguages: [String] { ["en_US"] }
}
