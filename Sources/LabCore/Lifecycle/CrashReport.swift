/// Why an app crashed or was killed.
public enum CrashCause: Sendable, Equatable {
    /// App code faulted (force-unwrapping nil, index out of range).
    case fault(reason: String, exceptionType: String)
    /// The system ended the process, or could not start it, for a cause the lab finds itself
    /// (`ProcessFault`: the app broke its channel, a signal without the runtime's message).
    case processFault(fault: ProcessFault, exceptionType: String)
    /// An uncaught Objective-C exception (`NSInternalInconsistencyException`, …).
    case uncaughtException(name: String, reason: String)
    /// The watchdog killed work that took too long.
    case watchdog(Watchdog.Limit)
    /// A background task was still open after its expiration handler ran.
    case backgroundTaskExpired(name: String?)
    /// The app used privacy-sensitive data without the Info.plist usage description that
    /// says why (`NSPhotoLibraryAddUsageDescription`): iOS's privacy check (TCC) ends it.
    case privacyViolation(usageKey: String)

    /// The `code` of the `crash` event.
    public func code(iosVersion: Int) -> String {
        switch self {
        case let .fault(_, exceptionType), let .processFault(_, exceptionType): CrashSignal(exceptionType: exceptionType).name
        case .uncaughtException, .privacyViolation: "SIGABRT"
        case .watchdog: Watchdog.code
        case .backgroundTaskExpired: iosVersion >= 13 ? "0x2182bad2" : Watchdog.code
        }
    }
}

/// The header of a crash report, as the device writes one.
public struct CrashReport: Sendable, Equatable {
    /// `Name:   value` pairs in report order.
    public var fields: [(name: String, value: String)]

    public static func == (lhs: CrashReport, rhs: CrashReport) -> Bool {
        lhs.fields.map(\.name) == rhs.fields.map(\.name) && lhs.fields.map(\.value) == rhs.fields.map(\.value)
    }

    /// `macOS`: the Mac's system, when the app crashed on the simulated Mac.
    init(process: AppProcess, cause: CrashCause, iosVersion: Int, macOS: MacOSVersion? = nil) {
        let screen = UIScreen.main(iosVersion: iosVersion)
        let namespace = iosVersion >= 13 ? "FRONTBOARD" : "SPRINGBOARD"
        var fields: [(String, String)] = [
            ("Process", "\(process.app.displayName) [\(process.pid)]"),
            ("Identifier", process.bundleIdentifier),
            ("Version", process.app.versionDescription),
            ("Code Type", screen.codeType),
            ("OS Version", macOS.map { "\($0.productName) \($0.major == 10 ? $0.description : "\($0.major).0")" } ?? "iPhone OS \(iosVersion).0"),
        ]
        switch cause {
        case let .fault(reason, exceptionType):
            fields += [("Exception Type", exceptionType), ("Termination Reason", CrashSignal(exceptionType: exceptionType).terminationReason),
                       ("Triggered by Thread", "0"), ("Application Specific Information", reason)]
        case let .processFault(_, exceptionType):
            // The lab's own explanation follows as Application Specific Information, worded by LabShell.
            fields += [("Exception Type", exceptionType), ("Termination Reason", CrashSignal(exceptionType: exceptionType).terminationReason),
                       ("Triggered by Thread", "0")]
        case .uncaughtException:
            // The "*** Terminating app …" line is already in the console just above the report.
            fields += [("Exception Type", "EXC_CRASH (SIGABRT)"), ("Termination Reason", "SIGNAL 6 Abort trap: 6"),
                       ("Triggered by Thread", "0")]
        case let .privacyViolation(usageKey):
            // iOS's words for it, in the report and the device's console.
            fields += [("Exception Type", "EXC_CRASH (SIGABRT)"), ("Termination Reason", "TCC 0"), ("Triggered by Thread", "0"),
                       ("Termination Description", "This app has crashed because it attempted to access privacy-sensitive data without a usage "
                        + "description. The app's Info.plist must contain an \(usageKey) key with a string value explaining to the user "
                        + "how the app uses this data.")]
        case let .watchdog(limit):
            fields += [("Exception Type", "EXC_CRASH (SIGKILL)"), ("Termination Reason", "\(namespace) \(Watchdog.code)"),
                       ("Triggered by Thread", "0"), ("Termination Description", limit.transgression)]
        case .backgroundTaskExpired:
            let modern = iosVersion >= 13
            fields += [("Exception Type", "EXC_CRASH (SIGKILL)"),
                       ("Termination Reason", modern ? "RUNNINGBOARD 0x2182bad2" : "\(namespace) \(Watchdog.code)"),
                       ("Triggered by Thread", "0"),
                       ("Termination Description", modern
                           ? "task ran past its background time allowance"
                           : "\(process.bundleIdentifier) has active assertions beyond permitted time")]
        }
        self.fields = fields.map { (name: $0.0, value: $0.1) }
    }
}
