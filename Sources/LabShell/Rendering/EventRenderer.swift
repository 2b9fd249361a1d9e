import LabCore

/// Turns events into the lines a learner reads after each command (SAMPLE-SESSION.md):
/// `▸` what the system or user did, `●` an app's state change, callbacks indented beneath,
/// `· not implemented` on methods the app does not have. NotificationCenter posts are shown
/// only when `showsNotifications` (`log --verbose`): they double every callback.
public struct EventRenderer {
    public var showsNotifications: Bool

    public init(showsNotifications: Bool = false) {
        self.showsNotifications = showsNotifications
    }

    public func render(_ events: ArraySlice<Event>, device: Device, style: Styler) -> [String] {
        entries(events, device: device, style: style).flatMap(\.lines)
    }

    /// The events as entries: usually one event each, but an event the renderer folds into
    /// the one before it (where UIKit's `loadView` got the view; a launch chosen in the
    /// switcher) shares that event's entry. `events` are the indices in `events` it covers.
    func entries(_ events: ArraySlice<Event>, device: Device, style: Styler) -> [(events: Range<Int>, lines: [String])] {
        var entries: [(events: Range<Int>, lines: [String])] = []
        var index = events.startIndex
        while index < events.endIndex {
            let start = index
            let event = events[index]
            index += 1
            // UIKit's own loadView: the line says where the view came from.
            if case let .callback(receiver, name, false) = event.kind, name == ViewControllerCallback.loadView.rawValue, index < events.endIndex,
               case let .system(.viewLoaded(source)) = events[index].kind {
                index += 1
                entries.append((start..<index, [Indent.callback(event.depth) + "\(receiver).loadView()   " + style.paint(tr("· from %@", source.text), .dim)]))
                continue
            }
            // A launch from the switcher: the tap is on the app's card, not its icon.
            if case let .action(action, arguments) = event.kind, action == DeviceAction.launch.name, index < events.endIndex,
               case .system(.chosenInSwitcher) = events[index].kind {
                index += 1
                let app = arguments.first ?? ""
                let line = device.dial.hasCardSwitcher ? tr("▸ tap the card of \"%@\" in the app switcher", app)
                    : tr("▸ tap the icon of \"%@\" in the multitasking bar", app)
                entries.append((start..<index, [style.paint(line, .bold)]))
                continue
            }
            entries.append((start..<index, lines(for: event, device: device, style: style)))
        }
        return entries
    }

