import LabCore

/// The learner used a command during the step (`home`, `kill`, `memory-warning`), optionally
/// with a first argument.
public struct CommandExpectation: Expectation {
    public var name: String
    public var argument: String?

    public init(name: String, argument: String? = nil) {
        self.name = name
        self.argument = argument
    }

    public func isMet(in context: CheckContext) -> Bool {
        context.events.contains { event in
            guard case let .action(actual, arguments) = event.kind, actual == name else { return false }
            return argument == nil || arguments.first == argument
        }
    }

    public func description(in language: Language) -> String {
        let typed = argument.map { "\(name) \($0)" } ?? name
        return localized(language, en: "you used `\(typed)`", zh: "你使用了 `\(typed)`", ru: "вы использовали `\(typed)`")
    }
}
