/// Long-running background modes (docs/lifecycle.md "Background execution"): `audio` and
/// `location` in UIBackgroundModes keep an app running in the background instead of
/// suspending it — in LifecycleLab's simple model, for as long as the app's frameworks say its
/// work goes on (audio playing, location updates on). No budget, no allowance: the work itself
/// is the reason to run. `voip` is not one of them here: since iOS 13 it lets a PushKit push
/// launch the app to report a call to CallKit, neither of which the lab simulates; an app that
/// declares it is told so and suspended as usual.
public enum BackgroundMode: String, Sendable, CaseIterable, Comparable {
    case audio, location

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// Work in one background mode, as the app's frameworks report it.
public struct BackgroundActivity: Sendable, Equatable {
    /// Why this work cannot go on in the background although it runs now; nil when it can
    /// (an audio session whose category does not play in the background: `soloAmbient`).
    public var obstacle: BackgroundObstacle?

    public init(obstacle: BackgroundObstacle? = nil) { self.obstacle = obstacle }
}

/// Why work that runs in front stops when the app leaves the screen; LabShell words it.
public enum BackgroundObstacle: Sendable, Equatable {
    /// The audio session's category (`soloAmbient`, `ambient`) is silenced in the background.
    case audioSessionCategory(String)
    /// No location manager that updates has `allowsBackgroundLocationUpdates` set.
    case backgroundLocationUpdatesNotAllowed
}

extension Device {
    /// Whether a background mode keeps `process` running; records why, or why not.
    /// Called where the app would be suspended.
    func backgroundModeKeepsRunning(_ process: AppProcess) -> Bool {
        let declared = process.app.bundle.backgroundModes
        if declared.contains("voip"), !process.toldVoIPKeepsNothing {
            process.toldVoIPKeepsNothing = true
            record(.system(.voipModeKeepsNothing), app: process.bundleIdentifier)
        }
        var keeps: [BackgroundMode] = []
        for (mode, activity) in process.backgroundActivities.sorted(by: { $0.key < $1.key }) {
            if let obstacle = activity.obstacle {
                record(.system(.backgroundWorkInFrontOnly(mode, obstacle: obstacle)), app: process.bundleIdentifier)
            } else if !declared.contains(mode.rawValue) {
                record(.advice(.backgroundModeMissing(mode: mode, app: process.app.displayName)), app: process.bundleIdentifier)
            } else {
                keeps.append(mode)
            }
        }
        guard !keeps.isEmpty else { return false }
        record(.system(.keptRunningByBackgroundModes(keeps)), app: process.bundleIdentifier)
        return true
    }
}

extension AppHost {
    /// The app's frameworks report work in a background mode starting (`obstacle` says why
    /// it cannot go on in the background) or stopping. Work stopping in the background lets
    /// the app be suspended once the calling method has returned.
    public func setBackgroundActivity(_ mode: BackgroundMode, running: Bool, obstacle: BackgroundObstacle? = nil) {
        let process = self.process
        let was = process.backgroundActivities[mode]
        process.backgroundActivities[mode] = running ? BackgroundActivity(obstacle: obstacle) : nil
        if was != nil, !running, process.state == .background {
            device.record(.system(.backgroundWorkEnded(mode)), app: process.bundleIdentifier)
            process.afterCurrentCall.append { device in device.suspendIfIdle(process) }
        }
    }
}
