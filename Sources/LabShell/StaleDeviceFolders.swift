import Foundation

/// Device folders left behind by a `lab` killed by a signal: `lab-device-PID-XXXXXX` in the
/// temporary folder whose PID is no longer running. The first session of a process removes
/// them; folders of running `lab`s, and folders of other users, are left alone.
enum StaleDeviceFolders {
    static let prefix = "lab-device-"

    /// The prefix of this process's device folders in `base`.
    static func prefix(in base: String) -> String {
        (base as NSString).appendingPathComponent("\(prefix)\(getpid())-")
    }

    /// Removes stale device folders in `base`, once per process and base.
    static func cleanOnce(in base: String) {
        lock.lock()
        let first = cleaned.insert(base).inserted
        lock.unlock()
        if first { clean(in: base) }
    }

    /// Removes every stale device folder in `base`; returns the names removed.
    @discardableResult
    static func clean(in base: String) -> [String] {
        let files = FileManager.default
        guard let names = try? files.contentsOfDirectory(atPath: base) else { return [] }
        var removed: [String] = []
        for name in names where name.hasPrefix(prefix) {
            guard let pid = owner(of: name), !isRunning(pid) else { continue }
            let path = (base as NSString).appendingPathComponent(name)
            var info = stat()
            guard lstat(path, &info) == 0, info.st_uid == getuid(), (info.st_mode & S_IFMT) == S_IFDIR else { continue }
            if (try? files.removeItem(atPath: path)) != nil { removed.append(name) }
        }
        return removed
    }

    /// The pid in `lab-device-PID-XXXXXX`, or nil for any other name.
    static func owner(of name: String) -> pid_t? {
        let parts = name.dropFirst(prefix.count).split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2, parts[1].count == 6, let pid = pid_t(parts[0]), pid > 0 else { return nil }
        return pid
    }

    /// Whether a process with this pid exists (EPERM: it does, owned by someone else); a
    /// zombie (killed, not yet reaped: state Z in /proc/PID/stat) has stopped running.
    static func isRunning(_ pid: pid_t) -> Bool {
        guard kill(pid, 0) == 0 || errno == EPERM else { return false }
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return true }
        return !stat[close...].hasPrefix(") Z")
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var cleaned: Set<String> = []
}
