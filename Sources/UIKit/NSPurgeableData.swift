import Foundation

/// Data the system may throw away while no one is using it (Foundation's `NSPurgeableData`,
/// which swift-corelibs-foundation leaves out). A new object is in use (its access count is
/// 1) until `endContentAccess()`; content not in use goes with `discardContentIfPossible()`
/// and when the device sends the app a memory warning (**choice**: iOS discards it when
/// memory runs short, at a moment of its own; the lab's moment is the memory warning).
open class NSPurgeableData: NSMutableData, NSDiscardableContent, @unchecked Sendable {
    private var accessCount = 1
    private var discarded = false

    /// Marks the content in use; false (and not in use) once it was discarded.
    open func beginContentAccess() -> Bool {
        guard !discarded else { return false }
        accessCount += 1
        return true
    }

    open func endContentAccess() {
        accessCount = Swift.max(0, accessCount - 1)
        if accessCount == 0 { PurgeableContent.track(self) }
    }

    open func discardContentIfPossible() {
        guard accessCount == 0, !discarded else { return }
        discarded = true
        length = 0
    }

    open func isContentDiscarded() -> Bool { discarded }
}

/// Content that can be thrown away while not in use (Foundation's protocol, absent on Linux).
public protocol NSDiscardableContent: AnyObject {
    func beginContentAccess() -> Bool
    func endContentAccess()
    func discardContentIfPossible()
    func isContentDiscarded() -> Bool
}

/// The purgeable data not in use, which a memory warning discards.
enum PurgeableContent {
    private final class WeakData {
        weak var data: NSPurgeableData?
        init(_ data: NSPurgeableData) { self.data = data }
    }
    nonisolated(unsafe) private static var tracked: [WeakData] = []

    static func track(_ data: NSPurgeableData) {
        tracked.removeAll { $0.data == nil }
        if !tracked.contains(where: { $0.data === data }) { tracked.append(WeakData(data)) }
    }

    /// The device sent a memory warning: content not in use goes.
    static func discardUnused() {
        for entry in tracked { entry.data?.discardContentIfPossible() }
        tracked.removeAll { $0.data == nil || $0.data?.isContentDiscarded() == true }
    }
}
