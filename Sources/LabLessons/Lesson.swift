import LabCore

/// One lesson as `Lessons/<id>/lesson.yaml` describes it.
public struct Lesson: Sendable {
    /// The folder name; what `lesson start ID` takes.
    public var id: String
    /// Its place in the ladder (1, 2, …).
    public var order: Int
    public var title: LocalizedText
    public var summary: LocalizedText
    /// What the learner did and saw, shown when the lesson completes: the facts it established.
    public var recap: LocalizedText?
    /// The iOS version the device boots with for this lesson.
    public var iosVersion: Int
    /// The Mac's system when the lesson runs on the Mac (`device: mac`, `macos:`); nil for the iPhone.
    public var macOS: MacOSVersion?
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
        var texts: [LocalizedText] = [title, summary]
        if let recap { texts.append(recap) }
        for step in steps {
            texts.append(step.text)
            texts += step.hints.map(\.text)
            for checked in step.expectations { texts += [checked.say, checked.fail].compactMap { $0 } }
            if let predict = step.predict { texts += [predict.question] + predict.choices.map(\.text) }
        }
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
    /// In the order a learner should meet them: the idea, then the place, then the code.
    public var hints: [LessonHint]
    /// A question the learner answers before running the step's command (`lesson answer N`).
    public var predict: Prediction?
}

/// A hint, optionally about one expectation of its step.
public struct LessonHint: Sendable {
    public var text: LocalizedText
    /// The step's expectation (1-based) the hint is about: offered only while that one fails.
    public var fact: Int?

    public init(text: LocalizedText, fact: Int? = nil) {
        self.text = text
        self.fact = fact
    }
}

/// An expectation with the author's own wording for it, if any.
public struct CheckedExpectation: Sendable {
    public var expectation: any Expectation
    /// The fact in the lesson's words: replaces the engine's description in ✓ and · lines.
    public var say: LocalizedText?
    /// What went wrong in the lesson's words — the mistake the text warns about and where to
    /// look: shown under the engine's ✗ line (once the app is installed).
    public var fail: LocalizedText?

    public init(expectation: any Expectation, say: LocalizedText? = nil, fail: LocalizedText? = nil) {
        self.expectation = expectation
        self.say = say
        self.fail = fail
    }

    public func description(in language: Language) -> String {
        say?.text(in: language) ?? expectation.description(in: language)
    }

    /// Whether the fact is something the learner's own code or settings make: an
    /// `implemented` event, the window, the Info.plist, the bundle's or the container's files,
    /// a preference or a printed line. Such an expectation, in a step where the learner
    /// changes the project, needs `fail:` — the engine can say which fact is wrong, only the
    /// author knows which mistake leads there (the test suite holds every lesson to it).
    public var isAboutLearnersWork: Bool {
        switch expectation {
        case is WindowExpectation, is InfoPlistExpectation, is BundleFileExpectation, is ContainerFileExpectation,
             is PreferenceExpectation, is ConsoleExpectation, is ViewExpectation, is ShowsExpectation,
             is ControllerExpectation, is NavigationStackExpectation, is SandboxExpectation:
            return true
        case let sequence as SequenceExpectation:
            return sequence.patterns.contains(where: \.isLearnersWork)
        case let never as NeverExpectation:
            return never.pattern.isLearnersWork
        default:
            return false
        }
    }
}
