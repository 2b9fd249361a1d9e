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

    /// Typed commands count (inspection leaves no event), and so do `action` events (the
    /// device's record of what was done, which `undo` replays).
    public func isMet(in context: CheckContext) -> Bool {
        let matches = { (actual: String, arguments: [String]) in
            actual == name && (argument == nil || arguments.first == argument)
        }
        if context.commands.contains(where: { matches($0.name, $0.arguments) }) { return true }
        return context.events.contains { event in
            guard case let .action(actual, arguments) = event.kind else { return false }
            return matches(actual, arguments)
        }
    }

    public func description(in language: Language) -> String {
        let typed = argument.map { "\(name) \($0)" } ?? name
        return localized(language, en: "you used `\(typed)`", zh: "你使用了 `\(typed)`", ru: "вы использовали `\(typed)`")
    }
}
