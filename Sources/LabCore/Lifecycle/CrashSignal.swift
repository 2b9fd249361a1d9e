/// The signal of a fault's exception type (`EXC_BAD_ACCESS (SIGSEGV)` → SIGSEGV), so the
/// crash event's code and the report's Termination Reason name the signal that really ended
/// the process. Numbers and descriptions are Darwin's, as an iPhone's report prints them.
struct CrashSignal {
    /// `SIGTRAP`, `SIGKILL`, …
    var name: String

    init(exceptionType: String) {
        if let open = exceptionType.lastIndex(of: "("), let close = exceptionType.lastIndex(of: ")"), open < close {
            name = String(exceptionType[exceptionType.index(after: open)..<close])
        } else {
            name = "SIGTRAP"
        }
    }

    /// `SIGNAL 9 Killed: 9`, as a report's Termination Reason says it.
    var terminationReason: String {
        guard let (number, description) = Self.darwin[name] else { return "SIGNAL \(name)" }
        return "SIGNAL \(number) \(description): \(number)"
    }

    private static let darwin: [String: (Int, String)] = [
        "SIGHUP": (1, "Hangup"), "SIGINT": (2, "Interrupt"), "SIGQUIT": (3, "Quit"),
        "SIGILL": (4, "Illegal instruction"), "SIGTRAP": (5, "Trace/BPT trap"), "SIGABRT": (6, "Abort trap"),
        "SIGFPE": (8, "Floating point exception"), "SIGKILL": (9, "Killed"), "SIGBUS": (10, "Bus error"),
        "SIGSEGV": (11, "Segmentation fault"), "SIGPIPE": (13, "Broken pipe"), "SIGALRM": (14, "Alarm clock"),
        "SIGTERM": (15, "Terminated"), "SIGUSR1": (30, "User defined signal 1"), "SIGUSR2": (31, "User defined signal 2"),
    ]
}
