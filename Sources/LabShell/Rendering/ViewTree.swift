import LabCore

/// `views`: window → root view controller → view tree, as a tree drawing.
struct ViewTree {
    let process: AppProcess

    func lines() -> [String] {
        let windows = process.objects.windows
        guard !windows.isEmpty else { return ["\(process.app.displayName) has no window"] }
        var lines: [String] = []
        for window in windows {
            let flags = [window.isKey ? "key" : nil, window.isHidden ? "hidden" : "visible"].compactMap { $0 }
            lines.append("\(window.className)  " + (flags + ["frame \(window.frame)"]).joined(separator: " · ")
                         + (window.backgroundColor.map { " · backgroundColor \($0)" } ?? ""))
            guard let controller = window.rootViewController else {
                lines.append("└── no rootViewController")
                continue
            }
            var facts = [controller.isViewLoaded ? "view loaded" : "view not loaded"]
            if let nib = controller.nibName { facts.append("nibName \(nib)") }
            if let source = controller.viewSource { facts.append("view from \(source)") }
            lines.append("└── rootViewController: \(controller.className)  " + facts.joined(separator: " · "))
            if let view = controller.view { lines += tree(view, prefix: "    ", last: true) }
        }
        return lines
    }

    private func tree(_ view: UIView, prefix: String, last: Bool) -> [String] {
        var facts: [String] = []
        if let color = view.backgroundColor { facts.append("backgroundColor \(color)") }
        if let text = view.text { facts.append("\"\(text)\"") }
        var lines = [prefix + (last ? "└── " : "├── ") + view.className + (facts.isEmpty ? "" : "  " + facts.joined(separator: " · "))]
        let childPrefix = prefix + (last ? "    " : "│   ")
        for (index, child) in view.subviews.enumerated() {
            lines += tree(child, prefix: childPrefix, last: index == view.subviews.count - 1)
        }
        return lines
    }
}
