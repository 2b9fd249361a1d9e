import Foundation
import LabCore

/// `state APP --host`: the real process behind a simulated one, as the host's /proc sees it.
enum HostProcess {
    static func line(for process: AppProcess?) -> String {
        guard let pid = process?.hostProcessID else { return "  " + tr("host process: none (the app is not running)") }
        let status = (try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)).flatMap { stat -> String? in
            guard let close = stat.lastIndex(of: ")") else { return nil }
            switch stat[stat.index(close, offsetBy: 2)] {
            case "T", "t": return tr("stopped (SIGSTOP)")
            case "Z": return tr("ended")
            default: return tr("running")
            }
        } ?? tr("unknown")
        return "  " + tr("host process: pid %d, %@", Int(pid), status)
    }
}
