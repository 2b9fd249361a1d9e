import Foundation

/// Where the app-process runtime finds what it needs, and its limits.
public struct RuntimeConfiguration: Sendable {
    /// `liblabclock.so`, preloaded into every app process so that app code sees the device's
    /// virtual clock; nil runs apps on the real clock.
    public var clockLibrary: String?
    /// Folders an app may read (and run code from) besides its bundle: the Swift runtime, the
    /// simulated SDK, the system's libraries.
    public var readOnlyPaths: [String]
    /// Restrict each app to its container, bundle and `readOnlyPaths` with Landlock.
    public var landlock: Bool
    /// Real seconds app code may run without a word to the device before the watchdog ends it.
    public var unresponsiveAfter: Double
    /// Runs the device's thread and its app processes on one CPU (`lab_share_cpu_with_children`):
    /// they take turns, never run at once, and a wake-up across CPUs costs more than a call.
    /// The `lab` program sets it; tests, whose threads run many devices side by side, do not.
    nonisolated(unsafe) public static var sharesOneCPU = false

    public init(clockLibrary: String?, readOnlyPaths: [String], landlock: Bool = true, unresponsiveAfter: Double = RuntimeConfiguration.defaultUnresponsiveAfter) {
        self.clockLibrary = clockLibrary
        self.readOnlyPaths = readOnlyPaths
        self.landlock = landlock
        self.unresponsiveAfter = unresponsiveAfter
    }

    /// 5 real seconds, or `LAB_UNRESPONSIVE_SECONDS`: long enough that a busy machine does not
    /// pass for a hung app, short enough that a hung app does not stall the REPL.
    public static var defaultUnresponsiveAfter: Double {
        ProcessInfo.processInfo.environment["LAB_UNRESPONSIVE_SECONDS"].flatMap(Double.init) ?? 5
    }

    /// The system folders every Linux program reads: the loader, libc, locale and time zone data.
    public static let systemPaths = ["/lib", "/lib64", "/usr/lib", "/usr/lib64", "/usr/share/zoneinfo", "/usr/share/locale",
                                     "/etc/ld.so.cache", "/etc/localtime", "/etc/passwd", "/etc/nsswitch.conf",
                                     "/dev/urandom", "/proc/self", "/proc/sys/kernel"]

    /// Writable besides the container: `/dev/null` (opening it to write is checked too).
    public static let writablePaths = ["/dev/null"]
}
