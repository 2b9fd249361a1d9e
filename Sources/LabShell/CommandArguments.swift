import LabCore
import LabLessons

/// The kind of value a command takes at one place of its usage: the placeholder `help` shows
/// (`APP`, `DURATION`), how Tab completes it and, for values with a form of their own, how the
/// typed word becomes the value the command's body reads (`Invocation.value(_:)`): a number, a
/// duration, or the installed app the word names, resolved on the device before the body runs.
/// No body checks or looks up a word its usage already described.
public struct ValueType: Sendable {
    /// The placeholder in the usage line.
    public let placeholder: String
    /// What Tab offers for it.
    let kind: ArgumentKind
    /// Whether the value may have spaces (an app's name, a path, a title), so that extra words
    /// after it are worth the hint to quote; a number or a duration never has any.
    let mayHaveSpaces: Bool
    /// The typed word as the body's value, or the one-line error (`usage` is the command's, for
    /// errors that end with it); nil: the word itself is the value.
    let convert: (@Sendable (_ word: String, _ usage: String) throws(CommandError) -> any Sendable)?
    /// The typed word as what it names in the session (an installed app), or the one refusal
    /// for a word that names nothing; nil: the word needs no session.
    let resolve: (@Sendable (_ word: String, _ session: Session) throws(CommandError) -> any Sendable)?
    /// Which words are of this type by their form (a payload ends in `.json`), when a usage's
    /// layouts let one word be either of two values (`push [APP] [FILE]`); nil: any word.
    let claims: (@Sendable (_ word: String) -> Bool)?

    init(_ placeholder: String, _ kind: ArgumentKind, mayHaveSpaces: Bool = true,
         convert: (@Sendable (_ word: String, _ usage: String) throws(CommandError) -> any Sendable)? = nil,
         claims: (@Sendable (_ word: String) -> Bool)? = nil) {
        self.placeholder = placeholder
        self.kind = kind
        self.mayHaveSpaces = mayHaveSpaces
        self.convert = convert
        self.resolve = nil
        self.claims = claims
    }

    init(_ placeholder: String, _ kind: ArgumentKind,
         resolve: @escaping @Sendable (_ word: String, _ session: Session) throws(CommandError) -> any Sendable) {
        self.placeholder = placeholder
        self.kind = kind
        self.mayHaveSpaces = true
        self.convert = nil
        self.resolve = resolve
        self.claims = nil
    }

    /// Whether the body gets a value made from the word rather than the word itself.
    var makesValue: Bool { convert != nil || resolve != nil }
}

