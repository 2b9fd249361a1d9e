import LabCore

/// `views`: window → root view controller → view tree, as a tree drawing.
struct ViewTree {
    let process: AppProcess

    func lines() -> [String] {
        let windows = process.objects.windows
        guard !windows.isEmpty else { return [tr("%@ has no window", process.app.displayName)] }
        var lines: [String] = []
        for window in windows {
            let flags = [window.isKey ? tr("key") : nil, window.isHidden ? tr("hidden") : tr("visible")].compactMap { $0 }
            lines.append("\(window.className)  " + (flags + ["frame \(window.frame)"]).joined(separator: " · ")
                         + (window.backgroundColor.map { " · backgroundColor \($0)" } ?? ""))
            guard let controller = window.rootViewController else {
                lines.append("└── " + tr("no rootViewController"))
                continue
            }
            lines += self.controller(controller, role: "rootViewController", prefix: "", last: true)
        }
        return lines
    }

    /// A controller, its view tree, then its child controllers (a navigation stack, tabs).
    private func controller(_ controller: UIViewController, role: String, prefix: String, last: Bool) -> [String] {
        var facts = [controller.isViewLoaded ? tr("view loaded") : tr("view not loaded")]
        if let nib = controller.nibName { facts.append("nibName \(nib)") }
        if let source = controller.viewSource { facts.append(tr("view from %@", source.text)) }
        if controller.parent != nil, Self.isShown(controller) { facts.append(tr("on screen")) }
        if !controller.outlets.isEmpty {
            facts.append("outlets " + controller.outlets.keys.sorted().map { "\($0) → \(controller.outlets[$0]!.className)" }.joined(separator: ", "))
        }
        let segues = (controller.archive?.attributes ?? [:]).filter { $0.key.hasPrefix("segue.") }
        if !segues.isEmpty {
            facts.append("segues " + segues.keys.sorted().map { "\($0.dropFirst(6)) (\(segues[$0]!.split(separator: " ").first ?? "show"))" }.joined(separator: ", "))
        }
        var lines = [prefix + (last ? "└── " : "├── ") + "\(role): \(controller.className)  " + facts.joined(separator: " · ")]
        let inner = prefix + (last ? "    " : "│   ")
        // Its navigation item's bar buttons, its view, its children, what it presents.
        var entries: [(Bool) -> [String]] = []
        for (side, items) in [("left", controller.leftBarButtonItems), ("right", controller.rightBarButtonItems)] {
            for item in items { entries.append { self.tree(item, prefix: inner, last: $0, role: "navigationItem \(side): ") } }
        }
        if let view = controller.view { entries.append { self.tree(view, prefix: inner, last: $0) } }
        for child in controller.children { entries.append { self.controller(child, role: "child", prefix: inner, last: $0) } }
        if let presented = controller.presented {
            let role = "presentedViewController (\(presented.presentationKind?.rawValue ?? "sheet"))"
            entries.append { self.controller(presented, role: role, prefix: inner, last: $0) }
        }
        for (index, entry) in entries.enumerated() { lines += entry(index == entries.count - 1) }
        return lines
    }

    private func tree(_ view: UIView, prefix: String, last: Bool, role: String = "") -> [String] {
        var facts: [String] = []
        if let color = view.backgroundColor { facts.append("backgroundColor \(color)") }
        if let text = view.text { facts.append("\"\(text)\"") }
        if let drawing = view.drawing { facts.append(ViewTree.describe(drawing)) }
        if view.tag != 0 { facts.append("tag \(view.tag)") }
        if !view.isEnabled { facts.append(tr("disabled")) }
        for event in view.actions.keys.sorted() { facts.append("action \(event) → \(view.actions[event]!)") }
        var lines = [prefix + (last ? "└── " : "├── ") + role + view.className + (facts.isEmpty ? "" : "  " + facts.joined(separator: " · "))]
        let childPrefix = prefix + (last ? "    " : "│   ")
        for (index, child) in view.subviews.enumerated() {
            lines += tree(child, prefix: childPrefix, last: index == view.subviews.count - 1)
        }
        return lines
    }

    /// "drew 2 paths, 1 image (1170×600 px)"; "drew nothing" when `draw(_:)` drew nothing.
    static func describe(_ drawing: Drawing) -> String {
        let parts = [(drawing.paths, "path"), (drawing.images, "image"), (drawing.gradients, "gradient"), (drawing.strings, "string")]
            .filter { $0.0 > 0 }.map { "\($0.0) \($0.1)\($0.0 == 1 ? "" : "s")" }
        guard !parts.isEmpty else { return "drew nothing" }
        let size = drawing.pixelWidth > 0 ? " (\(drawing.pixelWidth)×\(drawing.pixelHeight) px)" : ""
        return "drew " + parts.joined(separator: ", ") + size
    }

    /// Whether a child controller is shown: it is its parent's visible child, and so is
    /// every container above it (a split view's unshown detail stack is not on screen).
    static func isShown(_ controller: UIViewController) -> Bool {
        var current = controller
        while let parent = current.parent {
            guard parent.visibleChild === current else { return false }
            current = parent
        }
        return true
    }
}
