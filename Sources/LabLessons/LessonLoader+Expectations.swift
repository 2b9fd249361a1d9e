import LabCore
import Yams
import LabToolchain

/// The `expect:` entries: each a mapping whose first key names the kind of expectation.
extension LessonLoader {
    static let kinds = "sequence, never, state, window, windows, info-plist, build-setting, bundle-file, container-file, sandboxed, preference, console, shows, view, controller, navigation-stack, command, crash"
    /// What a Mac lesson (`device: mac`) checks.
    static let macKinds = "sequence, never, state, windows, info-plist, build-setting, bundle-file, container-file, sandboxed, console, command"
    /// Kinds that read UIKit's window and view tree, which the Mac's AppKit windows are not.
    static let uikitTreeKinds: Set<String> = ["window", "shows", "view", "controller", "navigation-stack"]
    /// Kinds the engine does not read on the Mac yet.
    static let notOnMacYet: Set<String> = ["preference", "crash"]

    func expectation(_ node: Node) throws(LessonError) -> CheckedExpectation {
        let fields = try mapping(node, "an expectation")
        guard let (key, value) = fields.first(where: { !["say", "fail", "not-between"].contains($0.key.string ?? "") }) else {
            throw error(node, tr("an expectation needs a kind: %@", "\(Self.kinds)"))
        }
        var say: LocalizedText?
        var fail: LocalizedText?
        var notBetween: [EventPattern] = []
        for (extraKey, extra) in fields where extraKey != key {
            switch extraKey.string ?? "" {
            case "say": say = try localized(extra, "say")
            case "fail": fail = try localized(extra, "fail")
            case "not-between":
                guard key.string == "sequence" else { throw error(extraKey, tr("not-between goes with sequence only")) }
                for item in try sequence(extra, "not-between") { notBetween.append(try pattern(item, inSequence: true)) }
            default: throw error(extraKey, tr("one kind per expectation; \"%@\" starts another (use a new list item)", "\(extraKey.string ?? "")"))
            }
        }
        let kind = key.string ?? ""
        if macOS != nil, Self.uikitTreeKinds.contains(kind) {
            throw error(key, tr("`%@` reads UIKit's key window and view tree, and this lesson runs on the Mac (device: mac); a Mac lesson checks %@", kind, Self.macKinds))
        }
        if macOS != nil, Self.notOnMacYet.contains(kind) {
            throw error(key, tr("the lesson engine does not check `%@` on the Mac yet; a Mac lesson checks %@", kind, Self.macKinds))
        }
        let made: any Expectation
        switch kind {
        case "sequence":
            var patterns: [EventPattern] = []
            for item in try sequence(value, "sequence") { patterns.append(try pattern(item, inSequence: true)) }
            guard !patterns.isEmpty else { throw error(value, tr("sequence is empty")) }
            made = SequenceExpectation(patterns: patterns, notBetween: notBetween)
        case "never":
            made = NeverExpectation(pattern: try pattern(value))
        case "state" where macOS != nil:
            let text = try scalar(value, "state")
            guard let state = MacAppState(rawValue: text) else {
                throw error(value, tr("unknown Mac state \"%@\"; use %@ (a Mac app has no background and no suspended state)", text, MacAppState.allCases.map(\.rawValue).joined(separator: ", ")))
            }
            made = MacStateExpectation(state: state)
        case "state":
            let text = try scalar(value, "state")
            guard let state = AppState(rawValue: text) else {
                let known = AppState.allCases.map(\.rawValue).joined(separator: ", ")
                if MacAppState(rawValue: text) != nil {
                    throw error(value, tr("unknown state \"%@\"; use %@ (%@ is a Mac state: a Mac lesson says device: mac)", "\(text)", known, "\(text)"))
                }
                throw error(value, tr("unknown state \"%@\"; use %@", "\(text)", known))
            }
            made = AppStateExpectation(state: state)
        case "sandboxed":
            guard macOS != nil else {
                throw error(key, tr("`sandboxed` is the Mac's: an iOS app is always in its sandbox container (check its files with container-file)"))
            }
            made = SandboxExpectation(sandboxed: try bool(value, "sandboxed"))
        case "window": made = try window(value)
        case "windows":
            guard let count = Int(try scalar(value, "windows")), count >= 0 else { throw error(value, tr("windows takes a number of windows")) }
            made = WindowCountExpectation(count: count)
        case "info-plist":
            if value.scalar != nil { made = InfoPlistExpectation(key: try scalar(value, "info-plist")); break }
            let entries = try options(value, "info-plist", allowed: ["key", "value", "absent"])
            guard let plistKey = entries["key"] else { throw error(value, tr("info-plist needs key")) }
            made = InfoPlistExpectation(key: try scalar(plistKey, "key"), value: try entries["value"].map { node throws(LessonError) in try scalar(node, "value") },
                                        absent: try entries["absent"].map { node throws(LessonError) in try bool(node, "absent") } ?? false)
        case "build-setting":
            let entries = try options(value, "build-setting", allowed: ["key", "setting"])
            guard let plistKey = entries["key"], let setting = entries["setting"] else { throw error(value, tr("build-setting needs key and setting")) }
            made = BuildSettingExpectation(key: try scalar(plistKey, "key"), setting: try scalar(setting, "setting"))
        case "bundle-file":
            if value.scalar != nil { made = BundleFileExpectation(path: try scalar(value, "bundle-file")); break }
            let entries = try options(value, "bundle-file", allowed: ["path", "absent"])
            guard let path = entries["path"] else { throw error(value, tr("bundle-file needs path")) }
            made = BundleFileExpectation(path: try scalar(path, "path"), absent: try entries["absent"].map { node throws(LessonError) in try bool(node, "absent") } ?? false)
        case "container-file":
            if value.scalar != nil { made = ContainerFileExpectation(path: try scalar(value, "container-file")); break }
            let entries = try options(value, "container-file", allowed: ["path", "containing", "absent"])
            guard let path = entries["path"] else { throw error(value, tr("container-file needs path")) }
            made = ContainerFileExpectation(path: try scalar(path, "path"),
                                            containing: try entries["containing"].map { node throws(LessonError) in try scalar(node, "containing") },
                                            absent: try entries["absent"].map { node throws(LessonError) in try bool(node, "absent") } ?? false)
        case "preference":
            if value.scalar != nil { made = PreferenceExpectation(key: try scalar(value, "preference")); break }
            let entries = try options(value, "preference", allowed: ["key", "value"])
            guard let prefKey = entries["key"] else { throw error(value, tr("preference needs key")) }
            made = PreferenceExpectation(key: try scalar(prefKey, "key"), value: try entries["value"].map { node throws(LessonError) in try scalar(node, "value") })
        case "console": made = ConsoleExpectation(text: try scalar(value, "console"))
        case "shows": made = ShowsExpectation(text: try scalar(value, "shows"))
        case "view": made = try view(value)
        case "command": made = try command(value)
        case "crash":
            let code = try scalar(value, "crash")
            made = CrashExpectation(code: code == "any" ? nil : code)
        case "controller": made = try controller(value)
        case "navigation-stack":
            var classes: [String] = []
            for item in try sequence(value, "navigation-stack") { classes.append(try scalar(item, "a controller class")) }
            guard !classes.isEmpty else { throw error(value, tr("navigation-stack lists the stack's controller classes, bottom first: [ListViewController, DetailViewController]")) }
            made = NavigationStackExpectation(classes: classes)
        default:
            let near = NameMatch.closest(to: kind, among: Self.kinds.components(separatedBy: ", "), limit: 1)
            throw error(key, near.first.map { tr("unknown expectation \"%@\"; did you mean `%@`?", kind, $0) } ?? tr("unknown expectation \"%@\"; use %@", kind, Self.kinds))
        }
        return CheckedExpectation(expectation: made, say: say, fail: fail)
    }

