import Foundation

/// A timer in step with the screen's refreshes, 60 a second of the device's virtual time
/// (`DisplayFrames`): once added to a run loop and while not paused, every frame calls the
/// target's selector with the link, `timestamp` being the frame's time and `targetTimestamp` the
/// next one's. `preferredFramesPerSecond` below 60 calls it on every second, third… frame, as
/// iOS rounds a rate to a divisor of the screen's. The link keeps its target until it is
/// invalidated (the run loop keeps the link), as on iOS. Selectors reach what `perform(_:)`
/// reaches: the `@objc` methods of NSObject classes and of the app's other classes.
open class CADisplayLink: NSObject {
    private var target: AnyObject?
    private let selector: Selector
    private var modes: Set<RunLoop.Mode> = []
    /// Frames since the link started running, for a rate below the screen's.
    private var frames = 0

    /// The time of the frame being run (seconds of virtual time); 0 before the first.
    public private(set) var timestamp: CFTimeInterval = 0
    /// The time between two of the screen's frames.
    open var duration: CFTimeInterval { 1 / CFTimeInterval(DisplayFrames.framesPerSecond) }
    /// When the next frame the link calls for is shown.
    open var targetTimestamp: CFTimeInterval { timestamp + duration * CFTimeInterval(step) }
    open var isPaused = false { didSet { update() } }
    /// 0 (the default) is the screen's own rate.
    open var preferredFramesPerSecond = 0
    /// The deprecated spelling: call every `frameInterval`-th frame.
    @available(iOS, deprecated: 10.0, message: "use preferredFramesPerSecond")
    open var frameInterval: Int {
        get { step }
        set { preferredFramesPerSecond = DisplayFrames.framesPerSecond / max(1, newValue) }
    }

    public init(target: Any, selector sel: Selector) {
        self.target = target as AnyObject
        selector = sel
        super.init()
    }

    open func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
        modes.insert(mode)
        update()
    }

    open func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) {
        modes.remove(mode)
        update()
    }

    /// Stops the link for good and lets its target go.
    open func invalidate() {
        modes.removeAll()
        target = nil
        update()
    }

    /// Frames of the screen per call.
    private var step: Int {
        let rate = preferredFramesPerSecond
        guard rate > 0, rate < DisplayFrames.framesPerSecond else { return 1 }
        return max(1, Int((Double(DisplayFrames.framesPerSecond) / Double(rate)).rounded()))
    }

    private func update() {
        guard !modes.isEmpty, !isPaused, target != nil else {
            DisplayFrames.stop(self)
            return
        }
        guard !DisplayFrames.isRunning(self) else { return }
        frames = 0
        DisplayFrames.start(self) { time in self.frame(time) }
    }

    private func frame(_ time: TimeInterval) {
        defer { frames += 1 }
        guard frames % step == 0, let target else { return }
        timestamp = time
        if !ObjectMembers.perform(selector.name, on: target, self) { DisplayLinkNotes.cannotCall(selector, on: target) }
    }
}

/// What the console says, once, about a target whose selector a display link cannot call.
enum DisplayLinkNotes {
    nonisolated(unsafe) private static var said = false

    static func cannotCall(_ selector: Selector, on target: AnyObject) {
        guard !said else { return }
        said = true
        print("[LifecycleLab] CADisplayLink cannot call \(selector.name) on \(type(of: target)): selectors reach only @objc methods of the app's classes, with no argument or one")
    }
}
