import LabCore

/// The lesson's app is in this Mac state now (`state: hidden` in a Mac lesson): not running,
/// running active, running inactive or hidden — a Mac app has no background and no suspended state.
public struct MacStateExpectation: Expectation {
    public var state: MacAppState

    public init(state: MacAppState) { self.state = state }

    public func isMet(in context: CheckContext) -> Bool {
        guard let app = context.installedApp else { return false }
        return context.device.macState(of: app) == state
    }

    public func failure(in context: CheckContext, scanner: (any EventScanner)?, language: Language) -> String {
        guard let app = context.installedApp else { return FailureText.notInstalled(language) }
        let now = context.device.macState(of: app)
        return localized(language, en: "the app is \(now.name(in: language)) now, not \(state.name(in: language))",
                         zh: "应用现在是\(now.name(in: language))，不是\(state.name(in: language))",
                         ru: "приложение сейчас в состоянии «\(now.name(in: language))», а не «\(state.name(in: language))»")
    }

    public func description(in language: Language) -> String {
        localized(language, en: "the app is \(state.name(in: language)) now", zh: "应用现在处于\(state.name(in: language))状态",
                  ru: "приложение сейчас в состоянии «\(state.name(in: language))»")
    }
}
