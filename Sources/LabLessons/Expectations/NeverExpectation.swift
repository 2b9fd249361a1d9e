import LabCore

/// An event that must not happen during the step (a callback the app must not get).
public struct NeverExpectation: Expectation {
    public var pattern: EventPattern

    public init(pattern: EventPattern) { self.pattern = pattern }

    public func isMet(in context: CheckContext) -> Bool { scanned(context.events, app: context.app) }

    public func makeScanner() -> (any EventScanner)? {
        MatchScanner(matches: { [pattern] in pattern.matches($0, app: $1) }, wanted: false)
    }

    public func description(in language: Language) -> String {
        localized(language, en: "never: \(pattern.phrase)", zh: "从未发生：\(pattern.phrase)", ru: "ни разу: \(pattern.phrase)")
    }
}
