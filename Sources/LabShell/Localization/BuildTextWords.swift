import LabToolchain

// The build's own sentences (LabToolchain's `BuildText`: an English key and its arguments)
// worded through the same catalogs as LabShell's, in the session's language.

extension BuildText {
    /// The sentence in the learner's language; English where a catalog has no entry.
    var words: String {
        let filled: [any CatalogArgument] = arguments.map {
            switch $0 {
            case let .text(text): text
            case let .number(number): number
            case let .phrase(phrase): phrase.words
            }
        }
        return worded(key, filled)
    }
}

extension Diagnostic {
    /// The message in the learner's language when it is the lab's own; swiftc's as it is.
    var words: String { wording?.words ?? message }
    /// `FILE:LINE: error: message` with the message worded.
    var wordedHeadline: String { headline(wording: { $0.words }) }
    /// Every line, the message worded.
    var wordedDescription: String { description(wording: { $0.words }) }
}

extension BuildFailure {
    /// Every diagnostic, the lab's own messages worded.
    var words: String { text(wording: { $0.words }) }
}
