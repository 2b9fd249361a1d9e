import LabCore

/// An ordered, not necessarily contiguous, run of events for the lesson's app, optionally
/// with events that must not come in between.
public struct SequenceExpectation: Expectation {
    public var patterns: [EventPattern]
    /// None of these may happen between the first and the last of `patterns`.
    public var notBetween: [EventPattern]

    public init(patterns: [EventPattern], notBetween: [EventPattern] = []) {
        self.patterns = patterns
        self.notBetween = notBetween
    }

    public func isMet(in context: CheckContext) -> Bool { scanned(in: context) }

    public func makeScanner() -> (any EventScanner)? { Scanner(expectation: self) }

    /// How far into `patterns` the events have come.
    struct Scanner: EventScanner {
        let expectation: SequenceExpectation
        var next = 0

        mutating func feed(_ event: Event, app: String) {
            let patterns = expectation.patterns
            guard next < patterns.count else { return }
            if patterns[next].matches(event, app: app) {
                next += 1
            } else if next > 0, expectation.notBetween.contains(where: { $0.matches(event, app: app) }) {
                // A forbidden event breaks the run: start again, from this event.
                next = patterns[0].matches(event, app: app) ? 1 : 0
            }
        }

        mutating func feed(command: UsedCommand, device: Device, app: String) {
            let patterns = expectation.patterns
            guard next < patterns.count else { return }
            if patterns[next].matches(command, device: device, app: app) {
                next += 1
            } else if next > 0, expectation.notBetween.contains(where: { $0.matches(command, device: device, app: app) }) {
                next = patterns[0].matches(command, device: device, app: app) ? 1 : 0
            }
        }

        var isSatisfied: Bool { next == expectation.patterns.count }
    }

    public func description(in language: Language) -> String {
        let words = patterns.map { $0.words(in: language) }
        let forbidden = notBetween.map { $0.words(in: language) }.joined(separator: localized(language, en: " or ", zh: "或", ru: " или "))
        let list = words.count == 1 ? words[0]
            : localized(language, en: "in order: ", zh: "依次发生：", ru: "по порядку: ") + words.joined(separator: localized(language, en: ", then ", zh: "，然后", ru: ", затем "))
        guard !forbidden.isEmpty else { return list }
        return list + localized(language, en: " (and in between, not: \(forbidden))", zh: "（其间不能发生：\(forbidden)）", ru: " (а между ними не должно случиться: \(forbidden))")
    }

    /// The first event of the run that has not happened, after the last that did.
    public func failure(in context: CheckContext, scanner: (any EventScanner)?, language: Language) -> String {
        let next = (scanner as? Scanner)?.next ?? 0
        guard next < patterns.count else { return description(in: language) }
        let missing = patterns[next].words(in: language)
        var text = FailureText.notYet(missing, language)
        if next > 0 {
            let done = patterns[next - 1].words(in: language)
            text += localized(language, en: " (so far: \(done))", zh: "（已经发生：\(done)）", ru: " (уже было: \(done))")
        }
        if !notBetween.isEmpty {
            let forbidden = notBetween.map { $0.words(in: language) }.joined(separator: localized(language, en: " or ", zh: "或", ru: " или "))
            text += localized(language, en: "; in between, not: \(forbidden)", zh: "；其间不能发生：\(forbidden)", ru: "; в промежутке не должно случиться: \(forbidden)")
        }
        return text
    }
}
