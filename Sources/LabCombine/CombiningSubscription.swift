import Foundation
import OpenCombine

/// The subscription behind `CombineLatest` and `Merge`, which OpenCombine 0.14 does not have:
/// it subscribes to every upstream, and delivers to the downstream what the rule makes of their
/// values — the combination of each upstream's latest value once all have sent one
/// (`.latest`), or every value as it comes (`.merge`) — as far as the downstream's demand
/// goes, keeping the rest (CombineLatest only its newest combination, as Combine does).
///
/// Differs from Apple's Combine, on purpose: the upstreams are asked for unlimited values and
/// the downstream's demand is honoured here, where Combine passes demand upstream; what a
/// subscriber sees is the same for the publishers apps combine (notifications, subjects,
/// `@Published` properties, timers).
final class CombiningSubscription<Output, Failure: Error>: Subscription, CustomStringConvertible {
    enum Rule {
        case latest(([Any]) -> Output)
        case merge
    }

    private let lock = NSRecursiveLock()
    private let rule: Rule
    private let name: String
    private var downstream: AnySubscriber<Output, Failure>?
    private var upstreams: [Subscription?]
    private var latest: [Any?]
    private var finished: [Bool]
    private var pending: [Output] = []
    private var demand: Subscribers.Demand = .none
    private var delivering = false

    init(count: Int, rule: Rule, name: String, downstream: AnySubscriber<Output, Failure>) {
        self.rule = rule
        self.name = name
        self.downstream = downstream
        upstreams = Array(repeating: nil, count: count)
        latest = Array(repeating: nil, count: count)
        finished = Array(repeating: false, count: count)
    }

    var description: String { name }

    /// Subscribes to `publisher` as upstream number `index`.
    func attach<P: Publisher>(_ publisher: P, at index: Int) where P.Failure == Failure {
        publisher.subscribe(Side<P.Output>(index: index, parent: self))
    }

    func request(_ more: Subscribers.Demand) {
        lock.lock()
        defer { lock.unlock() }
        demand += more
        deliver()
    }

    func cancel() {
        lock.lock()
        let subscriptions = upstreams
        upstreams = upstreams.map { _ in nil }
        downstream = nil
        pending = []
        lock.unlock()
        for subscription in subscriptions { subscription?.cancel() }
    }

    fileprivate func received(_ subscription: Subscription, at index: Int) {
        lock.lock()
        guard downstream != nil, upstreams[index] == nil else {
            lock.unlock()
            subscription.cancel()
            return
        }
        upstreams[index] = subscription
        lock.unlock()
        subscription.request(.unlimited)
    }

    fileprivate func received(_ value: Any, at index: Int) {
        lock.lock()
        defer { lock.unlock() }
        guard downstream != nil else { return }
        switch rule {
        case .merge:
            if let output = value as? Output { pending.append(output) }
        case let .latest(combine):
            latest[index] = value
            let values = latest.compactMap { $0 }
            if values.count == latest.count { pending = [combine(values)] }
        }
        deliver()
    }

    fileprivate func received(_ completion: Subscribers.Completion<Failure>, at index: Int) {
        lock.lock()
        guard let subscriber = downstream else {
            lock.unlock()
            return
        }
        switch completion {
        case .failure:
            let others = upstreams
            upstreams = upstreams.map { _ in nil }
            downstream = nil
            pending = []
            lock.unlock()
            for (position, other) in others.enumerated() where position != index { other?.cancel() }
            subscriber.receive(completion: completion)
        case .finished:
            finished[index] = true
            upstreams[index] = nil
            // A CombineLatest upstream that ends without a value leaves nothing to combine.
            if case .latest = rule, latest[index] == nil { pending = [] }
            deliver()
            lock.unlock()
        }
    }

    /// Sends what is pending as far as demand goes, then the end when every upstream has
    /// ended (or, for CombineLatest, one ended without a value) and nothing is pending.
    private func deliver() {
        guard !delivering else { return }
        delivering = true
        defer { delivering = false }
        while demand > .none, !pending.isEmpty, let subscriber = downstream {
            let value = pending.removeFirst()
            demand -= 1
            demand += subscriber.receive(value)
        }
        let ended: Bool
        switch rule {
        case .merge: ended = finished.allSatisfy { $0 }
        case .latest: ended = finished.allSatisfy { $0 } || zip(finished, latest).contains { $0 && $1 == nil }
        }
        if ended, pending.isEmpty, let subscriber = downstream {
            downstream = nil
            let others = upstreams
            upstreams = upstreams.map { _ in nil }
            for other in others { other?.cancel() }
            subscriber.receive(completion: .finished)
        }
    }

    /// One upstream's subscriber.
    private struct Side<Input>: Subscriber {
        let index: Int
        let parent: CombiningSubscription
        let combineIdentifier = CombineIdentifier()

        func receive(subscription: Subscription) { parent.received(subscription, at: index) }

        func receive(_ input: Input) -> Subscribers.Demand {
            parent.received(input, at: index)
            return .none
        }

        func receive(completion: Subscribers.Completion<Failure>) { parent.received(completion, at: index) }
    }
}
