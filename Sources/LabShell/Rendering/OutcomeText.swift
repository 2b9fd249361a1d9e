import LabCore

// The words for how app work ended: a crash's cause, a deadline met or missed, and what
// keeps background work from going on. English here, other languages in the catalogs.

extension CrashCause {
    /// The reason on the `✖ APP crashed: …` line: the runtime's or the exception's own words
    /// for a fault or an exception, the lab's for what the system did.
    var text: String {
        switch self {
        case let .fault(reason, _): RuntimeText.words(reason)
        case let .uncaughtException(name, reason): tr("uncaught exception %@: %@", name, reason)
        case .watchdog(.launch): tr("the launch took longer than 20 s (watchdog)")
        case .watchdog(.enterBackground): tr("applicationDidEnterBackground took longer than 5 s (watchdog)")
        case .watchdog(.unresponsive): tr("the app stopped responding for 10 s (watchdog)")
        case .watchdog(.completionHandler): tr("the completion handler was not called within 30 s (watchdog)")
        case let .backgroundTaskExpired(name?): tr("background task \"%@\" still running after its time ran out", name)
        case .backgroundTaskExpired(nil): tr("background task (unnamed) still running after its time ran out")
        case let .privacyViolation(usageKey):
            tr("the app accessed privacy-sensitive data without a usage description (%@ is not in its Info.plist)", usageKey)
        }
    }
}

extension DeadlineCall {
    /// The call a deadline line names: `completion handler (.newData)`, `setTaskCompleted(success: true)`.
    var text: String {
        switch self {
        case let .completionHandler(result?): tr("completion handler (.%@)", result)
        case .completionHandler(nil): tr("completion handler")
        case .setTaskCompleted: call
        }
    }
}

extension BackgroundObstacle {
    var text: String {
        switch self {
        case let .audioSessionCategory(category):
            tr("the AVAudioSession category %@ is silenced when the app leaves the screen (.playback plays on)", category)
        case .backgroundLocationUpdatesNotAllowed:
            tr("allowsBackgroundLocationUpdates is false (updates pause when the app leaves the screen)")
        }
    }
}
