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

    /// Reads the commands typed during the step (those that only look leave no event).
    public func isMet(in context: CheckContext) -> Bool {
        context.commands.contains { $0.name == name && (argument == nil || $0.arguments.first == argument) }
    }

    public func failure(in context: CheckContext, scanner: (any EventScanner)?, language: Language) -> String {
        let typed = argument.map { "\(name) \($0)" } ?? name
        return localized(language, en: "you have not used `\(typed)` in this step yet", zh: "这一步中你还没有使用 `\(typed)`",
                         ru: "на этом шаге вы ещё не использовали `\(typed)`")
    }

    public func description(in language: Language) -> String {
        let typed = argument.map { "\(name) \($0)" } ?? name
        return localized(language, en: "you used `\(typed)`", zh: "你使用了 `\(typed)`", ru: "вы использовали `\(typed)`")
    }
}
