/// One lesson as `Lessons/<id>/lesson.yaml` describes it.
public struct Lesson: Sendable {
    /// The folder name; what `lesson start ID` takes.
    public var id: String
    /// Its place in the ladder (1, 2, …).
    public var order: Int
    public var title: LocalizedText
    public var summary: LocalizedText
    /// The iOS version the device boots with for this lesson.
    public var iosVersion: Int
    /// The bundle identifier of the lesson's app: expectations about "the app" mean this one.
    public var app: String
    /// The folder copied into the learner's workspace, relative to the lesson folder; nil when none.
    public var starter: String?
    public var steps: [LessonStep]
    /// Languages the author marked as not translated yet (they fall back to English).
    public var untranslated: Set<Language>
    /// The lesson's folder on disk.
    public var folder: String

    /// Whether every text of the lesson exists in `language`.
    public func isTranslated(into language: Language) -> Bool {
        let texts = [title, summary] + steps.flatMap { [$0.text] + $0.hints + $0.expectations.compactMap(\.say) }
        return texts.allSatisfy { $0.has(language) }
    }
}

/// One step: what to read, what must happen, and hints in order.
public struct LessonStep: Sendable {
    /// A short name, carried by the `step-passed` event.
    public var id: String
    /// Markdown.
    public var text: LocalizedText
    public var expectations: [CheckedExpectation]
    public var hints: [LocalizedText]
}

/// An expectation with the author's own wording for it, if any.
public struct CheckedExpectation: Sendable {
    public var expectation: any Expectation
    /// Replaces the engine's description in ✓/✗ lines.
    public var say: LocalizedText?

    public func description(in language: Language) -> String {
        say?.text(in: language) ?? expectation.description(in: language)
    }
}
