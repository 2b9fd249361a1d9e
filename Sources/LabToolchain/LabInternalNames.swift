import Foundation

/// The simulated SDK's own workings never reach a learner's build errors. Calls the build
/// rewrites (`Timer.scheduledTimer` → `__LabTimers.scheduledTimer`, so timers run on the
/// device's virtual clock) are named as the learner wrote them; what the SDK keeps for itself
/// (`@_spi(LifecycleLab)` initializers, `__lab…` helpers of Core Data's generated classes) is
/// said as iOS says it: not available to app code.
enum LabInternalNames {
    /// Spellings the build writes into the compiled copy, and what the learner wrote.
    static let written: [(compiled: String, source: String)] = [
        ("__LabTimers.mainAsyncAfter", "DispatchQueue.main.asyncAfter"),
        ("mainAsyncAfter", "asyncAfter"),
        ("__LabTimers.make", "Timer"),
        ("__LabTimers", "Timer"),
        ("__LabAnyObject", "AnyObject"),
        ("__LabOfflineNetwork.shared", "URLSession.shared"),
        ("__LabOfflineNetwork.configured", "URLSession"),
        ("__LabOfflineNetwork", "URLSession"),
    ]

    /// Marks of a name that is the SDK's own.
    static let markers = ["__Lab", "__lab", "@_spi", "_spi(", "AppRuntimeBridge", "AppRuntime.", "LifecycleLabClassTable"]

    static func containsInternalName(_ text: String) -> Bool {
        markers.contains { text.contains($0) }
    }

    /// The diagnostic as the learner should read it; nil when it is only about the SDK's insides
    /// (a note pointing at one of its declarations).
    static func reword(_ diagnostic: Diagnostic) -> Diagnostic? {
        var reworded = diagnostic
        if let message = reword(diagnostic.message) { reworded.reword(message) }
        if containsInternalName(reworded.message) {
            if diagnostic.severity == .note { return nil }
            reworded.reword(tr("this use of the SDK is not available to app code"))
        }
        return reworded
    }

    /// swiftc's message with the build's spellings undone, or said in the lab's words when it
    /// speaks of what the SDK keeps for itself; nil when nothing changes.
    static func reword(_ message: String) -> BuildText? {
        func source(_ text: some StringProtocol) -> String {
            var text = String(text)
            for (compiled, source) in written { text = text.replacingOccurrences(of: compiled, with: source) }
            return text
        }
        // "'init' is inaccessible due to '@_spi' protection level": iOS's own reason, the
        // initializer is not app code's to call.
        if let range = message.range(of: " is inaccessible due to '@_spi' protection level") {
            return tr("%@ is not available to app code (iOS's SDK makes these itself)", source(message[..<range.lowerBound]))
        }
        // "'NSLayoutConstraint' initializer is inaccessible due to 'internal' protection level":
        // the lab keeps an initializer of an SDK class for itself; iOS's has other arguments.
        if message.contains("' initializer is inaccessible due to '"), let type = message.split(separator: "'").dropFirst().first,
           IOSSDKNames.catalog.types[String(type)] != nil, let range = message.range(of: " initializer is inaccessible due to '") {
            return tr("%@ has no initializer with these arguments that app code may call", source(message[..<range.lowerBound]))
        }
        let text = source(message)
        return text == message ? nil : .verbatim(text)
    }
}
