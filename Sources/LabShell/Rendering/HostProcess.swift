import Foundation
import LabCore

/// `state APP --host`: the real process behind a simulated one, as the host's /proc sees it.
enum HostProcess {
    static func line(for process: AppProcess?) -> String {
        guard let pid = process?.hostProcessID else { return "  host process: none (the app is not running)" }
        let status = (try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)).flatMap { stat -> String? in
            guard let close = stat.lastIndex(of: ")") else { return nil }
            switch stat[stat.index(close, offsetBy: 2)] {
            case "T", "t": return "stopped (SIGSTOP)"
            case "Z": return "ended"
            default: return "running"
            }
        } ?? "unknown"
        return "  host process: pid \(pid), \(status)"
    }
}
