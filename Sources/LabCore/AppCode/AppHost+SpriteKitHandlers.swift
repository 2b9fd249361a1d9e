/// How `AppHost` answers SpriteKit's calls (LabWire's `HostCalls`, SpriteKit.swift).
extension AppHost {
    static let spriteKitHandlers: [HostHandler] = [
        HostHandler(HostCalls.setSpriteScene) { host, view, scene in if let view { host.setSpriteScene(scene, of: view) } },
        HostHandler(HostCalls.scenePresented) { host, view, scene, width, height in
            if let view { host.scenePresented(scene, width: width, height: height, by: view) }
        },
        HostHandler(HostCalls.sceneViewPaused) { host, view, paused, automatically in
            if let view { host.sceneViewPaused(paused, automatically: automatically, view: view) }
        },
    ]
}
