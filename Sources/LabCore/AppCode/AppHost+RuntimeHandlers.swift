/// How `AppHost` answers the calls about the app's process itself (LabWire's `HostCalls`, Runtime.swift).
extension AppHost {
    static let runtimeHandlers: [HostHandler] = [
        HostHandler(HostCalls.spend) { host, milliseconds in try host.spend(milliseconds: milliseconds) },
        HostHandler(HostCalls.setNextTimer) { host, at, frameOnly in host.setNextTimer(at: at, frameOnly: frameOnly) },
        HostHandler(HostCalls.observeNotification) { host, name in host.observeNotification(name) },
        // UIKit's own check failed in app code (a camera source type on a device without
        // one), or an Objective-C exception of another SDK module (Core Data's).
        HostHandler(HostCalls.raise) { host, name, reason in throw host.raise(exception: name, reason: reason) },
        HostHandler(HostCalls.adoptObject) { host, className in host.adoptObject(className: className) },
        HostHandler(HostCalls.simulateMemoryWarning) { host in host.simulateMemoryWarning() },
    ]
}
