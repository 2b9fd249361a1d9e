import LabCore

/// The lesson's app is in this state now.
public struct AppStateExpectation: Expectation {
    public var state: AppState

    public init(state: AppState) { self.state = state }

    public func isMet(in context: CheckContext) -> Bool {
        guard let app = context.installedApp else { return false }
        return context.device.state(of: app) == state
    }

    public func description(in language: Language) -> String {
        localized(language, en: "the app is \(state.displayName) now", zh: "应用现在处于 \(state.displayName) 状态",
                  ru: "приложение сейчас в состоянии \(state.displayName)")
    }
}
