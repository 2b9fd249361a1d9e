/// Memory for apps, in MB: what the phone of the device's era leaves to apps, and what each
/// running process holds (`VersionDial.memory`). When a launch would not fit, the system
/// reclaims suspended apps, least recently used first.
public struct MemoryBudget: Sendable, Equatable {
    public let era: MemoryEra
    public internal(set) var used = 0

    public init(iosVersion: Int = 17) {
        era = VersionDial(iosVersion: iosVersion).memory
    }

    /// The memory apps may hold together.
    public var capacity: Int { era.forApps }
    public var free: Int { capacity - used }

    /// What one process of `app` holds: the learner's apps, and Apple's own.
    func footprint(of app: InstalledApp) -> Int {
        app.isSystemApp ? era.systemApp : era.app
    }

    mutating func take(_ megabytes: Int) { used += megabytes }

    mutating func release(_ process: AppProcess) { used = max(0, used - process.footprint) }
}
