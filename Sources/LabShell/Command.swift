import LabCore

/// One REPL command: what it is called, how it is described and completed, and what it does.
///
/// Commands are small uniform values, one per file under `Commands/`, each owning its
/// messages. `CommandRegistry.standard` lists them.
public struct Command: Sendable {
    public var name: String
    public var group: CommandGroup
    /// One line for `help`.
    public var summary: String
    /// What the command takes after its name, declared as values (`[.value(.app)]`).
    public let arguments: [UsageItem]
    /// `launch APP`, written from `arguments`: the command's name, then its arguments in the usage notation.
    public let usage: String
    /// `arguments` as the pattern every invocation is checked against.
    public let usagePattern: UsagePattern
    /// An example line as a learner would type it (the init takes the words after the name).
    public var example: String
    /// Longer help shown by `help COMMAND`, after usage and example; may be empty.
    public var details: String
    /// Whether the command changes the device: `undo` counts and replays exactly these (the
    /// others only look, or start a device afresh), and animations it started end after it.
    public var changesDevice: Bool
    /// Whether the command has a meaning on the simulated Mac; the iPhone's own (Home, calls,
    /// notifications, …) are refused there with one line.
    public var runsOnMac: Bool
    /// How the command's `action` event reads in the log: the whole `▸` line, from the action's
    /// arguments; nil (or no closure) reads as the command typed (`▸ push "Empty Window" FILE`).
    public var logLine: (@Sendable (_ arguments: [String], _ device: Device) -> String?)?
    /// `@Sendable` so commands can be `static let` constants under Swift 6's concurrency checking.
    public var run: @Sendable (Invocation, Session) throws(CommandError) -> Void

    public init(name: String, group: CommandGroup, changesDevice: Bool = true, runsOnMac: Bool = true,
                summary: String, arguments: [UsageItem] = [], example: String = "", details: String = "",
                logLine: (@Sendable (_ arguments: [String], _ device: Device) -> String?)? = nil,
                run: @escaping @Sendable (Invocation, Session) throws(CommandError) -> Void) {
        self.name = name
        self.group = group
        self.summary = summary
        self.arguments = arguments
        self.usage = ([name] + arguments.map(\.text)).joined(separator: " ")
        self.usagePattern = UsagePattern(name: name, arguments: arguments)
        self.example = example.isEmpty ? name : name + " " + example
        self.details = details
        self.changesDevice = changesDevice
        self.runsOnMac = runsOnMac
        self.logLine = logLine
        self.run = run
    }

    /// A command that performs a device action, named after it: the action event it records
    /// carries the same name, so a lesson's `command NAME` and the log's line find the command.
    public init(_ action: DeviceAction, group: CommandGroup, changesDevice: Bool = true, runsOnMac: Bool = true,
                summary: String, arguments: [UsageItem] = [], example: String = "", details: String = "",
                logLine: (@Sendable (_ arguments: [String], _ device: Device) -> String?)? = nil,
                run: @escaping @Sendable (Invocation, Session) throws(CommandError) -> Void) {
        self.init(name: action.name, group: group, changesDevice: changesDevice, runsOnMac: runsOnMac, summary: summary,
                  arguments: arguments, example: example, details: details, logLine: logLine, run: run)
    }

    /// The log's words for an action of this command as typed: its name and arguments.
    static func typedLine(_ name: String, _ arguments: [String]) -> String {
        "▸ " + ([name] + arguments.map(AppNames.typed)).joined(separator: " ")
    }
}

/// The groups `help` lists commands under, in this order.
public enum CommandGroup: String, CaseIterable, Sendable {
    case apps = "Apps and lifecycle"
    case interruptions = "Calls and overlays"
    case notifications = "Notifications and background"
    case memory = "Memory and time"
    case inspection = "Looking inside"
    case lessons = "Lessons"
    case session = "Session"
}

/// What an argument position holds, for completion: each `ValueType` says its kind.
public enum ArgumentKind: Sendable, Equatable {
    /// An installed app, by display name or bundle identifier.
    case app
    /// A path on the host (project folders, transcripts, payload files).
    case file
    /// A folder on the host (`build -o DIR`).
    case folder
    /// The title of a control on screen (`tap TITLE`).
    case tappable
    /// An item of the active Mac app's menus (`menu ITEM`).
    case menuItem
    /// A top-level key of the app's Info.plist (`plist APP KEY`).
    case infoKey
    /// A lesson id.
    case lesson
    /// A command name (for `help`).
    case command
    /// One of fixed words (flags, subcommands).
    case choice([String])
    /// Free text: nothing to complete.
    case text
}

/// A parsed command line.
public struct Invocation: Sendable, Equatable {
    public static func == (a: Invocation, b: Invocation) -> Bool {
        a.name == b.name && a.arguments == b.arguments && a.line == b.line && a.positionals == b.positionals && a.options == b.options
    }

    /// The command name as typed.
    public var name: String
    /// The arguments after quoting is undone.
    public var arguments: [String]
    /// The whole line as typed.
    public var line: String
    /// The arguments that are not options, once the command's usage has been checked
    /// (`Command.check`); until then, all of `arguments`.
    public var positionals: [String]
    /// Options given, by name with dashes (`"--last": "5"`); a flag's value is `""`.
    public var options: [String: String] = [:]
    /// The values of arguments whose type gives them a form (`ValueType.convert`), by placeholder;
    /// read with `value(_:)`.
    var values: [String: any Sendable] = [:]

    public init(name: String, arguments: [String], line: String) {
        self.name = name
        self.arguments = arguments
        self.line = line
        self.positionals = arguments
    }

    /// The value of an option such as `--last`, if given.
    public func option(_ name: String) -> String? { options[name] }

    /// Whether a flag such as `--verbose` was given.
    public func flag(_ name: String) -> Bool { options[name] != nil }
}

/// A command's failure: one line saying what was wrong and what to do.
public struct CommandError: Error, Equatable, Sendable {
    public var message: String

    public init(_ message: String) { self.message = message }
}
