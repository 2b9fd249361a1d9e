import LabCore

/// The lesson's app is in this state now.
public struct AppStateExpectation: Expectation {
    public var state: AppState

    public init(state: AppState) { self.state = state }

    public func isMet(in context: CheckContext) -> Bool {
        guard let app = context.installedApp else { return false }
        return context.device.state(of: app) == state
    }

    public func failure(in context: CheckContext, scanner: (any EventScanner)?, language: Language) -> String {
        guard let app = context.installedApp else { return FailureText.notInstalled(language) }
        let now = context.device.state(of: app)
        return localized(language, en: "the app is \(now.displayName) now, not \(state.displayName)",
                         zh: "应用现在是\(now.name(in: language))，不是\(state.name(in: language))",
                         ru: "приложение сейчас в состоянии «\(now.name(in: language))», а не «\(state.name(in: language))»")
    }

    public func description(in language: Language) -> String {
        localized(language, en: "the app is \(state.displayName) now", zh: "应用现在处于\(state.name(in: language))状态",
                  ru: "приложение сейчас в состоянии «\(state.name(in: language))»")
    }
}
