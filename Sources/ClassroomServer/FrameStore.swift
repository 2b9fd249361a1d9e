import Foundation

/// The latest page and frame the lab sent, and the pages listening for the next ones. The
/// reader of standard input publishes; the server's tasks only read what was published.
final class FrameStore: @unchecked Sendable {
    private let lock = NSLock()
    private var page: String
    private var frame: String
    private var listeners: [Int: AsyncStream<[UInt8]>.Continuation] = [:]
    private var nextListener = 0

    init(page: String, frame: String) {
        self.page = page
        self.frame = frame
    }

    var current: (page: String, frame: String) { lock.withLock { (page, frame) } }

    /// Keeps `page` and `frame` for requests to come and sends the frame to every listening page.
    func publish(page: String, frame: String) {
        let message = Self.message(frame)
        let targets = lock.withLock { () -> [AsyncStream<[UInt8]>.Continuation] in
            self.page = page
            self.frame = frame
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
        continuation.yield(Self.message(current.frame))
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
    static func message(_ frame: String) -> [UInt8] {
        Array(("data: " + frame + "\n\n").utf8)
    }
}