    /// `command: NAME [ARG…]`, a list of such forms (any one), or `{typed: FORM or [FORM, …], after: EVENT}`.
    private func command(_ node: Node) throws(LessonError) -> CommandExpectation {
        var typed = node
        var after: EventPattern?
        if node.mapping != nil {
            let entries = try options(node, "command", allowed: ["typed", "after"])
            guard let forms = entries["typed"] else { throw error(node, tr("command needs typed")) }
            typed = forms
            after = try entries["after"].map { node throws(LessonError) in try pattern(node) }
        }
        var forms: [[String]] = []
        for item in typed.sequence.map(Array.init) ?? [typed] {
            var words = try scalar(item, "command").split(separator: " ").map(String.init)
            guard !words.isEmpty else { throw error(item, tr("command takes a command name and its arguments")) }
            // A name alone accepts any arguments, as `command: home` always did.
            if words.count == 1 { words.append(CommandExpectation.anyFurther) }
            forms.append(words)
        }
        guard !forms.isEmpty else { throw error(node, tr("command needs at least one form")) }
        return CommandExpectation(forms: forms, after: after)
    }

    /// An event phrase; a typed command (`command views`) only where order counts, in a sequence.
    private func pattern(_ node: Node, inSequence: Bool = false) throws(LessonError) -> EventPattern {
        switch EventPattern.parse(try scalar(node, "an event"), onMac: macOS != nil) {
        case let .success(pattern):
            if pattern.isCommand && !inSequence {
                throw error(node, tr("`command` events go in a sequence (to keep their order); elsewhere use the expectation `command: NAME`"))
            }
            return pattern
        case let .failure(problem): throw error(node, problem.message)
        }
    }

    private func options(_ node: Node, _ what: String, allowed: [String]) throws(LessonError) -> [String: Node] {
        var result: [String: Node] = [:]
        for (key, value) in try mapping(node, what) {
            let name = key.string ?? ""
            guard allowed.contains(name) else { throw error(key, tr("unknown key \"%@\" in %@; use %@", "\(name)", "\(what)", "\(allowed.joined(separator: ", "))")) }
            result[name] = value
        }
        return result
    }

