import LabCore

/// The app printed a line containing this text during the step.
public struct ConsoleExpectation: Expectation {
    public var text: String

    public init(text: String) { self.text = text }

    public func isMet(in context: CheckContext) -> Bool { scanned(in: context) }

    public func makeScanner() -> (any EventScanner)? {
        MatchScanner(matches: { [text] event, app in
            guard event.app == app, case let .console(printed) = event.kind else { return false }
            return printed.contains(text)
        }, wanted: true)
    }

    public func failure(in context: CheckContext, scanner: (any EventScanner)?, language: Language) -> String {
        localized(language, en: "the app has not printed a line with \"\(text)\" in this step", zh: "这一步中应用还没有输出包含 \"\(text)\" 的行",
                  ru: "на этом шаге приложение ещё не напечатало строку с \"\(text)\"")
    }

    public func description(in language: Language) -> String {
        localized(language, en: "the console shows a line with \"\(text)\"", zh: "控制台输出包含 \"\(text)\" 的一行",
                  ru: "в консоли есть строка с \"\(text)\"")
    }
}
