import Foundation

/// How `AppHost` answers the calls for what the app's bundle holds (LabWire's `HostCalls`,
/// Resources.swift).
extension AppHost {
    static let resourceHandlers: [HostHandler] = [
        HostHandler(HostCalls.loadNib) { host, name, owner in try host.loadNib(named: name, owner: owner) },
        HostHandler(HostCalls.imageFile) { host, name, bundle in
            host.imageFile(named: name, inBundleAt: bundle).map { ImageFile(base64: Data($0.bytes).base64EncodedString(), scale: $0.scale) }
        },
        HostHandler(HostCalls.dataAsset) { host, name in host.dataAsset(named: name).map { Data($0).base64EncodedString() } },
        HostHandler(HostCalls.colorAsset) { host, name in host.colorAsset(named: name) },
        HostHandler(HostCalls.archivedValues) { host, object in
            object.map { host.archivedValues(of: $0).map { ArchivedValue(key: $0.key, value: $0.value) } } ?? []
        },
    ]
}
