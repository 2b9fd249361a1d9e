/// How `AppHost` answers the simulated AppKit's calls (LabWire's `HostCalls`, Mac.swift).
extension AppHost {
    static let macHandlers: [HostHandler] = [
        HostHandler(HostCalls.macStoryboardScene) { host, storyboard, identifier in
            try host.macStoryboardScene(storyboard, identifier: identifier)
        },
        HostHandler(HostCalls.macNibExists) { host, name in host.macNibExists(name) },
        HostHandler(HostCalls.macInstantiateNib) { host, name, owner in try host.macInstantiateNib(name, owner: owner) },
    ]
}
