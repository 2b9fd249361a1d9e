import Foundation
import LabCore
import LabToolchain

extension Command {
    static let why = Command(
        name: "why", group: .inspection, changesDevice: false,
        summary: "Explain an event: the rule of the lifecycle tables that made it happen, or why a method did not run",
        arguments: [.optional([.either([[.word("last")], [.value(.eventNumber)], [.value(.method)], [.word("not"), .value(.method)]])])],
        example: "not applicationWillTerminate",
        details: "`why` (or `why last`) explains the events of the last command; `why N` event N of the log (`why` numbers\nthem); `why METHOD` the latest call of a delegate or view-controller method. Each answer names the row of\nthe lifecycle tables, the iOS era on the dial, the source behind it and the lab's choice where iOS is\nunclear. `why not METHOD` says why a method did not run in the app last used."
    ) { invocation, session throws(CommandError) in
        let device = session.device
        if let seq: Int = invocation.value(.eventNumber) {
            guard let event = device.log.events.first(where: { $0.seq == seq }) else {
                throw CommandError(tr("no event %@ in the log (events %@ are kept)", "\(seq)", WhyText.keptRange(device)))
            }
            session.print(WhyText.event(event, device: device, style: session.style).joined(separator: "\n"))
            return
        }
        // The layouts left: none, `last`, `METHOD`, `not METHOD` (the only one of two words).
        let words = invocation.positionals
        if words.count == 2 {
            session.print(try WhyText.whyNot(words[1], device: device).joined(separator: "\n"))
            return
        }
        let topic = words.first ?? "last"
        if topic == "not" {
            throw CommandError(tr("`why not` takes one method name, such as why not applicationWillTerminate"))
        }
        if topic == "last" {
            session.print(WhyText.lastCommand(device: device, style: session.style).joined(separator: "\n"))
        } else {
            let entries = LifecycleAPI.entries(named: topic)
            guard !entries.isEmpty else { throw WhyText.unknownMethod(topic) }
            let names = Set(entries.map(\.name))
            guard let event = device.log.events.last(where: {
                switch $0.kind {
                case let .callback(_, name, _): names.contains(name)
                case let .notification(name): names.contains(name)
                default: false
                }
            }) else {
                throw CommandError(tr("%@ has not been offered on this device yet (`why not %@` says why)", entries[0].name, topic))
            }
            session.print(WhyText.event(event, device: device, style: session.style).joined(separator: "\n"))
        }
    }
}

/// The answers of `why` and `why not`.
enum WhyText {
    static func keptRange(_ device: Device) -> String {
        guard let first = device.log.events.first?.seq else { return "—" }
        return "\(first)–\(device.log.lastSeq)"
    }

    static func unknownMethod(_ typed: String) -> CommandError {
        let close = NameMatch.closest(to: typed, among: LifecycleAPI.completionNames)
        let hint = close.isEmpty ? "" : tr(" — did you mean %@?", Suggestion.alternatives(close.map { "\"\($0)\"" }))
        return CommandError(tr("%@ is not a lifecycle method, notification or Info.plist key the lab knows%@", InputLine.quoted(typed), hint))
    }

    /// One event's line, numbered, as the log renders it.
    static func eventLine(_ event: Event, device: Device, style: Styler) -> String {
        let rendered = EventRenderer(showsNotifications: true).render([event][...], device: device, style: style)
        let text = rendered.first { !$0.trimmingCharacters(in: .whitespaces).isEmpty }?.trimmingCharacters(in: .whitespaces) ?? event.kind.name
        return "[\(event.seq)]  \(text)"
    }

    /// `why` / `why last`: the rows behind the last command's events.
    static func lastCommand(device: Device, style: Styler) -> [String] {
        guard let start = device.log.events.lastIndex(where: { if case .action = $0.kind { true } else { false } }) else {
            return [tr("the log is empty: nothing has happened on this device yet")]
        }
        let events = device.log.events[start...]
        guard case let .action(name, arguments) = events[start].kind else { return [] }
        let command = ([name] + arguments.map { $0.contains(" ") ? InputLine.quoted($0) : $0 }).joined(separator: " ")
        var order: [LifecycleRule.ID] = []
        var byRule: [LifecycleRule.ID: [Event]] = [:]
        for event in events {
            guard let rule = event.rule else { continue }
            if byRule[rule] == nil { order.append(rule) }
            byRule[rule, default: []].append(event)
        }
        guard !order.isEmpty else {
            return [tr("the last command, `%@` (event %d), ran no row of the lifecycle tables: what it printed is its own work", command, events[start].seq)]
        }
        var lines = [tr("the last command, `%@` (event %d), ran %d of the lifecycle tables' rows:", command, events[start].seq, order.count)]
        for id in order {
            let rule = LifecycleRules.rule(id)
            let shown = byRule[id]!
            lines.append("")
            lines += RuleText.lines(rule, iosVersion: device.iosVersion).map { "  " + $0 }
            lines.append("    " + tr("its events (`why N` explains one):"))
            lines += shown.filter { if case .notification = $0.kind { false } else { true } }
                .map { "      " + eventLine($0, device: device, style: style) }
        }
        return lines
    }

