import Foundation

/// The console line an API LifecycleLab's SpriteKit declares but does not simulate (or
/// simulates only in part) prints at its first use in a process: once each, so a game that
/// calls it every frame says it once.
enum NotSimulated {
    nonisolated(unsafe) private static var said: Set<String> = []

    static func say(_ api: String, _ what: String) {
        guard said.insert(api).inserted else { return }
        print("[LifecycleLab] \(api): \(what)")
    }
}
