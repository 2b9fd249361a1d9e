import LabCore

/// The lesson's app crashed, optionally with a given code (`0x8badf00d`, the watchdog).
public struct CrashExpectation: Expectation {
    public var code: String?

    public init(code: String?) { self.code = code }

    public func isMet(in context: CheckContext) -> Bool { scanned(in: context) }

    public func makeScanner() -> (any EventScanner)? {
        MatchScanner(matches: { [code] event, app in
            guard event.app == app, case let .crash(_, actual) = event.kind else { return false }
            return code == nil || code == actual
        }, wanted: true)
    }

    public func failure(in context: CheckContext, scanner: (any EventScanner)?, language: Language) -> String {
        guard let code else {
            return localized(language, en: "the app has not crashed in this step", zh: "这一步中应用还没有崩溃", ru: "на этом шаге приложение ещё не завершилось аварийно")
        }
        return localized(language, en: "the app has not been ended with code \(code) in this step", zh: "这一步中应用还没有以代码 \(code) 被终止",
                         ru: "на этом шаге приложение ещё не завершено с кодом \(code)")
    }

    public func description(in language: Language) -> String {
        guard let code else {
            return localized(language, en: "the app crashed", zh: "应用崩溃了", ru: "приложение аварийно завершилось")
        }
        return localized(language, en: "the app was ended with code \(code)", zh: "应用以代码 \(code) 被终止",
                         ru: "приложение завершено с кодом \(code)")
    }
}