    /// `why N`, `why METHOD`: one event and the row behind it.
    static func event(_ event: Event, device: Device, style: Styler) -> [String] {
        var lines = [eventLine(event, device: device, style: style)]
        if case let .action(name, _) = event.kind {
            lines.append("  " + tr("this is the command `%@` itself: what it did follows it in the log (`why %d` for the next event)", name, event.seq + 1))
            return lines
        }
        if let id = event.rule {
            lines.append("  " + tr("made by a row of the lifecycle tables:"))
            lines += RuleText.lines(LifecycleRules.rule(id), iosVersion: device.iosVersion).map { "  " + $0 }
        } else {
            let command = device.log.events.last { $0.seq < event.seq && { if case .action = $0.kind { true } else { false } }($0) }
            let name: String = if case let .action(name, _)? = command?.kind { name } else { "?" }
            lines.append("  " + tr("no row of the lifecycle tables made it: it is the work of `%@` itself (docs/lifecycle.md says how far that is simulated)", name))
        }
        let callbackName: String? = switch event.kind {
        case let .callback(_, name, _): name
        case let .notification(name): name
        default: nil
        }
        if let callbackName, let entry = LifecycleAPI.entries(named: callbackName).first {
            lines += QuickHelpText.facts(entry, device: device).map { "  " + $0 }
            if case .callback(_, _, false) = event.kind {
                lines.append("  " + tr("not implemented: the app has no %@, so nothing ran (`why not %@` says more)", entry.name, entry.baseName))
            }
        }
        return lines
    }

    /// `why not METHOD`.
    static func whyNot(_ typed: String, device: Device) throws(CommandError) -> [String] {
        let entries = LifecycleAPI.entries(named: typed)
        guard let entry = entries.first else { throw unknownMethod(typed) }
        let (app, reasons) = device.whyNot(entry)
        var lines: [String] = [app.map { tr("why %@ did not run in %@:", entry.name, $0.displayName) } ?? tr("why %@ did not run:", entry.name)]
        for reason in reasons {
            lines += bullet(text(reason, entry: entry, app: app, device: device))
        }
        return lines
    }

    static func bullet(_ text: String) -> [String] { ["  · " + text] }

    static func text(_ reason: MissedCallbackReason, entry: LifecycleAPIEntry, app: InstalledApp?, device: Device) -> String {
        let name = app?.displayName ?? ""
        switch reason {
        case let .ran(seq):
            return tr("it did run: event %d (`why %d` says which rule called it)", seq, seq)
        case let .notImplemented(seq, receiver):
            var text = tr("not implemented: UIKit offered it to %@ at event %d, and %@ has no such method", receiver, seq, receiver)
            if let nearMiss = nearMiss(of: entry.name, in: app) {
                text += tr("; the build warned that %@.%@ nearly matches it: rename it to %@", nearMiss.className, nearMiss.selector, entry.name)
            }
            return text
        case .notDeclared:
            var text = tr("%@ declares no %@ in any class", name, entry.name)
            if let nearMiss = nearMiss(of: entry.name, in: app) {
                text += tr("; the build warned that %@.%@ nearly matches it: rename it to %@", nearMiss.className, nearMiss.selector, entry.name)
            }
            return text
        case let .eraLacks(version, versions):
            return tr("the dial is on iOS %d, and %@ exists on %@ only (`reset --ios N` moves the dial)", version, entry.name, RuleText.era(versions))
        case let .sceneBased(counterpart):
            return tr("%@ is scene-based (UIApplicationSceneManifest): the app delegate is not asked; its scene delegate gets %@ instead, and the notification is still posted", name, counterpart)
        case .noScenes:
            return tr("%@ has no scene (no UIApplicationSceneManifest, or iOS before 13): there is no scene delegate to ask", name)
        case let .backgroundModeMissing(mode):
            return tr("Info.plist's UIBackgroundModes lacks %@: the system does not call it without that background mode", mode)
        case let .endedWhileSuspended(seq, rule):
            let row = rule.map { tr(" (row %@ — %@)", $0.rawValue, LifecycleRules.rule($0).title) } ?? ""
            return tr("%@ was suspended when it ended at event %d%@: a suspended app runs no code, so the system reclaims it silently; applicationWillTerminate reaches only an app still running (docs/lifecycle.md, “Termination”). Save in applicationDidEnterBackground, the last moment your code surely runs", name, seq, row)
        case .notificationPermission(denied: true):
            return tr("the user denied %@ notifications (`notifications allow` answers the next request): the system does not call it", name)
        case .notificationPermission(denied: false):
            return tr("the user has not allowed notifications for %@ yet (the app asks with requestAuthorization): the system does not call it without that permission", name)
        case .forceQuit:
            return tr("%@ was swiped away in the switcher: the system does not wake it in the background until the user launches it again", name)
        case .suspendedNow:
            return tr("%@ is suspended now: it runs no code until it comes back", name)
        case let .notTriggered(rules):
            guard !rules.isEmpty else { return tr("no row of the lifecycle tables calls it on this iOS") }
            let list = rules.map { "\($0.rawValue) (\(LifecycleRules.rule($0).title))" }.joined(separator: "; ")
            return tr("none of the rows that call it has run for %@: %@", name, list)
        case .noApp:
            return tr("no app has run on this device yet")
        }
    }

    /// The app's method the build's near-miss check would name for `selector`.
    static func nearMiss(of selector: String, in app: InstalledApp?) -> (className: String, selector: String)? {
        guard let program = app?.bundle.program else { return nil }
        for declared in program.classes {
            for method in declared.methods where method != selector {
                if NearMissCheck.nearest(method, among: [selector]) != nil { return (declared.name, method) }
            }
        }
        return nil
    }
}
