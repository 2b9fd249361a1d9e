import LabCore

/// An event that must not happen during the step (a callback the app must not get).
///
/// It counts from the lesson's app's latest launch (`run`, or a relaunch after it ended),
/// not from the start of the step: a crash in an earlier attempt is behind the learner once
/// they build and run again, so the step can still pass.
public struct NeverExpectation: Expectation {
    public var pattern: EventPattern

    public init(pattern: EventPattern) { self.pattern = pattern }

    public func isMet(in context: CheckContext) -> Bool { scanned(in: context) }

    public func makeScanner() -> (any EventScanner)? { Scanner(pattern: pattern) }

    /// Seen the event since the app's latest launch.
    struct Scanner: EventScanner {
        let pattern: EventPattern
        var seen = false

        mutating func feed(_ event: Event, app: String) {
            if NeverExpectation.isLaunch(event, app: app) { seen = false }
            if !seen && pattern.matches(event, app: app) { seen = true }
        }

        var isSatisfied: Bool { !seen }
    }

    /// A new process of the lesson's app: it leaves not running.
    static func isLaunch(_ event: Event, app: String) -> Bool {
        guard event.app == app else { return false }
        switch event.kind {
        case let .state(from, _): return from == .notRunning
        case let .mac(.state(from, _)): return from == .notRunning
        default: return false
        }
    }

    public func description(in language: Language) -> String {
        let words = pattern.words(in: language)
        return localized(language, en: "this does not happen: \(words)", zh: "不会发生：\(words)", ru: "этого не происходит: \(words)")
    }

    /// It happened; the way to retry is a new launch.
    public func failure(in context: CheckContext, scanner: (any EventScanner)?, language: Language) -> String {
        let words = pattern.words(in: language)
        return localized(language, en: "this happened: \(words) — fix the cause, then `run` again: this check counts from the app's latest launch",
                         zh: "发生了：\(words) —— 找到原因并修改，然后再次 `run`：这项检查从应用最近一次启动算起",
                         ru: "это произошло: \(words) — исправьте причину и снова введите `run`: эта проверка считает с последнего запуска приложения")
    }

    public var waitsForTheRest: Bool { true }
}
