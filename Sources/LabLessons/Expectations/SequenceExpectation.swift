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

    public func isMet(in context: CheckContext) -> Bool { scanned(context.events, app: context.app) }

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

        var isSatisfied: Bool { next == expectation.patterns.count }
    }

    public func description(in language: Language) -> String {
        let phrases = patterns.map(\.phrase)
        let forbidden = notBetween.map(\.phrase).joined(separator: ", ")
        switch language {
        case .en:
            return (phrases.count == 1 ? phrases[0] : "in order: " + phrases.joined(separator: " → "))
                + (forbidden.isEmpty ? "" : " (no \(forbidden) in between)")
        case .zhHans:
            return (phrases.count == 1 ? phrases[0] : "依次发生：" + phrases.joined(separator: " → "))
                + (forbidden.isEmpty ? "" : "（中间没有 \(forbidden)）")
        case .ru:
            return (phrases.count == 1 ? phrases[0] : "по порядку: " + phrases.joined(separator: " → "))
                + (forbidden.isEmpty ? "" : " (без \(forbidden) между ними)")
        }
    }
}
