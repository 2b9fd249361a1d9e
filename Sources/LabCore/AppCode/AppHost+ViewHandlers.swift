/// How `AppHost` answers the views' and controls' calls (LabWire's `HostCalls`, Views.swift).
extension AppHost {
    static let viewHandlers: [HostHandler] = [
        HostHandler(HostCalls.makeView) { host, className in host.makeView(className: className) },
        HostHandler(HostCalls.insertSubview) { host, view, parent, index in
            if let view, let parent { host.insertSubview(view, into: parent, at: index) }
        },
        HostHandler(HostCalls.removeFromSuperview) { host, view in if let view { host.removeFromSuperview(view) } },
        HostHandler(HostCalls.setFrames) { host, frames in
            host.setFrames(frames.compactMap { entry in entry.view.map { (view: $0, frame: entry.frame) } })
        },
        HostHandler(HostCalls.subviews) { host, view in view.map(host.subviews(of:)) ?? [] },
        HostHandler(HostCalls.superview) { host, view in view.flatMap(host.superview(of:)) },
        HostHandler(HostCalls.isOnScreen) { host, view in view.map(host.isOnScreen) ?? false },
        HostHandler(HostCalls.setDrawing) { host, view, drawing in if let view { host.setDrawing(drawing, of: view) } },
        HostHandler(HostCalls.setBackgroundColor) { host, view, color in if let view { host.setBackgroundColor(color, of: view) } },
        HostHandler(HostCalls.text) { host, view in view.flatMap(host.text(of:)) },
        HostHandler(HostCalls.setText) { host, view, text in if let view { host.setText(text, of: view) } },
        HostHandler(HostCalls.setTag) { host, view, tag in if let view { host.process.objects.view(view)?.tag = tag } },
        HostHandler(HostCalls.setEnabled) { host, control, enabled in if let control { host.setEnabled(enabled, of: control) } },
        HostHandler(HostCalls.addTarget) { host, control, target, action, event in
            if let control, let target { host.addTarget(target, action: action, event: event, to: control) }
        },
        HostHandler(HostCalls.makeCellFromPrototype) { host, list, identifier in
            try list.flatMap { list throws(ProcessEnded) in try host.makeCell(fromPrototype: identifier, of: list) }
        },
        HostHandler(HostCalls.makeCellFromNib) { host, list, nib in
            try list.flatMap { list throws(ProcessEnded) in try host.makeCell(fromNib: nib, for: list) }
        },
    ]
}
