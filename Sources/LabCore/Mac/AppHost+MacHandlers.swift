/// How `AppHost` answers the simulated AppKit's calls (LabWire's `HostCalls`, Mac.swift).
extension AppHost {
    static let macHandlers: [HostHandler] = [
        HostHandler(HostCalls.macStoryboardScene) { host, storyboard, identifier in
            try host.macStoryboardScene(storyboard, identifier: identifier)
        },
        HostHandler(HostCalls.macNibExists) { host, name in host.macNibExists(name) },
        HostHandler(HostCalls.macInstantiateNib) { host, name, owner in try host.macInstantiateNib(name, owner: owner) },
        HostHandler(HostCalls.macWindowShown) { host, window, title, delegate in
            if let window { host.macShowWindow(window, title: title, delegate: delegate) }
        },
        HostHandler(HostCalls.macWindowUpdated) { host, window, title, delegate in
            if let window { host.macUpdateWindow(window, title: title, delegate: delegate) }
        },
        HostHandler(HostCalls.macWindowClosed) { host, window in if let window { host.macCloseWindow(window) } },
        HostHandler(HostCalls.macControllerCallback) { host, controller, selector in
            if let controller { try host.macControllerCallback(selector, of: controller) }
        },
        HostHandler(HostCalls.macTerminate) { host in host.macTerminate() },
        HostHandler(HostCalls.macTerminateReply) { host, shouldTerminate in host.macReplyToTerminate(shouldTerminate) },
        HostHandler(HostCalls.macHide) { host in host.macHide() },
        HostHandler(HostCalls.macUnhide) { host in host.macUnhide() },
        HostHandler(HostCalls.macActivate) { host in host.macActivate() },
        HostHandler(HostCalls.macState) { host in MacApplicationState(rawValue: host.macState.rawValue) ?? .unknown },
        HostHandler(HostCalls.macMainMenu) { host, items in host.device.macSetMainMenu(items, in: host.process) },
        HostHandler(HostCalls.macMenuActionSent) { host, action, receiver in host.device.macMenuActionSent(action, to: receiver, in: host.process) },
        HostHandler(HostCalls.macObservedNotifications) { host in
            for name in MacDelegateCallback.allCases.compactMap(\.notification) { host.observeNotification(name) }
        },
    ]
}