    /// `view: {class, superview, frame: [x, y, width, height], origin: [x, y], above}`.
    private func view(_ node: Node) throws(LessonError) -> ViewExpectation {
        let entries = try options(node, "view", allowed: ["class", "text", "title", "absent", "visible", "under", "superview", "frame", "origin", "above"])
        guard let className = entries["class"] else { throw error(node, tr("view needs class")) }
        var view = ViewExpectation(className: try scalar(className, "class"))
        if entries["text"] != nil && entries["title"] != nil { throw error(node, tr("view takes text or title (the same fact: a label's text, a button's title), not both")) }
        if let text = entries["text"] ?? entries["title"] { view.text = try scalar(text, "text") }
        if let absent = entries["absent"] { view.absent = try bool(absent, "absent") }
        if let visible = entries["visible"] { view.visible = try bool(visible, "visible") }
        if let under = entries["under"] {
            let words = try scalar(under, "under").split(separator: " ").map(String.init)
            switch (words.first, words.count) {
            case ("window", 1): view.scope = .window
            case ("controller", 2): view.scope = .controller(words[1])
            case ("view", 2): view.scope = .view(words[1])
            default: throw error(under, tr("under is window, controller CLASS or view CLASS"))
            }
        }
        if view.absent && [entries["superview"], entries["frame"], entries["origin"], entries["above"], entries["visible"]].contains(where: { $0 != nil }) {
            throw error(node, tr("a view that is absent has no superview, frame, origin, above or visible to check; keep class, text and under"))
        }
        if let superview = entries["superview"] { view.superviewClass = try scalar(superview, "superview") }
        if let above = entries["above"] { view.above = try scalar(above, "above") }
        if let frameNode = entries["frame"] {
            let numbers = try numbers(frameNode, "frame", count: 4, shape: "[x, y, width, height]")
            view.frame = Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
        }
        if let originNode = entries["origin"] {
            let numbers = try numbers(originNode, "origin", count: 2, shape: "[x, y]")
            view.origin = (numbers[0], numbers[1])
        }
        return view
    }

    private func numbers(_ node: Node, _ what: String, count: Int, shape: String) throws(LessonError) -> [Double] {
        var numbers: [Double] = []
        for item in try sequence(node, what) {
            guard let number = Double(try scalar(item, what)) else { throw error(item, tr("%@ takes %@ numbers: %@", "\(what)", "\(count)", "\(shape)")) }
            numbers.append(number)
        }
        guard numbers.count == count else { throw error(node, tr("%@ takes %@ numbers: %@", "\(what)", "\(count)", "\(shape)")) }
        return numbers
    }

    /// `controller: {class, presented-by, presentation, on-screen, absent}`.
    private func controller(_ node: Node) throws(LessonError) -> ControllerExpectation {
        let entries = try options(node, "controller", allowed: ["class", "presented-by", "presentation", "on-screen", "absent"])
        guard let className = entries["class"] else { throw error(node, tr("controller needs class")) }
        var controller = ControllerExpectation(className: try scalar(className, "class"))
        if let presenter = entries["presented-by"] { controller.presentedBy = try scalar(presenter, "presented-by") }
        if let kind = entries["presentation"] {
            let text = try scalar(kind, "presentation")
            guard let presentation = ControllerExpectation.Presentation(rawValue: text) else {
                throw error(kind, tr("presentation is %@", "\(ControllerExpectation.Presentation.allCases.map(\.rawValue).joined(separator: ", "))"))
            }
            controller.presentation = presentation
        }
        if let onScreen = entries["on-screen"] { controller.onScreen = try bool(onScreen, "on-screen") }
        if let absent = entries["absent"] { controller.absent = try bool(absent, "absent") }
        if controller.absent && entries.count > 2 { throw error(node, tr("a controller that is absent has nothing else to check; keep class alone")) }
        return controller
    }

    private func window(_ node: Node) throws(LessonError) -> WindowExpectation {
        var window = WindowExpectation()
        for (key, value) in try mapping(node, "window") {
            switch key.string ?? "" {
            case "exists": window.exists = try bool(value, "exists")
            case "key": window.isKey = try bool(value, "key")
            case "visible": window.isVisible = try bool(value, "visible")
            case "root": window.rootClass = try scalar(value, "root")
            case "view-loaded": window.viewLoaded = try bool(value, "view-loaded")
            case "scene": window.hasScene = try bool(value, "scene")
            case "view-from":
                let text = try scalar(value, "view-from")
                guard let source = WindowExpectation.ViewSource(rawValue: text) else { throw error(value, tr("view-from is storyboard, nib or code")) }
                window.viewFrom = source
            default: throw error(key, tr("unknown key \"%@\" in window; use exists, key, visible, root, view-loaded, view-from, scene", "\(key.string ?? "")"))
            }
        }
        return window
    }
}
