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
        return StateText.failure(now: context.device.state(of: app).name(in: language), wanted: state.name(in: language), language)
    }

    public func description(in language: Language) -> String { StateText.description(state.name(in: language), language) }
}

/// Words the iPhone's and the Mac's state expectations share, given the states' names.
enum StateText {
    static func failure(now: String, wanted: String, _ language: Language) -> String {
        localized(language, en: "the app is \(now) now, not \(wanted)", zh: "应用现在处于“\(now)”状态，而不是“\(wanted)”状态",
                  ru: "приложение сейчас в состоянии «\(now)», а не «\(wanted)»")
    }

    static func description(_ state: String, _ language: Language) -> String {
        localized(language, en: "the app is \(state) now", zh: "应用现在处于“\(state)”状态", ru: "приложение сейчас в состоянии «\(state)»")
    }
}
