/// How `AppHost` answers the application's, windows', scenes' and screen's calls (LabWire's
/// `HostCalls`, Windows.swift).
extension AppHost {
    static let windowHandlers: [HostHandler] = [
        HostHandler(HostCalls.makeWindow) { host, frame, className in host.makeWindow(frame: frame, className: className) },
        HostHandler(HostCalls.makeWindowInScene) { host, scene, className in scene.map { host.makeWindow(scene: $0, className: className) } },
        HostHandler(HostCalls.releaseWindow) { host, window in if let window { host.releaseWindow(window) } },
        HostHandler(HostCalls.rootViewController) { host, window in window.flatMap(host.rootViewController(of:)) },
        HostHandler(HostCalls.setRootViewController) { host, window, controller in
            if let window { host.setRootViewController(controller, of: window) }
        },
        HostHandler(HostCalls.makeKeyAndVisible) { host, window in if let window { try host.makeKeyAndVisible(window) } },
        HostHandler(HostCalls.makeKey) { host, window in if let window { try host.makeKey(window) } },
        HostHandler(HostCalls.isKeyWindow) { host, window in window.map(host.isKeyWindow) ?? false },
        HostHandler(HostCalls.isHidden) { host, window in window.map(host.isHidden) ?? true },
        HostHandler(HostCalls.setHidden) { host, window, hidden in if let window { host.setHidden(hidden, of: window) } },
        HostHandler(HostCalls.windowScene) { host, window in window.flatMap(host.windowScene(of:)) },
        HostHandler(HostCalls.setWindowScene) { host, window, scene in if let window { host.setWindowScene(scene, of: window) } },
        HostHandler(HostCalls.windows) { host in host.windows },
        HostHandler(HostCalls.keyWindow) { host in host.keyWindow },
        HostHandler(HostCalls.delegate) { host in host.delegate },
        HostHandler(HostCalls.scene) { host in host.scene },
        HostHandler(HostCalls.sceneDelegate) { host, scene in scene.flatMap(host.sceneDelegate(of:)) },
        HostHandler(HostCalls.sceneState) { host, scene in scene.map(host.sceneActivationState(of:)) ?? .unattached },
        HostHandler(HostCalls.applicationState) { host in
            switch host.applicationState {
            case .active: .active
            case .inactive: .inactive
            default: .background
            }
        },
        HostHandler(HostCalls.iosVersion) { host in host.iosVersion },
        HostHandler(HostCalls.windowFrameWithoutArgument) { host in
            Size(width: host.windowFrameWithoutArgument.width, height: host.windowFrameWithoutArgument.height)
        },
        HostHandler(HostCalls.screenBounds) { host in Size(width: host.screenBounds.width, height: host.screenBounds.height) },
        HostHandler(HostCalls.safeAreaInsets) { host in host.safeAreaInsets },
        HostHandler(HostCalls.traitCollection) { host in host.traits },
        HostHandler(HostCalls.deviceOrientation) { host in host.deviceOrientation },
        HostHandler(HostCalls.interfaceOrientation) { host in host.interfaceOrientation },
    ]
}
