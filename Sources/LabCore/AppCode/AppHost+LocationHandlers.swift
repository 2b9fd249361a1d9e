/// How `AppHost` answers Core Location's calls (LabWire's `HostCalls`, Location.swift).
extension AppHost {
    static let locationHandlers: [HostHandler] = [
        HostHandler(HostCalls.setLocationDelegate) { host, manager, delegate in
            if let manager { host.setLocationDelegate(delegate, of: manager) }
        },
        HostHandler(HostCalls.requestLocationAuthorization) { host, manager, always in
            if let manager { host.requestLocationAuthorization(always: always, manager: manager) }
        },
        HostHandler(HostCalls.locationAuthorizationStatus) { host in host.locationAuthorizationStatus },
        HostHandler(HostCalls.setLocationUpdates) { host, manager, on in if let manager { host.setLocationUpdates(on, of: manager) } },
        HostHandler(HostCalls.requestLocation) { host, manager in if let manager { try host.requestLocation(of: manager) } },
        HostHandler(HostCalls.setAllowsBackgroundLocationUpdates) { host, manager, allows in
            if let manager { try host.setAllowsBackgroundLocationUpdates(allows, of: manager) }
        },
    ]
}