extension ValueType {
    /// An installed app, by display name or bundle identifier: the body reads the `InstalledApp`
    /// (`invocation.app`); a word that names no app is refused before the body runs.
    public static let app = ValueType("APP", .app) { word, session throws(CommandError) in try session.installedApp(word) }
    /// What `bundle`, `plist` and `cat` look into: a `.app` folder on the host given by path, or
    /// else an installed app (`InspectedApp`), refused as `app` refuses.
    public static let appOrBundle = ValueType("APP", .app) { word, session throws(CommandError) in try session.inspectedApp(word) }
    /// A file on the host (a transcript, a payload).
    public static let file = ValueType("FILE", .file)
    /// A project folder or `.app` on the host, or a path inside an app (`cat APP PATH`).
    public static let path = ValueType("PATH", .file)
    /// A push payload file as `push` takes it positionally: one word alone is the payload when it
    /// ends in `.json` or `.apns`, the app otherwise (`help push`); the body reads the word.
    public static let payloadFile = ValueType("FILE", .file, convert: { word, _ throws(CommandError) in word },
                                              claims: { $0.hasSuffix(".json") || $0.hasSuffix(".apns") })
    /// A folder (`build -o DIR`, `container APP DIR`).
    public static let folder = ValueType("DIR", .folder)
    /// A lesson's id.
    public static let lessonID = ValueType("ID", .lesson, mayHaveSpaces: false)
    /// `tap-notification N`: an entry of Notification Centre, 1 the newest (an `Int`). Only a
    /// number is one: `tap-notification Snooze` names an action.
    public static let notificationNumber = ValueType("N", .text, mayHaveSpaces: false, convert: { word, usage throws(CommandError) in
        guard let number = Int(word), number >= 1 else {
            let name = String(usage.prefix { $0 != " " })
            throw CommandError(tr("%@ — usage: %@", tr("%@ takes an entry's number in Notification Centre, 1 for the newest, not %@", name, InputLine.quoted(word)), usage))
        }
        return number
    }, claims: { Int($0) != nil })
    /// `tap-notification [N] ACTION`: a button of the notification's category, by title or
    /// identifier (the word, read from the layout `N` left it).
    public static let notificationAction = ValueType("ACTION", .text, convert: { word, _ throws(CommandError) in word })
    /// `why N`: an event's number in the log (an `Int`). Only a number is one: `why viewDidLoad`
    /// names a method.
    public static let eventNumber = ValueType("N", .text, mayHaveSpaces: false, convert: { word, _ throws(CommandError) in
        guard let number = Int(word) else { throw CommandError(tr("`why` takes one event: a number, a method's name or last, such as why 12")) }
        return number
    }, claims: { Int($0) != nil })
    /// `lesson hint N`: a hint's number (an `Int`), to show again.
    public static let hintNumber = ValueType("N", .text, mayHaveSpaces: false) { word, _ throws(CommandError) in
        guard let number = Int(word) else { throw CommandError(tr("`lesson hint` takes a hint's number, such as lesson hint 1, not %@", "\(InputLine.quoted(word))")) }
        return number
    }
    /// `reset --ios N`: an iOS major version (an `Int`; which ones are simulated, the reset says).
    public static let iosVersion = ValueType("N", .text, mayHaveSpaces: false) { word, _ throws(CommandError) in
        guard let number = Int(word) else { throw CommandError(tr("--ios needs a major iOS version such as 17, not %@", "\(InputLine.quoted(word))")) }
        return number
    }
    /// `reset --macos VERSION`: a simulated macOS version (a `MacOSVersion`).
    public static let macOSVersion = ValueType("VERSION", .text, mayHaveSpaces: false) { word, _ throws(CommandError) in
        try DeviceChoice.macOS(word)
    }
    /// `reset --device DEVICE`: iphone or mac (a `DeviceKind`).
    public static let deviceKind = ValueType("DEVICE", .choice(DeviceKind.allCases.map(\.rawValue)), mayHaveSpaces: false) { word, _ throws(CommandError) in
        try DeviceKind(typed: word)
    }
    /// `run [PATH|APP]`: a project folder or `.app` on the host, or — when nothing is at the
    /// path — an installed app that is not a system app (a `RunTarget`). One word may be either,
    /// so `run`'s layouts both name this value; a word with a slash or ending in .app that names
    /// nothing is a mistyped path.
    public static let runTarget = ValueType("PATH", .file) { word, session throws(CommandError) in
        try RunTarget(word, in: session)
    }
    /// `log --last N`: how many events, above zero (an `Int`).
    public static let eventCount = ValueType("N", .text, mayHaveSpaces: false) { word, _ throws(CommandError) in
        guard let count = Int(word), count > 0 else {
            throw CommandError(tr("--last needs a whole number above zero, such as --last 10, not %@", "\(InputLine.quoted(word))"))
        }
        return count
    }
    /// `push --badge N`: the badge's number, 0 or more (an `Int`).
    public static let badgeNumber = ValueType("N", .text, mayHaveSpaces: false) { word, _ throws(CommandError) in
        guard let number = Int(word), number >= 0 else {
            throw CommandError(tr("--badge needs a whole number, 0 or more (0 clears the badge), such as --badge 3, not %@", "\(InputLine.quoted(word))"))
        }
        return number
    }
    /// `memory-pressure [N]`: how many suspended apps to reclaim, above zero (an `Int`).
    public static let appCount = ValueType("N", .text, mayHaveSpaces: false) { word, _ throws(CommandError) in
        guard let number = Int(word), number > 0 else {
            throw CommandError(tr("memory-pressure takes a number of apps above zero, such as 1, not %@", "\(InputLine.quoted(word))"))
        }
        return number
    }
    /// `lesson start --step N`: a step's number (an `Int`).
    public static let stepNumber = ValueType("N", .text, mayHaveSpaces: false) { word, _ throws(CommandError) in
        guard let number = Int(word) else { throw CommandError(tr("--step takes a step number, not %@", "\(InputLine.quoted(word))")) }
        return number
    }
    /// The title of a control on screen, or of a quick action after its app.
    public static let title = ValueType("TITLE", .tappable)
    /// A top-level key of an app's Info.plist.
    public static let infoKey = ValueType("KEY", .infoKey)
    /// A command's name (or a UIKit type's, or a lifecycle method's, for `help`).
    public static let command = ValueType("COMMAND", .command, mayHaveSpaces: false)
    /// A lifecycle method's name.
    public static let method = ValueType("METHOD", .choice(LifecycleAPI.completionNames))
    /// A language code of the lessons: a `Language`.
    public static let languageCode = ValueType("CODE", .choice(Language.allCases.map(\.rawValue)), mayHaveSpaces: false) {
        word, _ throws(CommandError) in
        guard let chosen = Language(code: word) else {
            throw CommandError(tr("no lessons in %@; choose %@", "\(InputLine.quoted(word))", "\(Language.codes)"))
        }
        return chosen
    }
    /// Free text of the kind the placeholder names (`TEXT`, `NAME`, `FROM`, `IDENTIFIER`, …).
    public static func text(_ placeholder: String) -> ValueType { ValueType(placeholder, .text) }

    /// Virtual time as learners write it (`500ms`, `1m30s`): a `TypedDuration`.
    public static let duration = ValueType("DURATION", .choice(["500ms", "5s", "30s", "3m", "10m"]), mayHaveSpaces: false) {
        word, _ throws(CommandError) in TypedDuration(milliseconds: try DurationText.milliseconds(word), typed: word)
    }