    func lines(for event: Event, device: Device, style: Styler) -> [String] {
        // Looked up only where a line names the app: most events do not.
        var name: String { event.appName ?? AppNames.display(event.app, on: device) }
        switch event.kind {
        case let .action(action, arguments):
            let line = ActionLine.commands[action]?.logLine?(arguments, device) ?? Command.typedLine(action, arguments)
            return [style.paint(line, .bold)]
        case let .state(from, to):
            return [style.paint("● \(name)   \(from.words) → \(to.words)", StateColors.color(for: to))]
        case let .mac(.state(from, to)):
            return [style.paint("● \(name)   \(from.words) → \(to.words)", StateColors.color(for: to))]
        case let .mac(note):
            return [Indent.system(event.depth) + note.text]
        case let .sceneState(scene, from, to):
            return [style.paint("  ◦ scene \"\(scene)\"   \(from.rawValue) → \(to.rawValue)", StateColors.color(for: to))]
        case let .callback(receiver, method, implemented):
            let indent = Indent.callback(event.depth)
            return [implemented ? "\(indent)\(receiver).\(method)"
                                : style.paint("\(indent)\(receiver).\(method)   " + tr("· not implemented"), .dim)]
        case let .notification(notification):
            return showsNotifications ? [style.paint("      ↳ \(notification)", .gray)] : []
        case let .system(note):
            return [Indent.system(event.depth) + note.text]
        case let .console(text):
            let indent = Indent.system(event.depth)
            return text.split(separator: "\n", omittingEmptySubsequences: false).map { style.paint("\(indent)│ \(ConsoleNoteText.words($0))", .magenta) }
        case let .warning(text):
            return warningLines(text, depth: event.depth, style: style)
        case let .advice(advice):
            return warningLines(advice.text, depth: event.depth, style: style)
        case let .crash(cause, code):
            var lines = tr("✖ %@ crashed: %@ (%@)", name, cause.text, code).split(separator: "\n", omittingEmptySubsequences: false).enumerated().map { index, line in
                style.paint((index == 0 ? "" : "  ") + line, .red)
            }
            if let report = device.crashReports[event.seq] {
                // The field names are iOS's; the lab's own explanation of a fault it found is worded here.
                var fields = report.fields.map { (name: $0.name, value: ConsoleNoteText.inFault($0.value)) }
                if case let .processFault(fault, _) = cause { fields.append((name: "Application Specific Information", value: fault.text)) }
                let width = (fields.map(\.name.count).max() ?? 0) + 2
                lines += fields.map { field in
                    style.paint("  " + (field.name + ":").padding(toLength: width, withPad: " ", startingAt: 0) + field.value, .red)
                }
            }
            return lines
        case let .lesson(what, lesson, step):
            return [style.paint("✓ \(lesson) \(step): \(what)", .green)]
        case let .push(title, body, silent):
            let text = silent ? tr("silent (content-available, nothing shown)")
                : [title.map { "\"\($0)\"" }, body].compactMap { $0 }.joined(separator: " — ")
            return [style.paint(tr("  ✉ remote notification for %@: %@", name, text), .cyan)]
        case let .wake(reason):
            let why = switch reason {
            case "silent-push": tr("a silent push")
            case "app-refresh": tr("an app refresh task")
            case "processing-task": tr("a processing task")
            case "notification-action": tr("a notification action")
            default: tr("a background fetch")
            }
            return [style.paint(tr("  ⏰ %@ woken in the background for %@", name, why), .blue)]
        case let .deadline(what, met):
            return [style.paint(Indent.system(event.depth) + (met ? tr("✓ %@ called in time", what.text) : tr("✗ %@ was not called in time", what.text)), met ? .green : .yellow)]
        }
    }
}

extension EventRenderer {
    /// `⚠ text`; a multi-line message (UIKit's constraint format errors) keeps its lines, indented.
    func warningLines(_ text: String, depth: Int, style: Styler) -> [String] {
        let indent = Indent.system(depth)
        return text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map { index, line in
            style.paint(indent + (index == 0 ? "⚠ " : "  ") + line, .yellow)
        }
    }
}

/// Display names for bundle identifiers in output.
enum AppNames {
    static func display(_ identifier: String?, on device: Device) -> String {
        guard let identifier else { return "system" }
        return device.installedApp(withIdentifier: identifier)?.displayName ?? identifier
    }

    /// A name (or any argument) as a learner would type it back: quoted when it has spaces.
    static func typed(_ name: String) -> String { name.contains(" ") ? "\"\(name)\"" : name }
}

/// The colour of each state (SAMPLE-SESSION.md): active green, inactive yellow, background
/// blue, suspended grey, not running plain.
enum StateColors {
    static func color(for state: AppState) -> Styler.Color {
        switch state {
        case .active: .green
        case .inactive: .yellow
        case .background: .blue
        case .suspended: .gray
        case .notRunning: .dim
        }
    }

    static func color(for state: SceneState) -> Styler.Color {
        switch state {
        case .foregroundActive: .green
        case .foregroundInactive: .yellow
        case .background: .blue
        case .unattached: .dim
        }
    }
}

/// How an action reads in the output: the words its command declares (`Command.logLine`).
enum ActionLine {
    /// The commands by name, once: the renderer asks for every action event.
    static let commands: [String: Command] = Dictionary(CommandRegistry.standard.commands.map { ($0.name, $0) },
                                                        uniquingKeysWith: { first, _ in first })
}

/// Indentation that shows nesting: callbacks sit beneath what the system did, and what
/// happens inside an app method (its prints, a callback it causes, a system step it calls)
/// sits beneath that method.
enum Indent {
    /// A callback offered while `depth` app methods run.
    static func callback(_ depth: Int) -> String { String(repeating: " ", count: 4 + 2 * depth) }

    /// A system line, a print or a warning while `depth` app methods run (0: between methods).
    static func system(_ depth: Int) -> String {
        String(repeating: " ", count: depth == 0 ? 2 : 4 + 2 * depth)
    }
}
