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
        let now = context.device.state(of: app).displayName
        return localized(language, en: "the app is \(now) now, not \(state.displayName)",
                         zh: "应用现在是 \(now)，不是 \(state.displayName)",
                         ru: "приложение сейчас в состоянии \(now), а не \(state.displayName)")
    }

    public func description(in language: Language) -> String {
        localized(language, en: "the app is \(state.displayName) now", zh: "应用现在处于 \(state.displayName) 状态",
                  ru: "приложение сейчас в состоянии \(state.displayName)")
    }
}
