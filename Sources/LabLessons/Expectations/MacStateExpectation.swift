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
        return StateText.failure(now: context.device.macState(of: app).name(in: language), wanted: state.name(in: language), language)
    }

    public func description(in language: Language) -> String { StateText.description(state.name(in: language), language) }
}
