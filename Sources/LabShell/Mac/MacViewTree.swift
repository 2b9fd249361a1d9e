import LabCore

/// `views` on the Mac: each window of the app (front first) and the views it shows, as the app
/// last drew them — text, placeholder, action and target, first responder.
struct MacViewTree {
    let mac: MacDesktop
    let app: InstalledApp

    func lines() -> [String] {
        let windows = mac.windows[app.bundleIdentifier] ?? []
        guard !windows.isEmpty else { return [tr("%@ has no window", app.displayName)] }
        let state = mac.state(of: app.bundleIdentifier)
        var lines: [String] = []
        for (index, window) in windows.enumerated() {
            var flags = [index == 0 && state == .active ? tr("key") : nil, state == .hidden ? tr("hidden") : tr("visible")].compactMap { $0 }
            if let delegate = window.delegate { flags.append(tr("delegate %@", delegate.className)) }
            if window.views.contains(where: \.isFirstResponder) == false { flags.append(tr("first responder: the window")) }
            lines.append("\(window.ref.className) \"\(window.title)\"  " + flags.joined(separator: " · "))
            lines += tree(of: window.views, parent: -1, prefix: "")
        }
        return lines
    }

    private func tree(of views: [MacViewSnapshot], parent: Int, prefix: String) -> [String] {
        let children = views.indices.filter { views[$0].parent == parent }
        var lines: [String] = []
        for (position, index) in children.enumerated() {
            let last = position == children.count - 1
            let view = views[index]
            let facts = Self.facts(of: view)
            lines.append(prefix + (last ? "└── " : "├── ") + view.ref.className + (facts.isEmpty ? "" : "  " + facts.joined(separator: " · ")))
            lines += tree(of: views, parent: index, prefix: prefix + (last ? "    " : "│   "))
        }
        return lines
    }

    static func facts(of view: MacViewSnapshot) -> [String] {
        var facts: [String] = []
        switch view.kind {
        case "label": facts.append(tr("label")); facts.append("\"\(view.text)\"")
        case "field":
            facts.append(tr("editable"))
            facts.append("\"\(view.text)\"")
            if !view.placeholder.isEmpty { facts.append(tr("placeholder \"%@\"", view.placeholder)) }
        case "button": facts.append("\"\(view.text)\"")
        case "checkbox": facts.append("\"\(view.text)\""); facts.append(view.isOn ? tr("on") : tr("off"))
        case "image": if !view.text.isEmpty { facts.append(tr("image %@", view.text)) }
        case "stack": facts.append(tr("stack"))
        default: break
        }
        if !view.action.isEmpty {
            facts.append(tr("action %@ → %@", view.action, view.target.isEmpty ? tr("first responder") : view.target))
        }
        if !view.isEnabled { facts.append(tr("disabled")) }
        if view.isHidden { facts.append(tr("hidden")) }
        if view.isFirstResponder { facts.append(tr("first responder")) }
        return facts
    }
}

/// What `screen` draws inside a Mac window: one line per view the user sees (containers draw none).
enum MacWindowDrawing {
    static func lines(of window: MacWindow) -> [String] {
        Device.visibleViews(of: window).compactMap { view -> String? in
            switch view.kind {
            case "label": return view.text
            case "field":
                let shown = view.text.isEmpty ? view.placeholder : view.text
                return "[ " + shown + (view.isFirstResponder ? "▏" : " ") + " ]"
            case "button": return "( " + view.text + " )"
            case "checkbox": return (view.isOn ? "[x] " : "[ ] ") + view.text
            case "image": return "[" + tr("image %@", view.text) + "]"
            default:
                // A view of the app's own class draws itself: its class stands for it.
                return view.ref.className.hasPrefix("NS") ? nil : "‹\(view.ref.className)›"
            }
        }
    }
}
