/// The states of a Mac app (docs/lifecycle.md, "The Mac"): there is no background and no
/// suspended state — an app that is not frontmost keeps running.
public enum MacAppState: String, Sendable, CaseIterable {
    /// No process.
    case notRunning
    /// Running, frontmost: its menus are in the menu bar, its key window takes the keyboard.
    case active
    /// Running, another app is frontmost; its windows stay on screen and its code keeps running.
    case inactive
    /// Running, its windows hidden (Cmd-H); its code keeps running.
    case hidden

    /// Whether the app has a process.
    public var isRunning: Bool { self != .notRunning }
}
