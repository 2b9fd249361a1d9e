import LabCore

// The words for how app work ended: a crash's cause, a deadline met or missed, and what
// keeps background work from going on. English here, other languages in the catalogs.

extension CrashCause {
    /// The reason on the `✖ APP crashed: …` line: the runtime's or the exception's own words
    /// for a fault or an exception, the lab's for what the system did.
    var text: String {
        switch self {
        case let .fault(reason, _): ConsoleNoteText.inFault(reason)
        case let .processFault(fault, _): fault.text
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

extension ProcessFault {
    /// The lab's own explanation: on the crash line and as the report's Application Specific Information.
    var text: String {
        switch self {
        case let .signal(number): tr("the app was ended by signal %@", "\(number)")
        case let .wroteNotAMessage(line):
            tr("the app wrote %@ to the system's channel (file descriptor 4), which is not a message of the system's protocol; the system ended it",
               Self.quoted(line))
        case .closedChannel: tr("the app closed its channel to the system (file descriptor 3 or 4) and went on running; the system ended it")
        case let .overlongLine(megabytes):
            tr("the app wrote more than %@ MB to the system's channel (file descriptor 4) without a line break; the system ended it", "\(megabytes)")
        case .noExecutable: tr("the app has no executable")
        case let .cannotStartExecutable(error): tr("cannot start the app's executable (%@)", error)
        case let .cannotCreatePipes(error): tr("cannot create pipes for the app process (%@)", error)
        case let .cannotCreateContainer(bundleIdentifier): tr("cannot create the sandbox container of %@", bundleIdentifier)
        case let .storyboardContainsItself(storyboard, controller):
            tr("storyboard '%@': the view controller '%@' contains itself through its relationship segues; making it never ends (iOS overflows the stack)",
               storyboard, controller)
        }
    }

    /// In double quotes, with control characters made visible (`\t`, `\u{1b}`).
    static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\t": out += "\\t"
            case "\"": out += "\\\""
            case _ where scalar.value < 0x20 || scalar.value == 0x7F: out += "\\u{\(String(scalar.value, radix: 16))}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
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
