import LabWire

/// The microphone's permission as LifecycleLab simulates it (docs/lifecycle.md "Privacy:
/// Microphone"): an app without `NSMicrophoneUsageDescription` in its Info.plist is ended by
/// iOS's privacy check when it asks; otherwise the first request asks the user once (the
/// simulated user taps OK) and the answer is remembered for the app. The simulated device has
/// no microphone: what the app records is said by AVFoundation.
extension AppHost {
    public static let microphoneUsageKey = "NSMicrophoneUsageDescription"

    static let microphoneHandlers: [HostHandler] = [
        HostHandler(HostCalls.requestRecordPermission) { host in try host.requestRecordPermission() },
        HostHandler(HostCalls.recordPermission) { host in host.device.permissions.microphone[host.process.bundleIdentifier] },
    ]

    /// The app's answer, asking the user the first time; throws when the app is ended for
    /// lacking the usage description.
    public func requestRecordPermission() throws(ProcessEnded) -> Bool {
        guard process.app.bundle.info[Self.microphoneUsageKey]?.string != nil else {
            device.crash(process, with: .privacyViolation(usageKey: Self.microphoneUsageKey))
            throw ProcessEnded()
        }
        let identifier = process.bundleIdentifier
        let (answer, asked) = device.permissions.microphone.ask(for: identifier) { _ in true }
        if asked {
            device.record(.system(.microphonePermissionAsked(app: process.app.displayName)), app: identifier)
        }
        return answer
    }
}
