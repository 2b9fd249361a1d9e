/// The five states of an app process (docs/lifecycle.md, "States").
public enum AppState: String, Sendable, CaseIterable {
    case notRunning, inactive, active, background, suspended

    /// How a learner reads it: "not running", "inactive", ….
    public var displayName: String {
        self == .notRunning ? "not running" : rawValue
    }
}

/// The states of a `UIScene` (docs/lifecycle.md, "Scene-based lifecycle").
public enum SceneState: String, Sendable, CaseIterable {
    case unattached, foregroundInactive, foregroundActive, background
}
