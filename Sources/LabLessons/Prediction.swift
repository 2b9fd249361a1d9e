/// A step that asks the learner to predict what happens next (which callback comes, which
/// state the app reaches) before they run the command. The learner's guess is feedback, never
/// a failure: when the step passes, the engine shows the truth beside the guess.
///
/// The truth is read from what happened, not written down: each choice names the observation
/// that decides it (`observed:`, any expectation form), and the choice that holds when the step
/// passes is what the app did. When several hold, the first in the list is the truth, so an
/// author lists the more specific outcome first.
public struct Prediction: Sendable {
    /// The question, shown under the step's text.
    public var question: LocalizedText
    public var choices: [PredictionChoice]

    public init(question: LocalizedText, choices: [PredictionChoice]) {
        self.question = question
        self.choices = choices
    }

    /// The 0-based choice `typed` means: its number (1-based), else the choice whose words in
    /// `language` (or English) equal it, else the only one containing it — case and
    /// surrounding spaces ignored. nil when none or several.
    public func choice(matching typed: String, language: Language) -> Int? {
        let wanted = typed.trimmingCharacters(in: .whitespaces).lowercased()
        guard !wanted.isEmpty else { return nil }
        if let number = Int(wanted) { return choices.indices.contains(number - 1) ? number - 1 : nil }
        let texts = choices.map { [$0.text.text(in: language).lowercased(), $0.text.text(in: .en).lowercased()] }
        if let exact = texts.firstIndex(where: { $0.contains(wanted) }) { return exact }
        let containing = texts.indices.filter { texts[$0].contains { $0.contains(wanted) } }
        return containing.count == 1 ? containing[0] : nil
    }
}

/// One answer the learner may give, and the observation that shows it is what happened.
public struct PredictionChoice: Sendable {
    public var text: LocalizedText
    /// What decides it: holds when this is what the app did.
    public var observed: any Expectation

    public init(text: LocalizedText, observed: any Expectation) {
        self.text = text
        self.observed = observed
    }
}

/// A prediction resolved: the learner's guess and what the events showed (0-based choices).
public struct PredictionOutcome: Sendable, Equatable {
    /// nil when the learner ran the step without guessing.
    public var guess: Int?
    /// nil when none of the choices holds (the step passed some other way).
    public var truth: Int?

    public init(guess: Int?, truth: Int?) {
        self.guess = guess
        self.truth = truth
    }

    public var isRight: Bool { guess != nil && guess == truth }
}
