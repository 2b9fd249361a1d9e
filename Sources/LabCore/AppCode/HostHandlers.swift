/// Every declared host call's handler, by name: the areas' lists (`AppHost+…Handlers.swift`).
extension HostHandler {
    public static let byName: [String: HostHandler] = Dictionary(
        uniqueKeysWithValues: (AppHost.windowHandlers + AppHost.viewHandlers + AppHost.controllerHandlers
                               + AppHost.notificationHandlers
                               + AppHost.backgroundHandlers + AppHost.locationHandlers
                               + AppHost.serviceHandlers + AppHost.resourceHandlers
                               + AppHost.spriteKitHandlers + AppHost.runtimeHandlers
                               + AppHost.microphoneHandlers + AppHost.macHandlers + AppHost.macViewHandlers).map { ($0.name, $0) })
}
