import LabLessons
import LabToolchain

// The build's own sentences (LabToolchain's `BuildText`: an English key and its arguments) and
// lesson.yaml's problems (LabLessons' `LessonError`), worded through the same catalogs as
// LabShell's, in the session's language.

extension BuildText {
    /// The sentence in the learner's language; English where a catalog has no entry.
    public var words: String {
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
    public var words: String { wording?.words ?? message }
    /// `FILE:LINE: error: message` with the message worded.
    public var wordedHeadline: String { headline(wording: { $0.words }) }
    /// Every line, the message worded.
    public var wordedDescription: String { description(wording: { $0.words }) }
}

extension BuildFailure {
    /// Every diagnostic, the lab's own messages worded.
    public var words: String { text(wording: { $0.words }) }
}

extension LessonError {
    /// `Lessons/x/lesson.yaml:12: message`, the message in the learner's language.
    public var words: String { textWording.words }
}
