import LabWire

/// The device keeps the view tree; the frames are the app's, and the device hears them once
/// per run-loop turn: every view whose frame changed during the turn, in the order they first
/// changed, in one `setFrames` message at the turn's end (after the layout pass). A lesson
/// checks where a view really is from them. Views are held weakly: reporting keeps none alive.
enum FrameReport {
    private final class Entry {
        weak var view: UIView?
        init(_ view: UIView) { self.view = view }
    }

    nonisolated(unsafe) private static var changed: [Entry] = []
    /// Where each noted view's entry is (a freed view's address may come back as a new view's).
    nonisolated(unsafe) private static var noted: [ObjectIdentifier: Int] = [:]

    /// A view's frame changed (or it was made with one).
    static func note(_ view: UIView) {
        guard AppRuntime.shared.channel != nil, !(view is UIWindow) else { return }
        if let index = noted[ObjectIdentifier(view)], changed[index].view === view { return }
        noted[ObjectIdentifier(view)] = changed.count
        changed.append(Entry(view))
    }

    /// At the end of the turn: the frames of the views the device knows.
    static func flush() {
        guard !changed.isEmpty else { return }
        let entries = changed
        changed = []
        noted = [:]
        var frames: [ViewFrame] = []
        for entry in entries {
            guard let view = entry.view, let ref = AppRuntime.shared.ref(view) else { continue }
            let frame = view.frame
            frames.append(ViewFrame(view: ref, frame: Rect(x: Double(frame.minX), y: Double(frame.minY),
                                                            width: Double(frame.width), height: Double(frame.height))))
        }
        if !frames.isEmpty { AppRuntime.shared.call(HostCalls.setFrames, frames) }
    }
}
