import Foundation
import LabWire

/// The screen's refreshes on the device's virtual clock: 60 frames a second, at virtual
/// milliseconds `k × 1000 / 60` (rounded), for the views that draw every frame (SpriteKit's
/// `SKView`) and display links (`CADisplayLink`). A frame runs as a turn of the main run loop
/// ends, as timers fire, and only while a source is running: a paused view asks for none, so
/// the device calls the app for none (a suspended app runs none at all). A frame the app could not run in time (it was busy, or
/// suspended) is skipped, as a display link skips it: the next one runs once.
enum DisplayFrames {
    /// Each running source: called with the frame's time (seconds of virtual time).
    nonisolated(unsafe) private static var sources: [(owner: ObjectIdentifier, frame: (TimeInterval) -> Void)] = []
    /// The virtual millisecond of the last frame run.
    nonisolated(unsafe) private static var lastFrame = -1

    static let framesPerSecond = 60

    static func start(_ owner: AnyObject, frame: @escaping (TimeInterval) -> Void) {
        stop(owner)
        sources.append((ObjectIdentifier(owner), frame))
    }

    static func stop(_ owner: AnyObject) {
        sources.removeAll { $0.owner == ObjectIdentifier(owner) }
    }

    static func isRunning(_ owner: AnyObject) -> Bool {
        sources.contains { $0.owner == ObjectIdentifier(owner) }
    }

    /// The virtual millisecond of frame number `index`.
    private static func time(ofFrame index: Int) -> Int { Int((Double(index) * 1000 / Double(framesPerSecond)).rounded()) }

    /// The first frame after `milliseconds`.
    static func nextFrame(after milliseconds: Int) -> Int {
        var index = milliseconds * framesPerSecond / 1000
        while time(ofFrame: index) <= milliseconds { index += 1 }
        return time(ofFrame: index)
    }

    /// When the next frame is due (virtual milliseconds), nil while no source runs.
    static var nextDue: Int? { sources.isEmpty ? nil : nextFrame(after: max(lastFrame, LabClock.now - 1)) }

    /// Runs the frame that is due, once. True when one ran.
    @discardableResult
    static func runDue() -> Bool {
        guard let due = nextDue, due <= LabClock.now else { return false }
        lastFrame = LabClock.now
        let time = TimeInterval(LabClock.now) / 1000
        // A source another stopped during this frame is not called.
        for source in sources where sources.contains(where: { $0.owner == source.owner }) { source.frame(time) }
        return true
    }
}
