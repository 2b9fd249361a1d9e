import LabCore

/// All the commands the REPL knows, looked up by name.
///
/// Four lists, one per area of the product, each kept in its own file:
/// `sessionCommands` (help, wait, log, record, replay, reset, quit), `deviceCommands`
/// (launching, Home, calls, inspection of the running device), `bundleCommands`
/// (build, install, bundle inspection) and `lessonCommands` (lesson, undo).
public struct CommandRegistry: Sendable {
    /// Commands in registration order.
    public let commands: [Command]

    /// Each command's place in `commands`, by name.
    private let byName: [String: Int]

    public init(commands: [Command]) {
        self.commands = commands
        byName = Dictionary(commands.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// Every command of the product.
    public static var standard: CommandRegistry {
        CommandRegistry(commands: sessionCommands + deviceCommands + macCommands + macInputCommands + bundleCommands + lessonCommands)
    }

    /// Command names in alphabetical order (for completion and suggestions).
    public var names: [String] { commands.map(\.name).sorted() }

    public func command(named name: String) -> Command? {
        byName[name].map { commands[$0] }
    }

    /// The command an invocation names, or an error with the closest names as a suggestion.
    public func resolve(_ invocation: Invocation) throws(CommandError) -> Command {
        if let command = command(named: invocation.name) { return command }
        throw CommandError(unknownCommandMessage(invocation.name))
    }

    /// `unknown command "lanch" — did you mean "launch"? (`help` lists commands)`
    func unknownCommandMessage(_ name: String) -> String {
        let shown = InputLine.quoted(name)
        // Words other REPLs and shells use for the same thing.
        let habits = ["exit": Command.quit, "bye": .quit, ":q": .quit, "?": .help, "man": .help, "open": .launch, "ls": .apps].mapValues(\.name)
        let suggestions = habits[name.lowercased()].map { [$0] } ?? NameMatch.closest(to: name, among: names.sorted())
        guard !suggestions.isEmpty else {
            return tr("unknown command %@ (`help` lists commands)", shown)
        }
        let list = Suggestion.alternatives(suggestions.map { "\"\($0)\"" })
        return tr("unknown command %@ — did you mean %@? (`help` lists commands)", shown, list)
    }
}
