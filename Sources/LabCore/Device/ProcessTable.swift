/// The device's live processes, at most one per app, and what the system remembers of apps'
/// use: the next process identifier, the order apps were last used in (when memory runs short
/// the least recently used suspended app goes first) and the apps the user swiped away.
struct ProcessTable {
    /// Live processes by bundle identifier; an app that is not running has none.
    private(set) var live: [String: AppProcess] = [:]
    /// The pid the next process gets.
    private var nextProcessID = 400
    /// Increases with every use of an app, for least-recently-used order.
    private(set) var latestUse = 0
    /// Apps the user swiped away in the switcher: no silent push, fetch or background task wakes
    /// them until the user launches them again.
    var forceQuitApps: Set<String> = []

    /// The live process of the app with this bundle identifier.
    subscript(app: String) -> AppProcess? { live[app] }

    /// A pid for a new process.
    mutating func newProcessID() -> Int {
        defer { nextProcessID += 1 }
        return nextProcessID
    }

    /// `process` runs (its app had no live process).
    mutating func add(_ process: AppProcess) {
        live[process.bundleIdentifier] = process
    }

    /// The app's process has ended.
    mutating func remove(_ app: String) {
        live[app] = nil
    }

    /// Counts one more use of an app (it came to the front); the count, for `AppProcess.lastUsed`.
    mutating func countUse() -> Int {
        latestUse += 1
        return latestUse
    }
}
