import Foundation

extension NotificationCenter {
    /// The notifications posted with `name` (and, if given, by `object`) as an asynchronous
    /// sequence, as Foundation offers on iOS 15 and later: the sequence observes from the
    /// moment it is made and keeps what was posted until a `for await` loop takes it; a loop
    /// ends when its task is cancelled.
    public func notifications(named name: Notification.Name, object: AnyObject? = nil) -> Notifications {
        Notifications(center: self, name: name, object: object)
    }

    public struct Notifications: AsyncSequence, @unchecked Sendable {
        public typealias Element = Notification
        private let buffer: NotificationBuffer

        init(center: NotificationCenter, name: Notification.Name, object: AnyObject?) {
            buffer = NotificationBuffer(center: center, name: name, object: object)
        }

        public func makeAsyncIterator() -> Iterator { Iterator(buffer: buffer) }

        public struct Iterator: AsyncIteratorProtocol {
            fileprivate let buffer: NotificationBuffer

            public mutating func next() async -> Notification? {
                await buffer.next()
            }
        }
    }
}

/// What a `notifications(named:object:)` sequence observed and not yet handed out, and the loop
/// waiting for the next one. The observer goes when the last sequence and iterator holding it do.
final class NotificationBuffer: @unchecked Sendable {
    private let lock = NSLock()
    private var observer: NSObjectProtocol?
    private weak var center: NotificationCenter?
    private var received: [Notification] = []
    private var waiting: CheckedContinuation<Notification?, Never>?

    init(center: NotificationCenter, name: Notification.Name, object: AnyObject?) {
        self.center = center
        observer = center.addObserver(forName: name, object: object, queue: nil) { [weak self] notification in
            self?.receive(notification)
        }
    }

    deinit {
        if let observer { center?.removeObserver(observer) }
    }

    private func receive(_ notification: Notification) {
        lock.lock()
        if let waiting {
            self.waiting = nil
            lock.unlock()
            waiting.resume(returning: notification)
        } else {
            received.append(notification)
            lock.unlock()
        }
    }

    func next() async -> Notification? {
        await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Notification?, Never>) in
                lock.lock()
                if !received.isEmpty {
                    let first = received.removeFirst()
                    lock.unlock()
                    continuation.resume(returning: first)
                } else if Task.isCancelled {
                    lock.unlock()
                    continuation.resume(returning: nil)
                } else {
                    waiting = continuation
                    lock.unlock()
                }
            }
        } onCancel: {
            lock.lock()
            let waiting = self.waiting
            self.waiting = nil
            lock.unlock()
            waiting?.resume(returning: nil)
        }
    }
}
