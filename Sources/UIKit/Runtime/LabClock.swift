import LabWire
#if canImport(Glibc)
import Glibc
#endif

/// The bridge to the clock library LifecycleLab preloads into app processes
/// (`liblabclock`): it tells the library the device's virtual time with every message, and
/// makes a sleep on the main thread spend virtual time through the device (which may kill
/// the app instead, as the watchdog would). Absent the library (the app run by hand), nothing.
enum LabClock {
    private typealias SetTime = @convention(c) (Int64) -> Void
    private typealias SetHook = @convention(c) (@convention(c) (Int64) -> Void) -> Void

    private static let setTime: SetTime? = symbol("lab_clock_set")

    /// The device's virtual time as the last message gave it, in milliseconds since boot.
    nonisolated(unsafe) private(set) static var now = 0

    static func set(_ milliseconds: Int) {
        now = milliseconds
        setTime?(Int64(milliseconds))
    }

    static func installSleepHook() {
        guard let install: SetHook = symbol("lab_clock_set_sleep_hook") else { return }
        install { milliseconds in
            AppRuntime.shared.call(HostCalls.spend, Int(milliseconds))
        }
    }

    private static func symbol<T>(_ name: String) -> T? {
        guard let pointer = dlsym(nil, name) else { return nil }  // nil is RTLD_DEFAULT on glibc
        return unsafeBitCast(pointer, to: T.self)
    }
}
