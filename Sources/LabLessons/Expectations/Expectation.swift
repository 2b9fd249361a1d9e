import LabCore

/// One thing a step expects, checked against typed events and the device's state — never
/// against rendered text. Each kind is a small type in its own file with its own messages.
public protocol Expectation: Sendable {
    /// Whether it holds now.
    func isMet(in context: CheckContext) -> Bool
    /// What it expects, in plain words in the learner's language (shown after ✓).
    func description(in language: Language) -> String
    /// What is wrong now and where to look, in plain words (shown after ✗). `scanner` is the
    /// expectation's own scanner as fed so far (nil for expectations about the state now).
    func failure(in context: CheckContext, scanner: (any EventScanner)?, language: Language) -> String
    /// Whether a ✓ would say nothing until the step's other expectations hold: a `never:`
    /// before the events it guards happened. Shown as "· waiting" until then.
    var waitsForTheRest: Bool { get }
    /// For an expectation about events: a scanner that is fed each event once, so that the
    /// check after every command costs only the events that command added. nil for
    /// expectations about the device's state now.
    func makeScanner() -> (any EventScanner)?
}

extension Expectation {
    public func makeScanner() -> (any EventScanner)? { nil }

    public func failure(in context: CheckContext, scanner: (any EventScanner)?, language: Language) -> String {
        FailureText.notYet(description(in: language), language)
    }

    public var waitsForTheRest: Bool { false }
}

/// Reads events one at a time and remembers what it needs, for one expectation.
public protocol EventScanner {
    mutating func feed(_ event: Event, app: String)
    /// A command the learner typed, in its place among the events: after the events before it
    /// began, before those it caused. Only a sequence reads them.
    mutating func feed(command: UsedCommand, device: Device, app: String)
    var isSatisfied: Bool { get }
}

extension EventScanner {
    public mutating func feed(command: UsedCommand, device: Device, app: String) {}
}

extension Expectation {
    /// Whether a fresh scanner fed the context's events and commands, in order, is satisfied.
    func scanned(in context: CheckContext) -> Bool {
        guard var scanner = makeScanner() else { return false }
        var commands = context.commands[...]
        for event in context.events {
            while let first = commands.first, first.startSeq < event.seq {
                scanner.feed(command: first, device: context.device, app: context.app)
                commands = commands.dropFirst()
            }
            scanner.feed(event, app: context.app)
        }
        for command in commands { scanner.feed(command: command, device: context.device, app: context.app) }
        return scanner.isSatisfied
    }
}

/// A scanner satisfied once (or as long as) no event matching `matches` has been seen.
struct MatchScanner: EventScanner {
    let matches: @Sendable (Event, String) -> Bool
    /// true: satisfied when one was seen; false: satisfied while none was seen.
    let wanted: Bool
    var seen = false

    mutating func feed(_ event: Event, app: String) {
        if !seen && matches(event, app) { seen = true }
    }

    var isSatisfied: Bool { seen == wanted }
}

/// What a check looks at: the device, the lesson's app, and the events since the step began.
public struct CheckContext {
    public let device: Device
    /// The lesson's app (bundle identifier).
    public let app: String
    /// Events since the step began, in order.
    public let events: ArraySlice<Event>
    /// Commands typed since the step began.
    public let commands: [UsedCommand]

    public init(device: Device, app: String, events: ArraySlice<Event>, commands: [UsedCommand] = []) {
        self.device = device
        self.app = app
        self.events = events
        self.commands = commands
    }

    /// The lesson's app as installed, if it is.
    public var installedApp: InstalledApp? { device.installedApp(withIdentifier: app) }

    /// The lesson's app's live process, if it runs.
    public var process: AppProcess? { installedApp.flatMap { device.process(for: $0) } }
}

/// A command line the learner typed: its name and arguments, the device log's last `seq`
/// before it began (the events it caused come after it), and the last `seq` when it had run (its
/// output could show the events up to there; nil until the check after it).
public struct UsedCommand: Sendable, Equatable {
    public var name: String
    public var arguments: [String]
    public var startSeq: Int
    public var seq: Int?

    public init(name: String, arguments: [String], startSeq: Int = 0, seq: Int? = nil) {
        self.name = name
        self.arguments = arguments
        self.startSeq = startSeq
        self.seq = seq
    }
}

/// Picks the phrase for a language from three written side by side.
func localized(_ language: Language, en: String, zh: String, ru: String) -> String {
    switch language {
    case .en: en
    case .zhHans: zh
    case .ru: ru
    }
}
