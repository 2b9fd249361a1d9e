import Foundation

/// Data the system may throw away while no one is using it (Foundation's `NSPurgeableData`,
/// which swift-corelibs-foundation leaves out). A new object is in use (its access count is
/// 1) until `endContentAccess()`; content not in use goes with `discardContentIfPossible()`
/// and when the device sends the app a memory warning (**choice**: iOS discards it when
/// memory runs short, at a moment of its own; the lab's moment is the memory warning).
/// **Choice**: on iOS the class is an `NSMutableData`; Linux's NSMutableData cannot be
/// subclassed without its storage, so here it is an object with NSData's common members
/// (`length`, `bytes`, `append`, `copy()`, which gives `Data`).
open class NSPurgeableData: NSObject, NSDiscardableContent, NSCopying, @unchecked Sendable {
    private var content: Data
    private var accessCount = 1
    private var discarded = false

    public override init() {
        content = Data()
        super.init()
    }

    public init(data: Data) {
        content = data
        super.init()
    }

    public convenience init(bytes: UnsafeRawPointer?, length: Int) {
        self.init(data: bytes.map { Data(bytes: $0, count: length) } ?? Data())
    }

    open var length: Int {
        get { content.count }
        set {
            if newValue < content.count { content.removeLast(content.count - newValue) } else { content.append(Data(count: newValue - content.count)) }
        }
    }

    /// The bytes, valid while the content is not discarded or changed.
    open var bytes: UnsafeRawPointer { content.withUnsafeBytes { $0.baseAddress ?? UnsafeRawPointer(bitPattern: 1)! } }

    open func append(_ other: Data) { content.append(other) }
    open func append(_ bytes: UnsafeRawPointer, length: Int) { content.append(Data(bytes: bytes, count: length)) }
    open func setData(_ data: Data) { content = data }

    /// `copy()` is the content as `Data` (iOS gives an immutable NSData, which Swift bridges to Data).
    open func copy(with zone: NSZone? = nil) -> Any { content }
    open override var description: String { content.description }

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
        content = Data()
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
