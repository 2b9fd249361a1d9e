import LabCore

/// One event a sequence looks for, written in lesson.yaml as a short phrase:
/// `state inactive -> background`, `callback applicationDidEnterBackground(_:)`,
/// `implemented applicationDidEnterBackground(_:)` (the app's own code ran),
/// `notification UIApplication.didEnterBackgroundNotification`, `action home`, `crash`,
/// `scene-state foregroundActive -> background`, `console TEXT` (a printed line containing TEXT),
/// `warning TEXT` (a system log message containing TEXT, as iOS's own complaints),
/// `advice NAME` (a warning of the lab's own, by its fact's name: `advice fetchModeMissing`),
/// `called-in-time TEXT` / `not-called-in-time TEXT` (a completion the system waits for —
/// `setTaskCompleted(success: true)`, a fetch's completion handler — was called before its
/// time was up, or was not), `command NAME [ARG…]` (the learner typed the command: a name alone
/// with any arguments, a name with arguments with exactly those, a last `…` accepting more; in a
/// `sequence` only, where it keeps its place among the events). In a Mac lesson `state` takes
/// the Mac's states (`state active -> inactive`, `state hidden`) and the iPhone's own events
/// (`scene-state`, `advice`, `called-in-time`, `crash`) are refused.
public struct EventPattern: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        case state(from: AppState?, to: AppState)
        /// A Mac app's state change (`MacEvent.state`).
        case macState(from: MacAppState?, to: MacAppState)
        case sceneState(to: SceneState)
        case callback(name: String, implementedOnly: Bool)
        case notification(name: String)
        case action(name: String)
        case crash(code: String?)
        case console(containing: String)
        case warning(containing: String)
        case advice(name: String)
        case deadline(containing: String, met: Bool)
        /// A command the learner typed, `[name, arguments…]` as `CommandExpectation` forms are.
        case command(form: [String])
    }

    public var kind: Kind
    /// The phrase as written, shown in messages.
    public var phrase: String
    /// Whether the lesson runs on the Mac: its callbacks are AppKit's.
    public var onMac = false

    /// The events only the iPhone has: refused in a Mac lesson.
    static let iPhoneOnly = ["scene-state", "advice", "called-in-time", "not-called-in-time", "crash"]

    /// Parses a phrase; nil with the reason when it is not one. `onMac`: the lesson runs on
    /// the Mac, so `state` takes the Mac's states and the iPhone's own events are refused.
    public static func parse(_ phrase: String, onMac: Bool = false) -> Result<EventPattern, PatternError> {
        let words = phrase.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        guard let head = words.first else { return .failure(PatternError("an empty event")) }
        let rest = Array(words.dropFirst())
        let pattern = { (kind: Kind) in Result<EventPattern, PatternError>.success(EventPattern(kind: kind, phrase: phrase, onMac: onMac)) }
        if onMac, iPhoneOnly.contains(head) {
            return .failure(PatternError("`\(head)` is an iPhone event and this lesson runs on the Mac (device: mac); a Mac lesson's events are state, callback, implemented, notification, action, command, console and warning"))
        }
        switch head {
        case "state" where onMac:
            let states = rest.filter { $0 != "->" && $0 != "→" }
            let parsed = states.map { MacAppState(rawValue: $0) }
            guard (1...2).contains(parsed.count), parsed.allSatisfy({ $0 != nil }) else {
                return .failure(PatternError("`state` takes a Mac state or FROM -> TO with states from \(MacAppState.allCases.map(\.rawValue).joined(separator: ", ")) (a Mac app has no background and no suspended state)"))
            }
            return pattern(.macState(from: parsed.count == 2 ? parsed[0] : nil, to: parsed.last!!))
        case "state":
            let states = rest.filter { $0 != "->" && $0 != "→" }
            let parsed = states.map { AppState(rawValue: $0) }
            guard (1...2).contains(parsed.count), parsed.allSatisfy({ $0 != nil }) else {
                let macOnly = states.contains { MacAppState(rawValue: $0) != nil && AppState(rawValue: $0) == nil }
                return .failure(PatternError("`state` takes a state or FROM -> TO with states from \(AppState.allCases.map(\.rawValue).joined(separator: ", "))"
                    + (macOnly ? " (hidden is a Mac state: a Mac lesson says device: mac)" : "")))
            }
            return pattern(.state(from: parsed.count == 2 ? parsed[0] : nil, to: parsed.last!!))
        case "scene-state":
            guard let last = rest.last, let state = SceneState(rawValue: last) else {
                return .failure(PatternError("`scene-state` takes a scene state: \(SceneState.allCases.map(\.rawValue).joined(separator: ", "))"))
            }
            return pattern(.sceneState(to: state))
        case "callback", "implemented":
            guard rest.count == 1 else { return .failure(PatternError("`\(head)` takes one method name such as applicationDidBecomeActive(_:)")) }
            return pattern(.callback(name: rest[0], implementedOnly: head == "implemented"))
        case "notification":
            guard rest.count == 1 else { return .failure(PatternError("`notification` takes one name such as UIApplication.didBecomeActiveNotification")) }
            return pattern(.notification(name: rest[0]))
        case "action":
            guard rest.count == 1 else { return .failure(PatternError("`action` takes one command name such as home")) }
            return pattern(.action(name: rest[0]))
        case "crash":
            guard rest.count <= 1 else { return .failure(PatternError("`crash` takes at most a code such as 0x8badf00d")) }
            return pattern(.crash(code: rest.first))
        case "console":
            guard !rest.isEmpty else { return .failure(PatternError("`console` takes the text a printed line contains")) }
            return pattern(.console(containing: rest.joined(separator: " ")))
        case "warning":
            guard !rest.isEmpty else { return .failure(PatternError("`warning` takes the text a system log message contains")) }
            return pattern(.warning(containing: rest.joined(separator: " ")))
        case "advice":
            guard rest.count == 1, Advice.names.contains(rest[0]) else {
                return .failure(PatternError("`advice` takes one of \(Advice.names.joined(separator: ", "))"))
            }
            return pattern(.advice(name: rest[0]))
        case "called-in-time", "not-called-in-time":
            guard !rest.isEmpty else { return .failure(PatternError("`\(head)` takes the completion's name, such as setTaskCompleted(success: true)")) }
            return pattern(.deadline(containing: rest.joined(separator: " "), met: head == "called-in-time"))
        case "command":
            guard !rest.isEmpty else { return .failure(PatternError("`command` takes a command name and its arguments, such as command views")) }
            return pattern(.command(form: rest.count == 1 ? rest + [CommandExpectation.anyFurther] : rest))
        default:
            return .failure(PatternError("unknown event \"\(head)\"; use state, scene-state, callback, implemented, notification, action, command, console, warning, advice, called-in-time, not-called-in-time or crash"))
        }
    }

    /// Whether the pattern is a typed command (which only a sequence's scanner is fed).
    public var isCommand: Bool {
        if case .command = kind { return true }
        return false
    }

    /// Whether the learner's command `used` is this one (a command pattern only).
    public func matches(_ used: UsedCommand, device: Device, app: String) -> Bool {
        guard case let .command(form) = kind else { return false }
        return CommandExpectation.matches(used, form: form, device: device, app: app)
    }

    /// Whether `event` is one of these for `app` (actions are the system's, so any app matches).
    public func matches(_ event: Event, app: String) -> Bool {
        switch (kind, event.kind) {
        case let (.action(name), .action(actual, _)):
            return name == actual
        case _ where event.app != app:
            return false
        case let (.state(from, to), .state(actualFrom, actualTo)):
            return to == actualTo && (from == nil || from == actualFrom)
        case let (.macState(from, to), .mac(.state(actualFrom, actualTo))):
            return to == actualTo && (from == nil || from == actualFrom)
        case let (.sceneState(to), .sceneState(_, _, actualTo)):
            return to == actualTo
        case let (.callback(name, implementedOnly), .callback(_, actual, implemented)):
            return name == actual && (implemented || !implementedOnly)
        case let (.notification(name), .notification(actual)):
            return name == actual
        case let (.crash(code), .crash(_, actualCode)):
            return code == nil || code == actualCode
        case let (.console(text), .console(printed)):
            return printed.contains(text)
        case let (.warning(text), .warning(logged)):
            return logged.contains(text)
        case let (.advice(name), .advice(advice)):
            return name == advice.name
        case let (.deadline(text, met), .deadline(what, actuallyMet)):
            return met == actuallyMet && what.call.contains(text)
        default:
            return false
        }
    }
}

/// Why a phrase is not an event pattern.
public struct PatternError: Error, Sendable {
    public var message: String
    init(_ message: String) { self.message = message }
}
