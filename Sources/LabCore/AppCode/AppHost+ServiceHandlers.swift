/// How `AppHost` answers the calls about what the system keeps for apps: the pasteboard, the
/// keychain, photos, quick actions, contacts access, Face ID (LabWire's `HostCalls`, Services.swift).
extension AppHost {
    static let serviceHandlers: [HostHandler] = [
        HostHandler(HostCalls.pasteboard) { host in PasteboardContents(strings: host.pasteboard.strings, changeCount: host.pasteboard.changeCount) },
        HostHandler(HostCalls.setPasteboard) { host, strings in host.setPasteboard(strings) },
        HostHandler(HostCalls.keychain) { host in host.keychain },
        HostHandler(HostCalls.setKeychain) { host, encoded in host.setKeychain(encoded) },
        HostHandler(HostCalls.evaluateBiometry) { host, reason in host.evaluateBiometry(reason: reason) },
        HostHandler(HostCalls.contactsAuthorizationStatus) { host in host.contactsAuthorizationStatus },
        HostHandler(HostCalls.requestContactsAccess) { host in host.requestContactsAccess() },
        HostHandler(HostCalls.savePhoto) { host, width, height in try host.savePhoto(width: width, height: height) },
        HostHandler(HostCalls.shortcutItems) { host in host.dynamicShortcutItems },
        HostHandler(HostCalls.setShortcutItems) { host, json in host.setDynamicShortcutItems(json) },
    ]
}
