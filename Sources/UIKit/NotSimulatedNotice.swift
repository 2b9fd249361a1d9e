/// The console line an API the lab declares but does not simulate says at its first use
/// (once per API and process): "[LifecycleLab] LifecycleLab does not simulate X yet: …".
/// Public for the SDK's other modules and the stub modules of frameworks not simulated.
public enum __LabNotSimulated {
    nonisolated(unsafe) private static var said: Set<String> = []

    /// Says once that `api` is not simulated, and what happens instead (`instead`, if given).
    public static func say(_ api: String, instead: String? = nil) {
        guard said.insert(api).inserted else { return }
        print("[LifecycleLab] LifecycleLab does not simulate \(api) yet" + (instead.map { ": " + $0 } ?? ""))
    }
}
