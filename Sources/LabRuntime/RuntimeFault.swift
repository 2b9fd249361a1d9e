#if canImport(Glibc)
import Glibc
#endif

/// What the Swift runtime printed as a process died: its own message (`AppDelegate.swift:12:
/// Fatal error: Unexpectedly found nil while unwrapping an Optional value`) becomes the crash
/// reason; what the app printed before stays console output; stack dumps are dropped.
struct RuntimeFault {
    /// Lines to show as the app's output.
    var console: [String] = []
    var reason: String?

    init(lines: [String], signal: Int32?) {
        guard signal != nil else {
            console = lines
            return
        }
        var inDump = false
        for line in lines {
            if reason == nil, line.contains("Fatal error:") || line.contains("Precondition failed") || line.contains("Assertion failed") {
                reason = line
                inDump = true
            } else if line.hasPrefix("Current stack trace:") || line.hasPrefix("Stack dump:") || line.hasPrefix("💣") {
                inDump = true
            } else if !inDump {
                console.append(line)
            }
        }
    }

    static func signalName(_ signal: Int32) -> String {
        switch signal {
        case SIGTRAP: "SIGTRAP"
        case SIGILL: "SIGILL"
        case SIGABRT: "SIGABRT"
        case SIGSEGV: "SIGSEGV"
        case SIGBUS: "SIGBUS"
        case SIGKILL: "SIGKILL"
        case SIGFPE: "SIGFPE"
        case SIGTERM: "SIGTERM"
        case SIGINT: "SIGINT"
        case SIGHUP: "SIGHUP"
        case SIGQUIT: "SIGQUIT"
        case SIGPIPE: "SIGPIPE"
        case SIGALRM: "SIGALRM"
        case SIGUSR1: "SIGUSR1"
        case SIGUSR2: "SIGUSR2"
        default: "signal \(signal)"
        }
    }

    /// The crash report's exception type, as iOS names it.
    static func exceptionType(_ signal: Int32) -> String {
        switch signal {
        // A Swift trap is `brk` on the iPhone's ARM64 (SIGTRAP) and `ud2` on this host (SIGILL).
        case SIGTRAP, SIGILL: "EXC_BREAKPOINT (SIGTRAP)"
        case SIGSEGV, SIGBUS: "EXC_BAD_ACCESS (\(signalName(signal)))"
        case SIGFPE: "EXC_ARITHMETIC (SIGFPE)"
        default: "EXC_CRASH (\(signalName(signal)))"
        }
    }
}
