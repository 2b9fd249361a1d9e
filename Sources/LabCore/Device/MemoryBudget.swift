/// Memory for apps, in MB: what the phone of the device's era leaves to apps, and what each
/// running process holds. When a launch would not fit, the system reclaims suspended apps,
/// least recently used first.
public struct MemoryBudget: Sendable, Equatable {
    /// The memory apps may hold together, by era (the phone standing for it: see `UIScreen`).
    public static let capacities: [(versions: ClosedRange<Int>, megabytes: Int)] = [
        (3...6, 256), (7...8, 512), (9...12, 1024), (13...99, 2048),
    ]
    /// What one process holds: the learner's apps, and Apple's own.
    public static let appFootprint = 150
    public static let systemAppFootprint = 100

    public internal(set) var capacity: Int
    public internal(set) var used = 0

    public init(iosVersion: Int = 17) {
        capacity = Self.capacities.first { $0.versions.contains(iosVersion) }?.megabytes ?? 2048
    }

    public var free: Int { capacity - used }

    static func footprint(of app: InstalledApp) -> Int {
        app.isSystemApp ? systemAppFootprint : appFootprint
    }

    mutating func take(_ megabytes: Int) { used += megabytes }

    mutating func release(_ process: AppProcess) { used = max(0, used - process.footprint) }
}