    /// `LAT,LON` in degrees, as `xcrun simctl location set` takes it: a `Coordinate`.
    public static let coordinate = ValueType("COORDINATE", .text, mayHaveSpaces: false) { word, usage throws(CommandError) in
        guard let coordinate = Coordinate(word) else {
            throw CommandError(tr("%@ — usage: %@", tr("%@ is not a coordinate: give LAT,LON in degrees (latitude −90…90, longitude −180…180), or allow|deny", InputLine.quoted(word)), usage))
        }
        return coordinate
    }
}

/// A duration as typed (kept for the action event) and what it means.
public struct TypedDuration: Sendable, Equatable {
    public var milliseconds: Int
    public var typed: String
}

/// One part of a command's usage, declared as a value: the usage line `help` shows, the
/// checks every invocation gets (`UsagePattern`) and Tab's completions all come from these.
public indirect enum UsageItem: Sendable {
    /// A value of a type: `APP`.
    case value(ValueType)
    /// A fixed word: `stop`.
    case word(String)
    /// One or more values: `FILE...`.
    case repeated(ValueType)
    /// Optional parts: `[APP]`, `[start [ID]]`.
    case optional([UsageItem])
    /// One of several sequences: `allow|deny|COORDINATE`.
    case either([[UsageItem]])
    /// An option, with the type of its value (`[--last N]`) or none for a flag (`[--verbose]`);
    /// options may come in any order anywhere after the command's name.
    case option(String, ValueType?)

    /// One of fixed words: `left|right|up|down`.
    public static func oneOf(_ words: [String]) -> UsageItem { .either(words.map { [.word($0)] }) }

    /// How `help` writes it.
    var text: String {
        switch self {
        case let .value(type): type.placeholder
        case let .word(word): word
        case let .repeated(type): type.placeholder + "..."
        case let .optional(items): "[" + Self.text(items) + "]"
        case let .either(branches): branches.map(Self.text).joined(separator: "|")
        case let .option(name, type): "[" + ([name] + [type?.placeholder].compactMap { $0 }).joined(separator: " ") + "]"
        }
    }

    static func text(_ items: [UsageItem]) -> String { items.map(\.text).joined(separator: " ") }

    /// The notation's tree, for `UsagePattern`.
    var node: UsageNode {
        switch self {
        case let .value(type): .word(UsagePattern.Slot(type))
        case let .word(word): .word(UsagePattern.Slot(text: word, isLiteral: true, repeats: false))
        case let .repeated(type): .word(UsagePattern.Slot(type, repeats: true))
        case let .optional(items): .optional(Self.node(items))
        case let .either(branches): .choice(branches.map(Self.node))
        case let .option(name, type): .option(name, value: type?.placeholder)
        }
    }

    static func node(_ items: [UsageItem]) -> UsageNode { .sequence(items.map(\.node)) }

    /// The value type of each option that takes a value, by the option's name (`--last`).
    var optionTypes: [(name: String, type: ValueType)] {
        switch self {
        case .value, .word, .repeated: []
        case let .optional(items): items.flatMap(\.optionTypes)
        case let .either(branches): branches.flatMap { $0.flatMap(\.optionTypes) }
        case let .option(name, type): type.map { [(name, $0)] } ?? []
        }
    }

    /// Every value type it names, options' included.
    var types: [ValueType] {
        switch self {
        case let .value(type), let .repeated(type): [type]
        case .word: []
        case let .optional(items): items.flatMap(\.types)
        case let .either(branches): branches.flatMap { $0.flatMap(\.types) }
        case let .option(_, type): type.map { [$0] } ?? []
        }
    }
}

extension UsagePattern.Slot {
    init(_ type: ValueType, repeats: Bool = false) {
        self.init(text: type.placeholder, isLiteral: false, repeats: repeats, mayHaveSpaces: type.mayHaveSpaces)
    }
}

extension Invocation {
    /// The value of the first argument of `type`, as its type made it (a `TypedDuration`, a
    /// `Coordinate`, an `InstalledApp`); nil when none was given. The usage was checked and the
    /// value made before the body ran: a body reads, never re-checks.
    public func value<Value>(_ type: ValueType, as: Value.Type = Value.self) -> Value? {
        values[type.placeholder] as? Value
    }

    /// The value of an option whose type makes one (`--last` as an `Int`); nil when not given.
    public func value<Value>(option name: String, as: Value.Type = Value.self) -> Value? {
        values[name] as? Value
    }

    /// The installed app the command's `APP` names (a command whose usage requires one).
    public var app: InstalledApp { required(.app) }

    /// The value of an argument the usage requires.
    public func required<Value>(_ type: ValueType, as: Value.Type = Value.self) -> Value {
        guard let value = values[type.placeholder] as? Value else { preconditionFailure("\(name): no \(type.placeholder) after the usage check") }
        return value
    }
}

/// What `bundle`, `plist` and `cat` look into: an installed app, or a `.app` folder on the host.
public enum InspectedApp: Sendable {
    case installed(InstalledApp)
    /// A `.app` folder given by path (its host path).
    case folder(String)
}
