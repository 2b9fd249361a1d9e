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
            let kind = switch presented.presentationKind ?? .sheet {
            case .fullScreen: tr("full screen")
            case .sheet: tr("sheet")
            case .overPresenter: tr("over the presenter")
            }
            let role = "presentedViewController (\(kind))"
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
        if let scene = view.spriteScene {
            lines += self.scene(scene, prefix: childPrefix, last: view.subviews.isEmpty)
        }
        for (index, child) in view.subviews.enumerated() {
            lines += tree(child, prefix: childPrefix, last: index == view.subviews.count - 1)
        }
        return lines
    }

    /// At most this many of a scene's nodes are listed (a game may hold hundreds).
    static let sceneNodeLimit = 40

    /// An SKView's scene and its nodes, nested as in the scene: class, name, label text, position.
    private func scene(_ scene: SpriteScene, prefix: String, last: Bool) -> [String] {
        let facts = ["\(Rect.format(scene.width)) × \(Rect.format(scene.height))", scene.isPaused ? "paused" : "running"]
        var lines = [prefix + (last ? "└── " : "├── ") + "scene: \(scene.className)  " + facts.joined(separator: " · ")]
        let inner = prefix + (last ? "    " : "│   ")
        let nodes = Array(scene.nodes.prefix(Self.sceneNodeLimit))
        // Whether each depth above the node goes on below it (its branch line continues).
        var continues: [Bool] = []
        for (index, node) in nodes.enumerated() {
            // The last node at its depth before the list climbs back above it.
            let isLast = !nodes[(index + 1)...].prefix { $0.depth >= node.depth }.contains { $0.depth == node.depth }
            continues = Array(continues.prefix(node.depth - 1))
            while continues.count < node.depth - 1 { continues.append(false) }
            let indent = continues.map { $0 ? "│   " : "    " }.joined()
            continues.append(!isLast)
            var nodeFacts: [String] = []
            if let text = node.text { nodeFacts.append("\"\(text)\"") }
            if let name = node.name, !name.isEmpty { nodeFacts.append("name \(name)") }
            if let image = node.image { nodeFacts.append("image \(image)") }
            nodeFacts.append("(\(Rect.format(node.x)), \(Rect.format(node.y)))")
            if node.isHidden { nodeFacts.append("hidden") }
            lines.append(inner + indent + (isLast ? "└── " : "├── ") + node.className + "  " + nodeFacts.joined(separator: " · "))
        }
        if scene.nodes.count > Self.sceneNodeLimit {
            lines.append(inner + "… \(scene.nodes.count - Self.sceneNodeLimit) more nodes")
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
