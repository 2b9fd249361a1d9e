/// How `AppHost` answers the simulated AppKit's calls about views (LabWire's `HostCalls`, MacViews.swift).
extension AppHost {
    static let macViewHandlers: [HostHandler] = [
        HostHandler(HostCalls.macWindowContents) { host, window, views in
            if let window { host.device.setMacWindowViews(views, of: window, in: host.process) }
        },
        HostHandler(HostCalls.macActionSent) { host, control, selector, target in
            host.device.macActionSent(from: control, selector: selector, to: target, in: host.process)
        },
        HostHandler(HostCalls.macLoadStoryboardView) { host, controller, storyboard, identifier in
            guard let controller else { return nil }
            return try host.device.loadMacStoryboardView(of: controller, storyboard: storyboard, identifier: identifier, in: host.process)
        },
        HostHandler(HostCalls.macKeyNotHandled) { host, key in host.device.macKeyNotHandled(key, in: host.process) },
        HostHandler(HostCalls.macFirstResponderChanged) { host, window, view in
            host.device.macFirstResponderChanged(to: view, in: window, process: host.process)
        },
    ]
}
