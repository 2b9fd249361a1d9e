import Foundation

/// The latest classroom frame and the pages listening for the next ones. The REPL's thread
/// publishes (it alone reads the device); the server's tasks only read what was published, so
/// the device is never touched from another thread.
final class ClassroomBroadcast: @unchecked Sendable {
    private let lock = NSLock()
    private var latest: ClassroomFrame
    private var listeners: [Int: AsyncStream<[UInt8]>.Continuation] = [:]
    private var nextListener = 0

    init(first: ClassroomFrame) { latest = first }

    var current: ClassroomFrame { lock.withLock { latest } }

    /// How many pages are listening now.
    var listenerCount: Int { lock.withLock { listeners.count } }

    /// Sends `frame` to every listening page and keeps it for pages that connect later.
    func publish(_ frame: ClassroomFrame) {
        let message = Self.message(frame)
        let targets = lock.withLock { () -> [AsyncStream<[UInt8]>.Continuation] in
            latest = frame
            return Array(listeners.values)
        }
        for target in targets { target.yield(message) }
    }

    /// A stream of server-sent-event messages: the current frame first, then each published
    /// one. The stream ends (and is forgotten) when its page goes away or the server stops.
    func listen() -> AsyncStream<[UInt8]> {
        let (stream, continuation) = AsyncStream<[UInt8]>.makeStream(bufferingPolicy: .bufferingNewest(8))
        let id = lock.withLock { () -> Int in
            nextListener += 1
            listeners[nextListener] = continuation
            return nextListener
        }
        continuation.onTermination = { [weak self] _ in
            guard let self else { return }
            _ = self.lock.withLock { self.listeners.removeValue(forKey: id) }
        }
        continuation.yield(Self.message(current))
        return stream
    }

    /// Ends every listening stream (the server is stopping).
    func finishAll() {
        let targets = lock.withLock { () -> [AsyncStream<[UInt8]>.Continuation] in
            defer { listeners.removeAll() }
            return Array(listeners.values)
        }
        for target in targets { target.finish() }
    }

    /// One server-sent event: `data: JSON`, a blank line.
    static func message(_ frame: ClassroomFrame) -> [UInt8] {
        Array(("data: " + frame.json + "\n\n").utf8)
    }
}
