import Foundation
import OpenCombine

/// The subscribers of one publisher that many subscribe to (a subject, a future, `@Published`,
/// `objectWillChange`), told of each value in the order they subscribed.
///
/// OpenCombine keeps them in a `Set` keyed by object address, so the order several subscribers
/// of one subject hear a value would change from run to run (addresses differ); LifecycleLab
/// promises the same output for the same commands, so this module's `PassthroughSubject`,
/// `CurrentValueSubject`, `Future`, `@Published`, `ObservableObject` and
/// `ObservableObjectPublisher` (which shadow OpenCombine's for code that imports Combine) keep
/// them in an array.
final class OrderedFanOut<Output, Failure: Error> {
    private let lock = NSRecursiveLock()
    private let name: String
    private var subscriptions: [Member] = []
    /// Set once the publisher has ended: later subscribers are told at once.
    private(set) var completion: Subscribers.Completion<Failure>?

    init(name: String) { self.name = name }

    /// Adds a subscriber; `value` is what it receives at its first demand (a current value, a
    /// future's result), and `completion` what follows it.
    func add<S: Subscriber>(_ subscriber: S, value: Output? = nil, then ending: Subscribers.Completion<Failure>? = nil)
    where S.Input == Output, S.Failure == Failure {
        let member = Member(name: name, downstream: AnySubscriber(subscriber), owner: self)
        member.pendingValue = value
        lock.lock()
        member.pendingCompletion = ending ?? completion
        if member.pendingCompletion == nil || member.pendingValue != nil { subscriptions.append(member) }
        lock.unlock()
        subscriber.receive(subscription: member)
        member.flush()
    }

    /// A value for every subscriber with demand; `keep` keeps it for one without (a current
    /// value subject's latest), otherwise it is dropped as a passthrough subject drops it.
    func send(_ value: Output, keep: Bool) {
        lock.lock()
        guard completion == nil else { return lock.unlock() }
        let members = subscriptions
        lock.unlock()
        for member in members { member.offer(value, keep: keep) }
    }

    /// Ends every subscription; `afterValue` delivers the value first, at each one's demand (a future's result).
    func finish(_ ending: Subscribers.Completion<Failure>, afterValue value: Output? = nil) {
        lock.lock()
        guard completion == nil else { return lock.unlock() }
        completion = ending
        let members = subscriptions
        lock.unlock()
        for member in members {
            member.end(ending, afterValue: value)
        }
    }

    fileprivate func remove(_ member: Member) {
        lock.lock()
        subscriptions.removeAll { $0 === member }
        lock.unlock()
    }

    /// One subscriber's subscription.
    final class Member: Subscription, CustomStringConvertible {
        let description: String
        private let lock = NSRecursiveLock()
        private var downstream: AnySubscriber<Output, Failure>?
        private weak var owner: OrderedFanOut?
        private var demand: Subscribers.Demand = .none
        fileprivate var pendingValue: Output?
        fileprivate var pendingCompletion: Subscribers.Completion<Failure>?

        fileprivate init(name: String, downstream: AnySubscriber<Output, Failure>, owner: OrderedFanOut) {
            description = name
            self.downstream = downstream
            self.owner = owner
        }

        func request(_ more: Subscribers.Demand) {
            lock.lock()
            demand += more
            lock.unlock()
            flush()
        }

        func cancel() {
            lock.lock()
            downstream = nil
            pendingValue = nil
            pendingCompletion = nil
            lock.unlock()
            owner?.remove(self)
        }

        fileprivate func offer(_ value: Output, keep: Bool) {
            lock.lock()
            if demand > .none, pendingValue == nil {
                lock.unlock()
                deliver(value)
            } else {
                if keep { pendingValue = value }
                lock.unlock()
            }
        }

        fileprivate func end(_ ending: Subscribers.Completion<Failure>, afterValue value: Output?) {
            lock.lock()
            pendingValue = value
            pendingCompletion = ending
            lock.unlock()
            flush()
        }

        /// Delivers what waits: the pending value when there is demand, then the ending.
        fileprivate func flush() {
            lock.lock()
            if let value = pendingValue {
                guard demand > .none else { return lock.unlock() }
                pendingValue = nil
                lock.unlock()
                deliver(value)
                lock.lock()
            }
            guard pendingValue == nil, let ending = pendingCompletion, let subscriber = downstream else { return lock.unlock() }
            pendingCompletion = nil
            downstream = nil
            lock.unlock()
            owner?.remove(self)
            subscriber.receive(completion: ending)
        }

        private func deliver(_ value: Output) {
            lock.lock()
            guard demand > .none, let subscriber = downstream else { return lock.unlock() }
            demand -= 1
            lock.unlock()
            let more = subscriber.receive(value)
            lock.lock()
            demand += more
            lock.unlock()
        }
    }
}
